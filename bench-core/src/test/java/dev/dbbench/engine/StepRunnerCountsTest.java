package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.result.ThreadFairness;
import dev.dbbench.stats.Percentiles;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.FakeTarget;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Step totals, interval sums, warm-up exclusion and the event limit, against a fake server. */
class StepRunnerCountsTest {

    /** Worker 1's events take 20 ms, worker 0's 5 ms: four times the events for worker 0, both busy the whole step. */
    @Test
    void threadFairnessShowsAnUnevenSpreadOfEvents() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of((attempt, worker) -> Action.sleep(worker == 0 ? 5 : 20));
            StepResult step = run.run(workload, spec().threads(2).warmup(200).time(1_000));

            ThreadFairness f = step.fairness();
            assertThat(f).isNotNull();
            assertThat(f.eventsAvg() * 2).isCloseTo(step.transactions(), within(2.0));
            // About 160 and 40 events: a mean of 100 and a deviation of 60.
            assertThat(f.eventsStddev() / f.eventsAvg()).isBetween(0.45, 0.75);
            assertThat(f.executionSecondsAvg()).isBetween(0.85, 1.05);
            assertThat(f.executionSecondsStddev()).isLessThan(0.05);
        }
    }

    @Test
    void stepTotalsAreTheExactSumOfTheMeasuredIntervalsAndWarmupIsExcluded() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of(Script.succeed()).withQueries(2, 1, 1);
            StepResult step = run.run(workload, spec().threads(2).warmup(300).time(500));

            List<IntervalResult> warmup = run.intervals().warmup();
            List<IntervalResult> measured = run.intervals().measured();
            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(warmup).isNotEmpty().allSatisfy(i -> assertThat(i.transactions()).isPositive());
            assertThat(measured).hasSizeGreaterThanOrEqualTo(2);
            assertThat(run.intervals().all().subList(0, warmup.size())).as("warm-up comes first").allMatch(IntervalResult::warmup);
            assertThat(measured).extracting(IntervalResult::index)
                    .containsExactlyElementsOf(IntStream.rangeClosed(1, measured.size()).boxed().toList());

            assertThat(step.transactions()).isPositive().isEqualTo(sum(measured, IntervalResult::transactions));
            assertThat(step.reads()).isEqualTo(sum(measured, IntervalResult::reads));
            assertThat(step.writes()).isEqualTo(sum(measured, IntervalResult::writes));
            assertThat(step.other()).isEqualTo(sum(measured, IntervalResult::other));
            assertThat(step.emptyReads()).isEqualTo(sum(measured, IntervalResult::emptyReads)).isZero();
            assertThat(step.queries()).isEqualTo(step.reads() + step.writes() + step.other());
            assertThat(step.errors()).isZero();
            double seconds = measured.stream().mapToDouble(IntervalResult::durationSeconds).sum();
            assertThat(step.durationSeconds()).isCloseTo(seconds, within(0.0011)).isBetween(0.45, 1.5);
            assertThat(step.tps()).isCloseTo(step.transactions() / seconds, within(step.tps() * 0.001 + 0.01));
            assertThat(step.latencyMs()).isEqualTo(Percentiles.of(run.intervals().measuredLatency()));
            // Counts and latencies are sampled one after the other, so an event finishing while the warm-up
            // interval closes can be counted on one side of the boundary and timed on the other; over the
            // whole step every event is timed exactly once.
            assertThat(run.intervals().allLatency().getTotalCount()).isEqualTo(sum(run.intervals().all(), IntervalResult::transactions));

            // An event and its statements are published together, so every interval holds whole events.
            assertThat(step.reads()).isEqualTo(2 * step.transactions());
            assertThat(run.intervals().all()).allSatisfy(i -> {
                assertThat(i.reads()).isEqualTo(2 * i.transactions());
                assertThat(i.writes()).isEqualTo(i.transactions());
                assertThat(i.other()).isEqualTo(i.transactions());
            });
            long events = sum(run.intervals().all(), IntervalResult::transactions);
            assertThat(events).isGreaterThan(step.transactions()).isEqualTo(workload.attempts());
        }
    }

    @Test
    void eventLimitRunsExactlyThatManyMeasuredEvents() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of(Script.succeed()).withQueries(1, 1, 0);
            StepResult step = run.run(workload, spec().threads(2).time(0).events(20_000));

            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(step.transactions()).isEqualTo(20_000);
            assertThat(workload.attempts()).isEqualTo(20_000);
            assertThat(step.reads()).isEqualTo(20_000);
            assertThat(step.writes()).isEqualTo(20_000);
            assertThat(run.intervals().warmup()).isEmpty();
            assertThat(sum(run.intervals().measured(), IntervalResult::transactions)).isEqualTo(20_000);
            assertThat(run.intervals().measuredLatency().getTotalCount()).as("every event timed, none twice").isEqualTo(20_000);
        }
    }

    /** Four workers whose 3 ms events are always in flight when the warm-up ends: none of those may be measured. */
    @Test
    void eventLimitAfterAWarmUpMeasuresExactlyThatManyEvents() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of((attempt, worker) -> Action.sleep(3)).withQueries(1, 1, 0);
            StepResult step = run.run(workload, spec().threads(4).warmup(200).time(0).events(300));

            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(run.intervals().warmup()).isNotEmpty();
            assertThat(step.transactions()).isEqualTo(300);
            assertThat(step.reads()).isEqualTo(300);
            assertThat(run.intervals().measuredLatency().getTotalCount()).isEqualTo(300);
            assertThat(sum(run.intervals().all(), IntervalResult::transactions)).as("every event in one interval").isEqualTo(workload.attempts());
        }
    }

    @Test
    void restartedEventsUseOneEventOfTheLimit() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of(Script.every(7, Action.error(1213)));
            StepResult step = run.run(workload, spec().threads(2).time(0).events(3_000));

            assertThat(step.transactions()).isEqualTo(3_000);
            assertThat(step.ignoredErrors()).isPositive().isEqualTo(workload.attempts() - 3_000);
            assertThat(step.errorsByCode()).isEqualTo(Map.of(FakeTarget.DEADLOCK, step.ignoredErrors()));
        }
    }

    @Test
    void operationsAreCountedPerKindWhenTheWorkloadHasSeveral() throws Exception {
        try (FakeRun run = new FakeRun()) {
            TwoKinds workload = new TwoKinds();
            StepResult step = run.run(workload, spec().threads(2).time(0).events(1_000));

            assertThat(step.operations()).containsOnlyKeys("even", "odd");
            long even = step.operations().get("even").count();
            long odd = step.operations().get("odd").count();
            assertThat(even + odd).isEqualTo(1_000);
            assertThat(even).isEqualTo(500);
        }
    }

    /** Workers that take 700 ms to close their statements after the last event: that time is no part of the step. */
    @Test
    void theLastIntervalEndsWithTheLastEventNotWithTheWorkersCleanUp() throws Exception {
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(new SlowToClose(700), spec().threads(4).interval(1_000).time(500));

            IntervalResult last = run.intervals().measured().get(run.intervals().measured().size() - 1);
            assertThat(last.durationSeconds()).isBetween(0.5, 0.65);
            assertThat(step.durationSeconds()).isBetween(0.5, 0.65);
            assertThat(step.transactions()).isEqualTo(sum(run.intervals().measured(), IntervalResult::transactions));
        }
    }

    static long sum(List<IntervalResult> intervals, ToLongFunction<IntervalResult> f) {
        return intervals.stream().mapToLong(f).sum();
    }
}

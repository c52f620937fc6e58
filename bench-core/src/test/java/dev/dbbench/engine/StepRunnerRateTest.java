package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import org.junit.jupiter.api.Test;

/** The fixed-rate schedule: throughput follows the rate and latency counts from each event's intended start. */
class StepRunnerRateTest {

    @Test
    void measuredRateIsCloseToTheRequestedRate() throws Exception {
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(ScriptedWorkload.of(Script.succeed()), spec().threads(2).rate(500).time(1_000));

            assertThat(step.tps()).isCloseTo(500, within(50.0));
            assertThat(step.transactions()).as("never more than were due").isLessThanOrEqualTo(due(500, step.durationSeconds()) + 2);
        }
    }

    /** The 10th event is due at 0.9 s; the other workers' next due times (1.0 to 1.2 s) must not keep the step open. */
    @Test
    void aStepWithAnEventLimitEndsWithItsLastEvent() throws Exception {
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(ScriptedWorkload.of(Script.succeed()), spec().threads(4).rate(10).time(0).events(10));

            assertThat(step.transactions()).isEqualTo(10);
            assertThat(step.durationSeconds()).isLessThan(0.98);
        }
    }

    /**
     * A 700 ms stall in the warm-up leaves some 45 events due and not started when measuring begins; run then, they
     * would pass for measured events the rate never asked for in the measured second, and TPS would exceed --rate.
     */
    @Test
    void eventsDueInTheWarmUpAreNotRunAsMeasuredOnes() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of(Script.once(5, Action.sleep(700)));
            StepResult step = run.run(workload, spec().rate(100).warmup(500).time(1_000));

            assertThat(step.transactions()).isLessThanOrEqualTo(due(100, step.durationSeconds()) + 2);
            assertThat(run.intervals().measured().get(0).queueLength()).isLessThan(40);
        }
    }

    @Test
    void aStallShowsInLatencyFromTheIntendedStartAndInTheQueue() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of(Script.once(20, Action.sleep(500)));
            StepResult step = run.run(workload, spec().rate(100).time(1_000));

            assertThat(step.tps()).isCloseTo(100, within(15.0));
            assertThat(step.latencyMs().max()).isGreaterThanOrEqualTo(499.0);
            // The ~50 events due during the stall all start late: without counting from the intended
            // start only the stalled event would be slow and p99 would stay near zero.
            assertThat(step.latencyMs().p99()).isGreaterThanOrEqualTo(400.0);
            assertThat(step.latencyMs().p90()).isGreaterThanOrEqualTo(100.0);
            assertThat(run.intervals().measured()).extracting(IntervalResult::queueLength).anyMatch(q -> q >= 10);
        }
    }

    @Test
    void scheduleStartsWhenTheWorkersAreReadyNotWhenTheyStartPreparing() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload slowOpen = ScriptedWorkload.of(Script.succeed()).withOpenDelay(500);
            StepResult step = run.run(slowOpen, spec().threads(2).rate(100).time(500));

            // Counts, not latencies, so a loaded machine cannot fail the test: a schedule started before
            // the 500 ms of preparing would owe 50 events at once and run them in the first interval.
            IntervalResult first = run.intervals().measured().get(0);
            assertThat(first.transactions()).isLessThanOrEqualTo(due(100, first.durationSeconds()) + 2);
            assertThat(step.transactions()).isLessThanOrEqualTo(due(100, step.durationSeconds()) + 2);
        }
    }

    /** Events due within {@code seconds} of the schedule's start: event 0 is due at once. */
    private static long due(double rate, double seconds) {
        return (long) Math.floor(rate * seconds) + 1;
    }
}

package dev.dbbench.reports;

import dev.dbbench.result.Estimate;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Measure;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SummariesTest {

    @Test
    void groupsByTargetAndThreadsInTargetOrderAndAscendingThreads() {
        Summaries s = Summaries.of(Fixtures.sweep());

        assertThat(s.targets()).containsExactly("mysql", "oceanbase");
        assertThat(s.threads()).containsExactly(8, 16, 32);
        assertThat(s.groups()).hasSize(6);
        assertThat(s.group("mysql", 16).orElseThrow().steps()).extracting(StepResult::repeat).containsExactly(1, 2);
        assertThat(s.group("mysql", 64)).isEmpty();
        assertThat(s.maxSamples()).isEqualTo(2);
    }

    /** A sweep over two values of a param: each value is a column of its own, and the target's bare name none. */
    @Test
    void theSeriesOfASweptParamTakeTheirTargetsPlace() {
        RunResult plain = Fixtures.sweep();
        List<StepResult> steps = new ArrayList<>();
        for (String hot : List.of("10", "2000")) {
            for (String target : List.of("mysql", "oceanbase")) {
                steps.add(Fixtures.step(target + " hot=" + hot, 8, 1, 100, 1).withParams(Map.of("hot", hot)));
            }
        }
        RunResult r = new RunResult(plain.tool(), "sweep", RunStatus.OK, null, null, plain.target(), plain.targets(), plain.workload(),
                Map.of(), steps, RunSummary.EMPTY);

        assertThat(Summaries.of(r).targets()).containsExactly("mysql hot=10", "oceanbase hot=10", "mysql hot=2000", "oceanbase hot=2000");
    }

    @Test
    void meanBestAndIntervalAcrossRepeats() {
        StepGroup g = Summaries.of(Fixtures.sweep()).group("oceanbase", 8).orElseThrow();

        assertThat(g.value(Metric.QPS).getAsDouble()).isEqualTo(1220.0);
        assertThat(g.best(Metric.QPS).getAsDouble()).isEqualTo(1240.0);
        // Latency: lower is better, so the best is the smaller one (16 vs 20).
        assertThat(g.best(Metric.AVG_LATENCY).getAsDouble()).isEqualTo(16.0);
        assertThat(g.estimate(Measure.QPS).basis()).isEqualTo(Estimate.Basis.REPEATS);
        assertThat(g.estimate(Measure.QPS).low().getAsDouble()).isLessThan(1200.0);
    }

    @Test
    void theMeanOfTheRepeatsAndFailedStepsAreLeftOut() {
        List<StepResult> steps = new ArrayList<>();
        steps.add(Fixtures.step("a", 4, 1, 300, 1));
        steps.add(Fixtures.step("a", 4, 2, 100, 1));
        steps.add(Fixtures.step("a", 4, 3, 200, 1));
        StepResult failed = Fixtures.step("a", 4, 4, 0, 0);
        steps.add(failed("a", 4, 4, failed.latencyMs()));
        steps.add(failed("a", 8, 1, failed.latencyMs()));
        RunResult r = new RunResult(Fixtures.sweep().tool(), "sweep", RunStatus.OK, null, null, null, List.of(), null,
                Map.of(), steps, RunSummary.EMPTY);

        Summaries s = Summaries.of(r);

        assertThat(s.group("a", 4).orElseThrow().value(Metric.QPS).getAsDouble()).isEqualTo(200.0);
        assertThat(s.group("a", 4).orElseThrow().estimate(Measure.QPS).value()).isEqualTo(200.0);
        assertThat(s.group("a", 8).orElseThrow().allFailed()).isTrue();
        assertThat(s.group("a", 8).orElseThrow().value(Metric.QPS)).isEmpty();
    }

    /** Iterations are averaged within their repeat, then repeats give the mean, best and interval. */
    @Test
    void iterationsAreAveragedWithinTheirRepeatBeforeRepeatsAreCompared() {
        List<StepResult> steps = List.of(iteration(1, 1, 1000), iteration(1, 2, 1200), iteration(2, 1, 1500), iteration(2, 2, 1500));
        RunResult r = new RunResult(Fixtures.sweep().tool(), "sweep", RunStatus.OK, null, null, null, List.of(), null, Map.of(), steps, RunSummary.EMPTY);
        StepGroup g = Summaries.of(r).group("mysql", 8).orElseThrow();

        assertThat(g.repeats()).isEqualTo(2);
        assertThat(g.value(Metric.QPS)).hasValue(1300.0);
        assertThat(g.best(Metric.QPS)).hasValue(1500.0);
        assertThat(g.estimate(Measure.QPS).samples()).as("repeats, not iterations, are the samples").isEqualTo(2);
    }

    private static StepResult iteration(int repeat, int iteration, double qps) {
        return Fixtures.step("mysql", 8, repeat, qps, 2).toBuilder().iteration(iteration).build();
    }

    /** A step that failed before measuring anything: one error. */
    private static StepResult failed(String target, int threads, int repeat, LatencyMs latency) {
        return StepResult.builder().target(target).threads(threads).repeat(repeat).errors(1).latencyMs(latency)
                .status(StepStatus.failed("too many connections")).build();
    }
}

package dev.dbbench.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.result.Saturation;
import dev.dbbench.result.StepSummary;
import dev.dbbench.testing.Steps;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SweepAnalysisTest {

    private static StepResult step(int threads, int repeat, double tps, double p95, double seconds, String status) {
        long tx = Math.round(tps * seconds);
        return Steps.oltp("postgresql", threads, tx, seconds).repeat(repeat).tps(tps).qps(tps * 20).latencyMs(latency(p95))
                .status(StepStatus.parse(status)).build();
    }

    /** Ctrl-C 1.6 s into the 2-thread step, whose fragment ran faster than the full 1-thread step: neither peak nor knee. */
    @Test
    void aStepCutShortIsNeitherThePeakNorTheKnee() {
        List<StepSummary> steps = SweepAnalysis.summarise(List.of(step(1, 1, 372.64, 6, 6, "ok"),
                step(2, 1, 1347.68, 2.3, 1.6, "stopped")));

        assertThat(steps).extracting(StepSummary::threads, StepSummary::status).containsExactly(
                org.assertj.core.groups.Tuple.tuple(1, StepStatus.OK), org.assertj.core.groups.Tuple.tuple(2, StepStatus.STOPPED));
        List<StepResult> all = List.of(step(1, 1, 372.64, 6, 6, "ok"), step(2, 1, 1347.68, 2.3, 1.6, "stopped"));
        assertThat(SweepAnalysis.saturation(steps, all)).singleElement().satisfies(s -> {
            assertThat(s.peakThreads()).isEqualTo(1);
            assertThat(s.peakTps().value()).isEqualTo(372.64);
            assertThat(s.kneeThreads()).isEmpty();
        });
    }

    @Test
    void aFailedStepDoesNotMakeAKneeOfItsNeighbour() {
        List<StepResult> all = List.of(step(1, 1, 400, 5, 6, "ok"), step(2, 1, 410, 20, 6, "failed: 1213"),
                step(4, 1, 1200, 6, 6, "ok"));
        List<StepSummary> steps = SweepAnalysis.summarise(all);

        assertThat(SweepAnalysis.saturation(steps, all)).extracting(Saturation::peakThreads, Saturation::kneeThreads)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(4, Optional.empty()));
    }

    /** With repeats, the full runs of a step stand for it; a stopped repeat would drag its median. */
    @Test
    void aStoppedRepeatIsLeftOutWhenTheStepRanInFullBefore() {
        StepSummary s = SweepAnalysis.summarise(List.of(step(2, 1, 781, 3, 6, "ok"), step(2, 2, 1347.68, 2.3, 1.6, "stopped"))).get(0);

        assertThat(s.status()).isEqualTo(StepStatus.OK);
        assertThat(s.samples()).isEqualTo(1);
        assertThat(s.tps().value()).isEqualTo(781.0);
        assertThat(s.stoppedLeftOut()).as("the repeat left out is counted, so the summary says why one is missing").isEqualTo(1);
    }

    @Test
    void aTargetWithNoFullStepHasNoPeak() {
        List<StepResult> all = List.of(step(1, 1, 900, 3, 1.2, "stopped"));
        List<StepSummary> steps = SweepAnalysis.summarise(all);
        assertThat(steps.get(0).stoppedLeftOut()).as("the stopped step is the sample, not left out").isZero();

        assertThat(SweepAnalysis.saturation(steps, all)).isEmpty();
    }

    /** Three iterations of one repeat at 579.66, 594.52 and 579.77 TPS, 20 queries each: a row is one statistic of all three. */
    @Test
    void everyColumnOfARowIsTheSameStatisticOverIterations() {
        List<StepResult> iterations = List.of(iteration(1, 579.66, 2.1), iteration(2, 594.52, 1.9), iteration(3, 579.77, 2.3));

        StepSummary s = SweepAnalysis.summarise(iterations).get(0);

        double mean = (579.66 + 594.52 + 579.77) / 3;
        assertThat(s.tps().value()).isCloseTo(mean, org.assertj.core.api.Assertions.within(0.001));
        assertThat(s.qps().value()).as("QPS is 20 x TPS, as in each iteration").isCloseTo(mean * 20,
                org.assertj.core.api.Assertions.within(0.01));
        assertThat(s.p95Ms().value()).isCloseTo(2.1, org.assertj.core.api.Assertions.within(0.001));
        assertThat(s.tpsSpreadPct()).as("one repeat: nothing to spread over").isEmpty();
        assertThat(s.tpsError()).as("three iterations: a 99.9 % error").isPresent();
    }

    /** A step a stop rule left with one repeat has no spread (0.0 would read as repeats that agree) and no error (not NaN). */
    @Test
    void oneSampleHasNeitherSpreadNorError() {
        StepSummary s = SweepAnalysis.summarise(List.of(step(2, 1, 781, 3, 6, "ok"))).get(0);

        assertThat(s.repeats()).isEqualTo(1);
        assertThat(s.tpsSpreadPct()).isEmpty();
        assertThat(s.tpsError()).isEmpty();
    }

    /** The max latency is the worst any repeat saw, not the mean of the repeats' maxima; the other figures are means. */
    @Test
    void maxLatencyIsTheHighestOfEveryRepeatAndTheOtherFiguresTheirMean() {
        List<StepResult> repeats = List.of(step(2, 1, 700, 2, 6, "ok"), step(2, 2, 800, 3, 6, "ok"), step(2, 3, 900, 40, 6, "ok"));

        StepSummary s = SweepAnalysis.summarise(repeats).get(0);

        assertThat(s.repeats()).isEqualTo(3);
        assertThat(s.maxMs()).isEqualTo(120.0);
        assertThat(s.tps().value()).isEqualTo(800.0);
        assertThat(s.tps().basis()).isEqualTo(dev.dbbench.result.Estimate.Basis.REPEATS);
        assertThat(s.tps().low().getAsDouble()).isLessThan(700);
        assertThat(s.p95Ms().value()).isEqualTo(15.0);
        assertThat(s.tpsSpreadPct()).hasValue(25.0);
    }

    private static StepResult iteration(int iteration, double tps, double p95) {
        long tx = Math.round(tps * 3);
        return Steps.oltp("mariadb", 1, tx, 3).iteration(iteration).tps(tps).qps(tps * 20).latencyMs(latency(p95)).build();
    }

    private static LatencyMs latency(double p95) {
        return new LatencyMs(0.5, 2, 1.5, 2, p95, p95 * 1.5, p95 * 2, p95 * 3);
    }
}

package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.runner.jobs.metrics.LiveMetrics;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.PsMode;
import dev.dbbench.sweep.StopRules;
import dev.dbbench.testing.Steps;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SweepProgressTest {

    private static StepResult iteration(int it, double tps, double avg, double p95, double max) {
        return Steps.step("my", 1).iteration(it).durationSeconds(6).transactions(Math.round(tps * 6)).tps(tps).qps(tps * 20)
                .latencyMs(new LatencyMs(0.5, avg, avg, p95, p95, p95, p95, max)).build();
    }

    /**
     * The line gives the mean of the iterations for TPS and latencies alike, never the last iteration's latencies.
     * The max is the highest of them, as in every table: their mean would sit below a max that was observed.
     */
    @Test
    void aStepLineGivesTheMeanOfItsIterationsForEveryFigureButTheHighestMax() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SweepProgress progress = progress(bytes, 2, false);

        progress.finished("my", 1, List.of(iteration(1, 196.07, 5.10, 10.75, 90.70), iteration(2, 283.55, 3.53, 6.36, 62.39)));

        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .contains("tps=239.81 ").contains("avg=4.31ms p95=8.56ms max=90.70ms").contains("(mean of 2 iterations; max: the highest)");
    }

    /** --quiet keeps the console to errors and the final result: no header and no line per step. */
    @Test
    void quietPrintsNoStepLines() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SweepProgress progress = progress(bytes, 1, true);

        progress.starting("my", 1, 1);
        progress.finished("my", 1, List.of(iteration(1, 196.07, 5.10, 10.75, 90.70)));

        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    /** The progress of a one-step sweep of {@code iterations} iterations of 6 s, printing into {@code bytes}. */
    private static SweepProgress progress(ByteArrayOutputStream bytes, int iterations, boolean quiet) {
        RunSettings settings = new RunSettings(Duration.ofSeconds(6), Duration.ofSeconds(2), Duration.ofSeconds(60), 0,
                Duration.ofSeconds(1), 0, 95, Set.of(), false, PsMode.AUTO, 0, null, null);
        Sweep.Plan plan = new Sweep.Plan(List.of(1), 1, iterations, Duration.ZERO, new StopRules(0, 0, 0));
        return new SweepProgress(new PrintStream(bytes, true, StandardCharsets.UTF_8), plan, 1, settings, quiet,
                new LiveMetrics(List.of("my"), 2, OptionalDouble.empty()));
    }
}

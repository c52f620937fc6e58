package dev.dbbench.engine;

import static dev.dbbench.engine.StepRunnerCountsTest.sum;
import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A stop request (Ctrl-C) ends a step early and keeps what was measured. */
class StepRunnerStopTest {

    @Test
    void stopEndsTheStepEarlyWithAFinalPartialInterval() throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try (FakeRun run = new FakeRun()) {
            StopSignal stop = new StopSignal();
            timer.schedule(stop::stop, 250, TimeUnit.MILLISECONDS);
            long began = System.nanoTime();
            StepResult step = run.run(ScriptedWorkload.of(Script.succeed()), spec().threads(2).interval(200).time(10_000),
                    stop, (i, h) -> { });

            assertThat(Duration.ofNanos(System.nanoTime() - began)).isLessThan(Duration.ofSeconds(2));
            assertThat(step.status()).isEqualTo("stopped");
            List<IntervalResult> measured = run.intervals().measured();
            assertThat(measured).hasSizeGreaterThanOrEqualTo(2);
            assertThat(measured.get(0).durationSeconds()).isGreaterThanOrEqualTo(0.19);
            assertThat(measured.get(measured.size() - 1).durationSeconds()).as("partial").isLessThan(0.19);
            assertThat(step.transactions()).isPositive().isEqualTo(sum(measured, IntervalResult::transactions));
        } finally {
            timer.shutdownNow();
        }
    }

    @Test
    void stopDuringWarmupMeasuresNothing() throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try (FakeRun run = new FakeRun()) {
            StopSignal stop = new StopSignal();
            timer.schedule(stop::stop, 150, TimeUnit.MILLISECONDS);
            StepResult step = run.run(ScriptedWorkload.of(Script.succeed()), spec().warmup(5_000).time(5_000),
                    stop, (i, h) -> { });

            assertThat(step.status()).isEqualTo("stopped");
            assertThat(step.transactions()).isZero();
            assertThat(run.intervals().measured()).isEmpty();
            assertThat(run.intervals().warmup()).isNotEmpty();
        } finally {
            timer.shutdownNow();
        }
    }
}

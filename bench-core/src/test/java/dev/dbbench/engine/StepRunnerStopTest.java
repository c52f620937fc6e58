package dev.dbbench.engine;

import static dev.dbbench.engine.StepRunnerCountsTest.sum;
import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.testing.Action;
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
            // Timed from the first event, and a 1 s interval, so a loaded machine cannot blur "partial".
            Script stopSoon = Script.succeed().beforeAttempt(0, () -> timer.schedule(stop::stop, 300, TimeUnit.MILLISECONDS));
            long began = System.nanoTime();
            StepResult step = run.run(ScriptedWorkload.of(stopSoon), spec().threads(2).interval(1_000).time(10_000),
                    stop, (i, h) -> { });

            assertThat(Duration.ofNanos(System.nanoTime() - began)).isLessThan(Duration.ofSeconds(3));
            assertThat(step.status()).isEqualTo(StepStatus.STOPPED);
            List<IntervalResult> measured = run.intervals().measured();
            assertThat(measured).hasSize(1);
            assertThat(measured.get(0).durationSeconds()).as("partial").isBetween(0.29, 0.9);
            assertThat(step.durationSeconds()).isBetween(0.29, 0.9);
            assertThat(step.transactions()).isPositive().isEqualTo(sum(measured, IntervalResult::transactions));
        } finally {
            timer.shutdownNow();
        }
    }

    /**
     * At the time limit the last interval takes the events still in flight: no sliver of an interval with their last
     * few events follows it, whenever the workers finish relative to the clock's polls.
     */
    @Test
    void theLastIntervalTakesTheEventsInFlightAtTheTimeLimit() throws Exception {
        for (int step = 0; step < 15; step++) {
            try (FakeRun run = new FakeRun()) {
                StepResult result = run.run(ScriptedWorkload.of((attempt, worker) -> Action.sleep(1 + worker % 3)),
                        spec().threads(4).warmup(0).interval(50).time(150), new StopSignal(), (i, h) -> { });

                List<IntervalResult> measured = run.intervals().measured();
                assertThat(measured).as("step %d: %s", step, measured).hasSize(3);
                assertThat(result.transactions()).isEqualTo(sum(measured, IntervalResult::transactions));
            }
        }
    }

    /**
     * Events still in flight long after the time limit (thousands of workers queued at the server) hold the last
     * interval open: it is marked late, as any interval closed more than a tenth of an interval after its planned end.
     */
    @Test
    void aLastIntervalHeldOpenByEventsInFlightIsMarkedLate() throws Exception {
        try (FakeRun run = new FakeRun()) {
            run.run(ScriptedWorkload.of((attempt, worker) -> Action.sleep(120)),
                    spec().threads(2).warmup(0).interval(50).time(100), new StopSignal(), (i, h) -> { });

            List<IntervalResult> measured = run.intervals().measured();
            IntervalResult last = measured.get(measured.size() - 1);
            assertThat(last.durationSeconds()).as("%s", measured).isGreaterThan(0.055);
            assertThat(last.late()).as("%s", measured).isTrue();
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

            assertThat(step.status()).isEqualTo(StepStatus.STOPPED);
            assertThat(step.transactions()).isZero();
            assertThat(run.intervals().measured()).isEmpty();
            assertThat(run.intervals().warmup()).isNotEmpty();
        } finally {
            timer.shutdownNow();
        }
    }
}

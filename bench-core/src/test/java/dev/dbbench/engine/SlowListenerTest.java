package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** An interval thread held up past several ticks closes one long interval, not a burst of tiny ones. */
class ClockCatchUpTest {

    @Test
    void aHeldUpIntervalThreadClosesOneLongIntervalAndKeepsTheGrid() throws Exception {
        AtomicBoolean heldOnce = new AtomicBoolean();
        IntervalListener slowOnce = (interval, latency) -> {
            if (!interval.warmup() && interval.index() == 3 && heldOnce.compareAndSet(false, true)) {
                sleep(450);   // as a stalled disk or machine would hold it: four and a half ticks of 100 ms
            }
        };
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(ScriptedWorkload.of(Script.succeed()), spec().rate(1000).time(1_500),
                    new StopSignal(), slowOnce);

            List<IntervalResult> measured = run.intervals().measured();
            List<IntervalResult> beforeLast = measured.subList(0, measured.size() - 1);
            assertThat(beforeLast).as("no interval of a few microseconds").allSatisfy(i ->
                    assertThat(i.durationSeconds()).isGreaterThan(0.05));
            assertThat(measured.get(3).durationSeconds()).as("the interval after the hold covers it").isGreaterThan(0.4);
            assertThat(measured.get(4).durationSeconds()).as("back on the grid within one and a half intervals")
                    .isBetween(0.05, 0.16);
            assertThat(measured.get(4).elapsedSeconds() % 0.1).as("back on the 100 ms grid")
                    .satisfiesAnyOf(r -> assertThat(r).isLessThan(0.03), r -> assertThat(r).isGreaterThan(0.07));
            assertThat(measured.stream().mapToLong(IntervalResult::transactions).sum()).isEqualTo(step.transactions());
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * A slow write of the warm-up's last interval (0.18 s on a busy disk; 90 ms here) does not shift the measured grid: the
     * measured intervals stay on whole multiples of the report interval from the end of the warm-up.
     */
    @Test
    void aSlowWriteOfTheLastWarmUpIntervalKeepsTheMeasuredGrid() throws Exception {
        IntervalListener slowWarmUp = (interval, latency) -> {
            if (interval.warmup()) {
                sleep(90);
            }
        };
        try (FakeRun run = new FakeRun()) {
            run.run(ScriptedWorkload.of(Script.succeed()), spec().rate(1000).warmup(200).time(500), new StopSignal(), slowWarmUp);

            List<IntervalResult> measured = run.intervals().measured();
            assertThat(measured).hasSizeGreaterThanOrEqualTo(4);
            for (int i = 0; i < measured.size() - 1; i++) {
                assertThat(measured.get(i).elapsedSeconds()).as("interval %d", i + 1).isCloseTo(0.1 * (i + 1), within(0.04));
            }
        }
    }
}

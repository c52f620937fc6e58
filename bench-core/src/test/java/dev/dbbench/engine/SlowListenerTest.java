package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A listener held up past several ticks holds no interval open: the intervals stay on the grid and all arrive. */
class SlowListenerTest {

    @Test
    void aHeldUpListenerLeavesEveryIntervalOnTheGrid() throws Exception {
        AtomicBoolean heldOnce = new AtomicBoolean();
        List<Integer> delivered = new CopyOnWriteArrayList<>();
        IntervalListener slowOnce = (interval, latency) -> {
            if (!interval.warmup()) {
                delivered.add(interval.index());
            }
            if (!interval.warmup() && interval.index() == 3 && heldOnce.compareAndSet(false, true)) {
                sleep(450);   // as a stalled disk would hold it: four and a half ticks of 100 ms
            }
        };
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(ScriptedWorkload.of(Script.succeed()), spec().rate(1000).time(1_500),
                    new StopSignal(), slowOnce);

            List<IntervalResult> measured = run.intervals().measured();
            assertThat(measured.subList(0, measured.size() - 1)).as("every interval but the last is one tick long")
                    .allSatisfy(i -> assertThat(i.durationSeconds()).isBetween(0.05, 0.16));
            assertThat(measured).as("the 1.5 s are all there").hasSizeGreaterThanOrEqualTo(14);
            assertThat(delivered).as("in order, each once").isSorted().doesNotHaveDuplicates().hasSize(measured.size());
            assertThat(measured.stream().mapToLong(IntervalResult::transactions).sum()).isEqualTo(step.transactions());
        }
    }

    /**
     * A listener that cannot write (a full disk) stops the step at once, and the step ends failed with its reason,
     * keeping what it measured.
     */
    @Test
    void aListenerThatCannotWriteFailsTheStepWithItsReason() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        IntervalListener full = (interval, latency) -> {
            if (!interval.warmup() && calls.incrementAndGet() == 2) {
                throw new UncheckedIOException("cannot write intervals.csv: No space left on device",
                        new IOException("No space left on device"));
            }
        };
        try (FakeRun run = new FakeRun()) {
            long start = System.nanoTime();
            StepResult step = run.run(ScriptedWorkload.of(Script.succeed()), spec().rate(1000).time(10_000), new StopSignal(), full);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).as("not the whole 10 s").isLessThan(Duration.ofSeconds(5));
            assertThat(calls.get()).as("nothing after the failure").isEqualTo(2);
            assertThat(step.status().text()).isEqualTo("failed: cannot write intervals.csv: No space left on device");
            assertThat(step.transactions()).as("what was measured").isPositive();
        }
    }

    /** A listener with a bug stops the step at once, and the step's thread gets its error. */
    @Test
    void aFailingListenerStopsTheStepWithItsError() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        IntervalListener broken = (interval, latency) -> {
            if (!interval.warmup() && calls.incrementAndGet() == 2) {
                throw new IllegalStateException("a bug");
            }
        };
        try (FakeRun run = new FakeRun()) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> run.run(ScriptedWorkload.of(Script.succeed()), spec().rate(1000).time(10_000),
                    new StopSignal(), broken)).isInstanceOf(IllegalStateException.class).hasMessage("a bug");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).as("not the whole 10 s").isLessThan(Duration.ofSeconds(5));
            assertThat(calls.get()).as("nothing after the failure").isEqualTo(2);
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

package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The warm-up that waits for the JIT: its threshold and the bounds it never leaves. */
class JitActivityTest {
    private static final long TWO_SECONDS = TimeUnit.SECONDS.toNanos(2);

    @Test
    void quietAtFivePercentOfOneCoreAndNotAboveWhenNoWindowWasBusier() {
        assertThat(JitActivity.quiet(0, 0)).isTrue();
        assertThat(JitActivity.quiet(0.05, 0.05)).isTrue();
        assertThat(JitActivity.quiet(0.0505, 0.0505)).isFalse();
        assertThat(JitActivity.quiet(1.0, 1.0)).isFalse();
        assertThat(JitActivity.quiet(0.05, 0.2)).as("a fifth of 20 % is 4 %; 5 % of a core is still quiet").isTrue();
    }

    @Test
    void quietAtAFifthOfTheBusiestWindowAndNotAbove() {
        assertThat(JitActivity.quiet(0.2, 1.0)).isTrue();
        assertThat(JitActivity.quiet(0.21, 1.0)).isFalse();
        assertThat(JitActivity.quiet(0.4, 2.0)).isTrue();
        assertThat(JitActivity.quiet(0.5, 2.0)).isFalse();
    }

    @Test
    void busyWindowsKeepItUnsettledAndTwoQuietWindowsInARowSettleItForGood() {
        AtomicLong compiledMillis = new AtomicLong(5_000);
        JitActivity jit = new JitActivity(compiledMillis::get, 0);

        assertThat(jit.settled(TWO_SECONDS / 2)).as("no whole window yet").isFalse();
        compiledMillis.addAndGet(600);
        assertThat(jit.settled(TWO_SECONDS)).as("600 ms of compiling in 2 s").isFalse();
        compiledMillis.addAndGet(40);
        assertThat(jit.settled(2 * TWO_SECONDS)).as("one quiet window can be a lull").isFalse();
        compiledMillis.addAndGet(150);
        assertThat(jit.settled(3 * TWO_SECONDS)).as("150 ms in 2 s: a quarter of the busiest, busy again").isFalse();
        compiledMillis.addAndGet(40);
        assertThat(jit.settled(4 * TWO_SECONDS)).as("40 ms in 2 s, once").isFalse();
        assertThat(jit.settled(4 * TWO_SECONDS + TWO_SECONDS / 2)).as("the window is not over").isFalse();
        compiledMillis.addAndGet(10);
        assertThat(jit.settled(5 * TWO_SECONDS)).as("a second quiet window in a row").isTrue();
        compiledMillis.addAndGet(900);
        assertThat(jit.settled(6 * TWO_SECONDS)).as("a late compile burst does not reopen the warm-up").isTrue();
    }

    @Test
    void aSteadyTrickleAfterTheStartupBurstSettles() {
        AtomicLong compiledMillis = new AtomicLong(0);
        JitActivity jit = new JitActivity(compiledMillis::get, 0);
        long fiveSeconds = TimeUnit.SECONDS.toNanos(5);

        compiledMillis.addAndGet(5_000);
        assertThat(jit.settled(fiveSeconds)).as("a core's worth of compiling for the first 5 s").isFalse();
        compiledMillis.addAndGet(800);
        assertThat(jit.settled(fiveSeconds + TWO_SECONDS)).as("40 % of a core: the burst tails off").isFalse();
        compiledMillis.addAndGet(160);
        assertThat(jit.settled(fiveSeconds + 2 * TWO_SECONDS)).as("8 % of a core, once").isFalse();
        compiledMillis.addAndGet(160);
        assertThat(jit.settled(fiveSeconds + 3 * TWO_SECONDS)).as("8 % of a core, twice in a row").isTrue();
    }

    @Test
    void aSteadyTrickleWithoutABurstBeforeItKeepsItUnsettled() {
        AtomicLong compiledMillis = new AtomicLong(0);
        JitActivity jit = new JitActivity(compiledMillis::get, 0);

        for (int window = 1; window <= 10; window++) {
            compiledMillis.addAndGet(160);
            assertThat(jit.settled(window * TWO_SECONDS)).as("8 %% of a core in window %d", window).isFalse();
        }
    }

    @Test
    void aWindowEndedALittleEarlyByALateTickStillCounts() {
        AtomicLong compiledMillis = new AtomicLong(0);
        JitActivity jit = new JitActivity(compiledMillis::get, 0);
        long tickLate = TimeUnit.MILLISECONDS.toNanos(30);

        assertThat(jit.settled(TWO_SECONDS + tickLate)).isFalse();
        assertThat(jit.settled(2 * TWO_SECONDS)).as("1.97 s since the last window ended, all quiet").isTrue();
    }

    @Test
    void aJvmThatCannotTellCountsAsSettled() {
        assertThat(new JitActivity(null, 0).settled(1)).isTrue();
    }

    @Test
    void warmupLastsAtLeastItsLeastAndAtMostItsMost() throws Exception {
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(ScriptedWorkload.of(Script.succeed()), spec().warmup(300, 2_500).time(300));

            List<IntervalResult> warmup = run.intervals().warmup();
            assertThat(step.status()).isEqualTo(StepStatus.OK);
            double warmed = warmup.get(warmup.size() - 1).elapsedSeconds();
            // This JVM's JIT decides where in between it ends.
            assertThat(warmed).isBetween(0.29, 2.7);
            assertThat(run.intervals().measured()).isNotEmpty();
        }
    }

    @Test
    void aFixedWarmupEndsOnTime() throws Exception {
        try (FakeRun run = new FakeRun()) {
            run.run(ScriptedWorkload.of(Script.succeed()), spec().warmup(300).time(200));

            List<IntervalResult> warmup = run.intervals().warmup();
            assertThat(warmup.get(warmup.size() - 1).elapsedSeconds()).isBetween(0.29, 0.45);
        }
    }
}

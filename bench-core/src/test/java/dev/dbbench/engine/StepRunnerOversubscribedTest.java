package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.testing.FakeRun;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Hundreds of workers that only burn CPU keep every core busy, so the interval thread waits behind them for
 * its turn. Its intervals must still be true: each one's count is what really ended between its closes, its
 * times agree, the warm-up and the step end on time, and an interval that closed late says so. One step is run
 * for all the checks. A check of correctness under load, not of speed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StepRunnerOversubscribedTest {
    private static final int THREADS = 200;
    private static final long SPIN_NANOS = 200_000;
    /**
     * Long enough for a turn on a core: with a few hundred threads always runnable, a thread that wakes waits a
     * round of the scheduler, a few hundred milliseconds, for its turn.
     */
    private static final long INTERVAL_MILLIS = 1_000;
    private static final long WARMUP_MILLIS = 1_000;
    private static final long WARMUP_MAX_MILLIS = 2_000;
    private static final long TIME_MILLIS = 4_000;
    /** Events that end within this many milliseconds of a boundary may fall on either side of it. */
    private static final int BORDER_MILLIS = 3;
    /** How far from its planned end an interval the workers ended may end. */
    private static final double GRID_SECONDS = 0.02;
    private final Spinning workload = new Spinning(SPIN_NANOS);
    private StepResult step;
    private List<IntervalResult> all;
    private List<IntervalResult> warmup;
    private List<IntervalResult> measured;
    private long wallMillis;

    @BeforeAll
    void runOneStepOnBusyCores() throws Exception {
        try (FakeRun run = new FakeRun()) {
            long before = System.currentTimeMillis();
            // The JIT check needs two 2 s windows to settle, so the warm-up runs to its maximum.
            step = run.run(workload, spec().threads(THREADS).warmup(WARMUP_MILLIS, WARMUP_MAX_MILLIS)
                    .time(TIME_MILLIS).interval(INTERVAL_MILLIS));
            wallMillis = System.currentTimeMillis() - before;
            all = run.intervals().all();
            warmup = run.intervals().warmup();
            measured = run.intervals().measured();
        }
        assertThat(step.status()).isEqualTo(StepStatus.OK);
        assertThat(warmup).isNotEmpty();
        assertThat(measured).isNotEmpty();
    }

    @Test
    void everyIntervalCountsTheEventsThatEndedBetweenItsCloses() {
        for (IntervalResult i : all) {
            long end = i.epochMillis();
            long start = end - Math.round(i.durationSeconds() * 1000);
            long ended = workload.ended(start, end);
            long border = workload.ended(start - BORDER_MILLIS, start + BORDER_MILLIS)
                    + workload.ended(end - BORDER_MILLIS, end + BORDER_MILLIS);
            assertThat(i.transactions()).as("%s: events that ended between its closes", describe(i))
                    .isCloseTo(ended, within(border + ended / 20 + 20));
        }
    }

    @Test
    void epochAndElapsedTimesAdvanceByEachDuration() {
        for (int k = 1; k < all.size(); k++) {
            IntervalResult previous = all.get(k - 1);
            IntervalResult i = all.get(k);
            assertThat((double) (i.epochMillis() - previous.epochMillis())).as("%s: epoch_ms", describe(i))
                    .isCloseTo(i.durationSeconds() * 1000, within(1.0));
            double elapsedBefore = previous.warmup() == i.warmup() ? previous.elapsedSeconds() : 0;
            assertThat(i.elapsedSeconds() - elapsedBefore).as("%s: elapsed_s", describe(i))
                    .isCloseTo(i.durationSeconds(), within(1e-6));
        }
    }

    @Test
    void theStepCountsWhatEndedWhileMeasuringOverTheTimeItMeasured() {
        IntervalResult start = warmup.get(warmup.size() - 1);
        IntervalResult end = measured.get(measured.size() - 1);
        assertThat(step.transactions()).isEqualTo(measured.stream().mapToLong(IntervalResult::transactions).sum());
        assertThat(step.durationSeconds()).isCloseTo(measured.stream().mapToDouble(IntervalResult::durationSeconds).sum(),
                within(0.002));
        long ended = workload.ended(start.epochMillis(), end.epochMillis());
        assertThat(step.transactions()).as("what ended while measuring").isCloseTo(ended, within(ended / 50 + 50));
        double seconds = (end.epochMillis() - start.epochMillis()) / 1000.0;
        assertThat(step.durationSeconds()).as("the time it measured").isCloseTo(seconds, within(0.002));
        double allSeconds = all.stream().mapToDouble(IntervalResult::durationSeconds).sum();
        assertThat(allSeconds * 1000).as("intervals cover the step, which took less than the whole call")
                .isLessThanOrEqualTo(wallMillis);
    }

    @Test
    void theWarmUpEndsWithinOneIntervalOfItsMaximum() {
        assertThat(warmup.get(warmup.size() - 1).elapsedSeconds())
                .isBetween(WARMUP_MAX_MILLIS / 1000.0, (WARMUP_MAX_MILLIS + INTERVAL_MILLIS) / 1000.0);
    }

    @Test
    void theStepEndsWithinOneIntervalOfItsTime() {
        IntervalResult last = measured.get(measured.size() - 1);
        assertThat(last.elapsedSeconds()).isBetween(TIME_MILLIS / 1000.0, (TIME_MILLIS + INTERVAL_MILLIS) / 1000.0);
        long plannedEnd = warmup.get(warmup.size() - 1).epochMillis() + TIME_MILLIS;
        assertThat(workload.lastEnd()).as("the last event's end").isLessThanOrEqualTo(plannedEnd + INTERVAL_MILLIS);
    }

    /**
     * An interval that closed on time ends within a tenth of an interval of its planned end, and after a late one the
     * next planned end is at least half an interval ahead: so one on time is never longer than 1.6 intervals.
     */
    @Test
    void intervalsThatClosedLateAreMarked() {
        // The last interval ends when the workers have finished after the time limit (StepRunnerStopTest has its lateness).
        for (IntervalResult i : all.subList(0, all.size() - 1)) {
            if (i.durationSeconds() > 1.6 * INTERVAL_MILLIS / 1000.0) {
                assertThat(i.late()).as("%s: late", describe(i)).isTrue();
            }
        }
    }

    /**
     * Within a phase the workers end the intervals in the clock's place, so among hundreds of busy threads, where the
     * clock's own thread waits its turn for a core, most measured intervals still end on the grid, within a few
     * milliseconds of their planned ends: the last one ends when the workers have stopped.
     */
    @Test
    void theWorkersEndTheIntervalsWithinAPhaseOnTheGrid() {
        List<IntervalResult> within = measured.subList(0, measured.size() - 1);
        long onGrid = within.stream()
                .filter(i -> Math.abs(i.elapsedSeconds() - i.index() * INTERVAL_MILLIS / 1000.0) < GRID_SECONDS).count();
        assertThat(onGrid).as("intervals on the grid of %s", within.stream().map(StepRunnerOversubscribedTest::describe).toList())
                .isGreaterThanOrEqualTo((within.size() + 1) / 2);
    }

    private static String describe(IntervalResult i) {
        return (i.warmup() ? "warm-up interval " : "interval ") + i.index() + " (" + i.durationSeconds() + " s, "
                + i.elapsedSeconds() + " s elapsed, " + i.transactions() + " events)";
    }
}

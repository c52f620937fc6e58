package dev.dbbench.engine;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The workers' running totals at the moment an interval closes, and that moment. The time is read after the
 * last counter: the thread taking a snapshot can be held up anywhere by a busy machine, and a time read before
 * the counters would label counts gathered later with an earlier moment, giving the interval a false rate.
 *
 * @param nanos       when the counters had been read, in {@link System#nanoTime()} units
 * @param totals      the counters summed over all workers
 * @param warmup      whether the interval this snapshot closes belongs to the warm-up
 * @param queueLength events due under {@code --rate} but not yet started, at {@code nanos}
 * @param instance    the server instance the workers last found
 * @param late        whether it was taken later than planned, by more than the clock allows
 * @param latencies   the latency histograms the close drains ({@link Latencies#advance}), or
 *                    {@link Latencies#ALL} for every interval's: the step's last
 * @param cpu         the process's and the machine's CPU counters, read right after the workers' counters
 */
record Snapshot(long nanos, Totals totals, boolean warmup, long queueLength, String instance, boolean late,
                Latencies.Slot latencies, CpuMeter.Reading cpu) {
    /**
     * Reading every worker's counters takes well under a millisecond; longer means the thread was descheduled
     * halfway, so the workers read first would be counted as of a moment long before the time read after them.
     */
    private static final long TORN_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
    private static final int RETAKES = 3;

    /** A snapshot taken when it was due, however late that is: the one that ends a step. */
    static Snapshot take(List<WorkerStats> workers, Step step, boolean warmup) {
        return take(workers, step, warmup, Long.MAX_VALUE);
    }

    /** A snapshot that counts as late when taken after {@code lateAfter}, in {@link System#nanoTime()} units. */
    static Snapshot take(List<WorkerStats> workers, Step step, boolean warmup, long lateAfter) {
        long before = System.nanoTime();
        Totals totals = Totals.of(workers);
        long nanos = System.nanoTime();
        // Counters only grow, so a second reading is as valid as the first; one right after the thread got the
        // core back usually completes before it loses it again.
        for (int retake = 0; retake < RETAKES && nanos - before > TORN_NANOS; retake++) {
            before = nanos;
            totals = Totals.of(workers);
            nanos = System.nanoTime();
        }
        long queue = step.pacer() == null ? 0 : step.pacer().queueLength(nanos);
        return new Snapshot(nanos, totals, warmup, queue, step.instance(), nanos > lateAfter, Latencies.ALL, CpuMeter.read());
    }

    /** This snapshot, ending the interval whose latencies are in {@code latencies}. */
    Snapshot ending(Latencies.Slot latencies) {
        return new Snapshot(nanos, totals, warmup, queueLength, instance, late, latencies, cpu);
    }
}

package dev.dbbench.engine;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongPredicate;

/**
 * The interval thread's schedule: warm-up intervals (at least the warm-up time, then on while the JIT
 * compiler is busy, up to the warm-up maximum), then measured intervals on a fixed grid from the start
 * of measurement, until the time limit, the event limit, a stop request or a failure.
 * Waits in short slices so that Ctrl-C is honoured within a tenth of a second.
 */
final class Clock {
    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private static final long SETTLE_PARK_NANOS = 50_000;
    private final Step step;
    private final List<WorkerStats> workers;
    private final IntervalCollector collector;
    private final IntervalListener listener;
    private final StopSignal stopSignal;
    private final long interval;
    /** When the last interval closed: the time of its snapshot. */
    private long lastClose;

    Clock(Step step, List<WorkerStats> workers, IntervalCollector collector, IntervalListener listener, StopSignal stopSignal) {
        this.step = step;
        this.workers = workers;
        this.collector = collector;
        this.listener = listener;
        this.stopSignal = stopSignal;
        this.interval = step.spec().reportInterval().toNanos();
    }

    void run(long start) {
        lastClose = start;
        if (!step.spec().warmup().isZero()) {
            long least = start + step.spec().warmup().toNanos();
            long most = start + step.spec().warmupMax().toNanos();
            JitActivity jit = JitActivity.start(start);
            if (!phase(start, most, now -> now >= least && jit.settled(now), true)) {
                return;
            }
        }
        // Measuring starts when the warm-up's last interval closed, not after its listener wrote it to disk: the
        // measured grid would otherwise start late by that write and every label after it would be off the second.
        long measureStart = lastClose;
        if (step.pacer() != null) {
            step.pacer().skipTo(measureStart);
        }
        step.control().startMeasuring();
        long end = step.spec().time().isZero() ? Long.MAX_VALUE : measureStart + step.spec().time().toNanos();
        phase(measureStart, end, now -> false, false);
    }

    /** Closes the interval ending now and returns when it ended: when the workers' counters had been read. */
    private long close(boolean warmup) {
        Snapshot end = Snapshot.take(workers, step, warmup);
        collector.close(end, listener);
        lastClose = end.nanos();
        return lastClose;
    }

    /**
     * Under {@code --events}, holds the workers until none has an event in flight, so that the warm-up's last
     * interval takes every event started in it and the measured ones are exactly the budget. Returns true when that
     * is so, false when the step stopped meanwhile. Without a budget the phases may share in-flight events.
     */
    private boolean settle() {
        Control control = step.control();
        if (!control.limited()) {
            return true;
        }
        control.hold();
        // Held workers have not finished, so every worker not yet done must be held.
        while (control.held() < step.done().getCount()) {
            if (stopSignal.stopped() || !control.running()) {
                return false;
            }
            LockSupport.parkNanos(SETTLE_PARK_NANOS);
        }
        return true;
    }

    /**
     * Runs intervals from {@code from} to {@code to}, or to the first interval boundary at which {@code overAtTick}
     * holds, so that an early end never leaves a sliver of an interval behind; false when the step ended early.
     */
    private boolean phase(long from, long to, LongPredicate overAtTick, boolean warmup) {
        long nextTick = from + interval;
        while (true) {
            long now = System.nanoTime();
            step.outages().publish(listener);
            if (stopSignal.stopped() || !step.control().running() || step.done().getCount() == 0) {
                return false;
            }
            if (now >= to) {
                if (warmup) {
                    if (!settle()) {
                        return false;
                    }
                    close(true);
                }
                return true;
            }
            if (now >= nextTick) {
                boolean over = overAtTick.test(now);
                if (over && warmup && !settle()) {
                    return false;
                }
                now = close(warmup);
                if (over) {
                    return true;
                }
                // Held up past later ticks (a stalled machine, a slow disk): the interval just closed covers the
                // whole gap and the next tick is the first on the grid at least half an interval ahead. Catching up
                // tick by tick would emit a burst of intervals a few microseconds long with meaningless rates.
                nextTick += ((now + interval / 2 - nextTick) / interval + 1) * interval;
                continue;
            }
            long wait = Math.min(Math.min(nextTick, to) - now, SLICE_NANOS);
            try {
                step.done().await(wait, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stopSignal.stop();
            }
        }
    }
}

package dev.dbbench.engine;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;

/**
 * The step's schedule, kept on a thread of its own: warm-up intervals (at least the warm-up time, then on
 * while the JIT compiler is busy, up to the warm-up maximum), then measured intervals on a fixed grid from
 * the start of measurement, until the time limit, the event limit, a stop request or a failure. At each
 * boundary it takes a {@link Snapshot} and hands it to the interval thread through {@link Closings}; at the
 * time limit it stops the workers itself. It does nothing slow, so one turn on a core is enough for each
 * boundary: the warm-up and the step end on time even when the interval thread is held up closing intervals.
 * Among hundreds of busy threads a turn can still take a round of the scheduler, a few hundred milliseconds, so
 * the boundaries within a phase are left to the workers through {@link Ticks}: a worker that ends an event after
 * a boundary takes its snapshot, and the clock takes only those no worker reached. The boundaries that end a phase
 * stay the clock's, which checks the JIT at them and reads the server's counters after them.
 * Waits in short slices so that Ctrl-C is honoured within a tenth of a second.
 */
final class Clock {
    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private static final long SETTLE_PARK_NANOS = 50_000;
    /** How long the clock waits for a worker that is taking a tick before it looks again. */
    private static final long TAKING_PARK_NANOS = 50_000;
    private static final int PRIMING_SNAPSHOTS = 3;
    /** How long the workers may take to stop before the step ends without them (one stuck in a query). */
    static final long WORKERS_GRACE_NANOS = TimeUnit.SECONDS.toNanos(60);
    /** How often the counters are read while the workers stop: the last interval's end is this precise. */
    private static final long FINAL_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(2);
    /** An interval closed more than this fraction of an interval after its planned end is marked late. */
    private static final int LATE_FRACTION = 10;
    private final Step step;
    private final List<WorkerStats> workers;
    private final Latencies latencies;
    private final Closings closings;
    private final StopSignal stopSignal;
    private final Ticks ticks;
    /** Runs on this thread right after a warm-up ends and measuring starts: the server counters' first read. */
    private final Runnable measuringStarted;
    private final long interval;
    /** This JVM's compilation time, for the warm-up's JIT check; null when unknown. */
    private final LongSupplier compileMillis;
    /** When the last interval closed: the time of its snapshot. */
    private long lastClose;
    /** When the measured phase is planned to end under --time; MAX_VALUE until it starts, and without a time limit. */
    private volatile long stepEnd = Long.MAX_VALUE;
    /** The phase the workers take ticks in: whether it is the warm-up, and the first tick they may not take. */
    private volatile boolean workersWarmup;
    private volatile long workersUntil;
    /** The last tick a worker took in this phase; null when none did. */
    private volatile Taken taken;
    /**
     * Whether the step ends on the dot of its time limit, without the events then in flight: a shard's step, whose end
     * every shard must share as they share its start.
     */
    private final boolean endOnTheDot;
    /** Whether the measured phase ran to its time limit, and {@link #endOnTheDot} ended it there. */
    private volatile boolean cut;

    /** A tick a worker took: when its snapshot was taken, and the tick that follows on the grid. */
    private record Taken(long close, long next) {
    }

    Clock(Step step, List<WorkerStats> workers, Latencies latencies, Closings closings, StopSignal stopSignal,
          Runnable measuringStarted, boolean endOnTheDot) {
        this.step = step;
        this.endOnTheDot = endOnTheDot;
        this.latencies = latencies;
        this.measuringStarted = measuringStarted;
        this.workers = workers;
        this.closings = closings;
        this.stopSignal = stopSignal;
        this.ticks = step.ticks();
        ticks.takenBy(new Taker());
        this.interval = step.spec().reportInterval().toNanos();
        this.compileMillis = JitActivity.compileMillis();
        // The first readings load and link the code that takes them, which on a busy machine would take the
        // clock's first turn on a core and more; the workers have not started, so a core is free now.
        for (int i = 0; i < PRIMING_SNAPSHOTS; i++) {
            Snapshot.take(workers, step, true);
        }
    }

    /** Starts the clock thread on the schedule of a step that started at {@code start}. */
    void start(long start) {
        Thread thread = new Thread(() -> {
            try {
                run(start);
            } catch (RuntimeException | Error e) {
                step.control().fail("the interval clock failed: " + e);
            } finally {
                // No worker takes a tick after the step's last snapshot, nor is taking one while it is taken.
                ticks.reclaim();
                step.control().stop();
                try {
                    closings.put(last());
                } finally {
                    closings.finish();
                }
            }
        }, "dbbench-clock");
        thread.setDaemon(true);
        thread.start();
    }

    private void run(long start) {
        lastClose = start;
        if (!step.spec().warmup().isZero()) {
            long least = start + step.spec().warmup().toNanos();
            long most = start + step.spec().warmupMax().toNanos();
            JitActivity jit = new JitActivity(compileMillis, start);
            open(start, least, true);
            if (!phase(start, most, now -> now >= least && jit.settled(now), true)) {
                return;
            }
        }
        if (step.control().limited() && !awaitClosed()) {
            return;
        }
        // Measuring starts when the warm-up's last interval closed, not after its listener wrote it to disk: the
        // measured grid would otherwise start late by that write and every label after it would be off the second.
        long measureStart = lastClose;
        if (step.pacer() != null) {
            step.pacer().skipTo(measureStart);
        }
        step.control().startMeasuring();
        long end = step.spec().time().isZero() ? Long.MAX_VALUE : measureStart + step.spec().time().toNanos();
        stepEnd = end;
        // Opened before the server's counters are read, which can take a while: the workers take the first tick.
        open(measureStart, end, false);
        if (!step.spec().warmup().isZero()) {
            // Without a warm-up the window opened with the step, before the workers started.
            measuringStarted.run();
        }
        cut = phase(measureStart, end, now -> false, false) && endOnTheDot && end != Long.MAX_VALUE;
    }

    /**
     * Whether the step ended on the dot of its time limit: its last interval ends there, and what the workers still
     * finish afterwards belongs to no interval.
     */
    boolean cut() {
        return cut;
    }

    /**
     * The snapshot that ends the step, once the workers have been told to stop: the first one taken after their
     * counters stopped for good. A worker leaving the step still closes its statements and connection, which can
     * take seconds with hundreds of them; the last interval ends with the last event, not after that.
     * Gives up waiting for the workers after {@link #WORKERS_GRACE_NANOS}.
     */
    private Snapshot last() {
        boolean warmup = !step.control().measuring();
        if (cut) {
            // The events in flight at the limit belong to no interval, but they finish: a worker interrupted in a
            // statement would count an error the step never had, and fail it.
            Snapshot atLimit = Snapshot.take(workers, step, false);
            long deadline = atLimit.nanos() + WORKERS_GRACE_NANOS;
            try {
                while (step.done().getCount() > 0 && System.nanoTime() - deadline < 0) {
                    step.done().await(FINAL_POLL_NANOS, TimeUnit.NANOSECONDS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return atLimit;
        }
        // Whether every worker had finished is read before each snapshot, never after it: a worker that ends its
        // last event between the two would otherwise be left to a sliver of an interval after the step's last.
        boolean finished = step.done().getCount() == 0;
        // Under --time the last interval is late as any other is: thousands of workers finishing the events in flight
        // at the planned end can hold it open for seconds, and its rate is then not the others'.
        long lateAfter = stepEnd == Long.MAX_VALUE || warmup ? Long.MAX_VALUE : stepEnd + interval / LATE_FRACTION;
        Snapshot last = Snapshot.take(workers, step, warmup, lateAfter);
        long deadline = last.nanos() + WORKERS_GRACE_NANOS;
        while (!finished && System.nanoTime() - deadline < 0) {
            try {
                step.done().await(FINAL_POLL_NANOS, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            finished = step.done().getCount() == 0;
            // Polled every few milliseconds for as long as workers take to close: a whole snapshot, with its CPU
            // readings, only when the counts moved.
            if (!Totals.of(workers).equals(last.totals())) {
                last = Snapshot.take(workers, step, warmup, lateAfter);
            }
        }
        return last;
    }

    /**
     * Ends the interval now, which was planned to end at {@code due}, and returns when it ended: when the workers'
     * counters had been read.
     */
    private long close(boolean warmup, long due) {
        Snapshot end = Snapshot.take(workers, step, warmup, due + interval / LATE_FRACTION).ending(latencies.advance());
        closings.put(end);
        return end.nanos();
    }

    /** The clock's part in a tick, which a worker runs in its place. */
    private final class Taker implements Ticks.Taker {
        @Override
        public Snapshot read(long tick) {
            return Snapshot.take(workers, step, workersWarmup, tick + interval / LATE_FRACTION);
        }

        /**
         * Ends the interval as the clock would, and returns the tick the workers may take next, or none when the
         * phase's own end comes first or the interval thread is too far behind.
         */
        @Override
        public long close(long tick, Snapshot read) {
            closings.put(read.ending(latencies.advance()));
            long next = following(tick, read.nanos());
            taken = new Taken(read.nanos(), next);
            return next < workersUntil && closings.pending() <= latencies.mostPending() ? next : Ticks.none();
        }
    }

    /**
     * The clock's next tick once it has caught up with the ticks the workers took: the last one's close is the last
     * close.
     */
    private long adopt(long nextTick) {
        Taken t = taken;
        if (t == null || t.next() <= nextTick) {
            return nextTick;
        }
        lastClose = t.close();
        return t.next();
    }

    /**
     * The tick after an interval planned to end at {@code tick} closed at {@code closed}. Held up past later ticks
     * (a stalled machine, a slow disk), the interval just closed covers the whole gap and the next tick is the first
     * on the grid at least half an interval ahead: catching up tick by tick would emit a burst of intervals a few
     * microseconds long with meaningless rates.
     */
    private long following(long tick, long closed) {
        return tick + ((closed + interval / 2 - tick) / interval + 1) * interval;
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
     * Waits until the interval thread has closed every interval handed to it; false when the step stopped meanwhile.
     * Under {@code --events} the workers are held until measuring starts, so the warm-up's latencies can be drained
     * before it does: every measured event's latency then lands in a measured interval, as its count does.
     */
    private boolean awaitClosed() {
        while (closings.pending() > 0) {
            if (stopSignal.stopped() || !step.control().running()) {
                return false;
            }
            awaitPending(0, SLICE_NANOS);
        }
        return true;
    }

    /**
     * Lets the workers take the ticks of a phase from {@code from} up to {@code workersUntil}, where the clock decides
     * nothing but to close the interval, and arms the first.
     */
    private void open(long from, long workersUntil, boolean warmup) {
        this.workersWarmup = warmup;
        this.workersUntil = workersUntil;
        taken = null;
        if (from + interval < workersUntil) {
            ticks.arm(from + interval);
        }
    }

    /**
     * Runs intervals from {@code from} to {@code to}, or to the first interval boundary at which {@code overAtTick}
     * holds, so that an early end never leaves a sliver of an interval behind; false when the step ended early.
     * The end of a phase is checked against the time now, never put off for the interval thread. The workers take
     * the ticks {@link #open} left to them.
     */
    private boolean phase(long from, long to, LongPredicate overAtTick, boolean warmup) {
        long nextTick = from + interval;
        while (true) {
            long now = System.nanoTime();
            nextTick = adopt(nextTick);
            if (stopSignal.stopped() || !step.control().running() || step.done().getCount() == 0) {
                return false;
            }
            if (now >= to) {
                ticks.reclaim();
                if (warmup) {
                    if (!settle()) {
                        return false;
                    }
                    lastClose = close(true, to);
                }
                return true;
            }
            if (now < nextTick) {
                if (nextTick < workersUntil && closings.pending() <= latencies.mostPending()) {
                    ticks.arm(nextTick);
                }
                await(Math.min(nextTick, to) - now);
                continue;
            }
            if (closings.pending() > latencies.mostPending()) {
                // The interval thread is that far behind, with the memory its latencies may take: this interval
                // goes on until it has caught up.
                awaitPending(latencies.mostPending(), to - now);
                continue;
            }
            if (nextTick < workersUntil) {
                // A tick the workers may take: the clock takes it as a worker would, unless one is closing it now.
                // Taking the ticks back first would leave the tick to the clock, which can lose its core right after.
                ticks.arm(nextTick);
                ticks.passed(now);
                if (adopt(nextTick) == nextTick) {
                    LockSupport.parkNanos(TAKING_PARK_NANOS);
                }
                continue;
            }
            // The phase's own end: once a worker closing the tick before has finished, the clock's alone.
            ticks.reclaim();
            if (adopt(nextTick) != nextTick) {
                continue;
            }
            boolean over = overAtTick.test(now);
            if (over && warmup && !settle()) {
                return false;
            }
            lastClose = close(warmup, nextTick);
            if (over) {
                return true;
            }
            nextTick = following(nextTick, lastClose);
        }
    }

    /** Waits up to {@code nanos}, or a slice, or until every worker has finished. */
    private void await(long nanos) {
        try {
            step.done().await(Math.min(nanos, SLICE_NANOS), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            stopSignal.stop();
        }
    }

    /** Waits up to {@code nanos}, or a slice, until at most {@code most} intervals handed over are not yet closed. */
    private void awaitPending(int most, long nanos) {
        closings.awaitPending(most, Math.min(nanos, SLICE_NANOS));
        if (Thread.interrupted()) {
            stopSignal.stop();
        }
    }
}

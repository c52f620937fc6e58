package dev.dbbench.engine;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * The interval ticks the workers may take for the {@link Clock}. Among hundreds of busy threads the clock's own
 * thread can wait hundreds of milliseconds for a core after its tick, while a worker that has just ended an event
 * is on one. So the clock arms its next tick here, and the workers that end an event at or after it read the
 * counters; the first to have read them claims the tick, closes the interval in the clock's place and arms the tick
 * after. Reading takes a while with hundreds of workers and a reader can lose its core halfway, so any number may
 * read, and a reader that lost its core meanwhile only finds the tick taken. The clock takes part as one of them,
 * and takes the ticks back for the end of a phase. One tick is closed by one thread only, and never after the
 * clock took the ticks back.
 */
final class Ticks {
    /** No tick for the workers: every tick is the clock's. */
    private static final long OFF = Long.MAX_VALUE;
    /** A thread that read the counters is closing a tick. */
    private static final long TAKING = Long.MIN_VALUE;
    private static final long RECLAIM_PARK_NANOS = 50_000;
    /** The tick the workers may take, or {@link #OFF}, or {@link #TAKING}. */
    private final AtomicLong due = new AtomicLong(OFF);
    private volatile Taker taker;
    /**
     * The last tick closed; written while holding {@link #TAKING}. Ticks only grow, so a tick the clock arms again
     * because it had not yet seen it closed is closed only once.
     */
    private volatile long lastClosed = Long.MIN_VALUE;

    /** How a tick is taken: the clock's part, which a worker runs in its place. */
    interface Taker {
        /** Reads the counters for {@code tick}; several threads may read for the same tick at once. */
        Snapshot read(long tick);

        /**
         * Closes the interval {@code tick} ends with what the thread that claimed it read, and returns the tick to arm
         * next, or {@link #none()}; one thread at a time.
         */
        long close(long tick, Snapshot read);
    }

    /** What a taker returns when the workers may take no further tick. */
    static long none() {
        return OFF;
    }

    /** Worker, after each event, with the time it ended: takes the armed tick when it is due. */
    void passed(long now) {
        long tick = due.get();
        if (tick == OFF || tick == TAKING || now - tick < 0) {
            return;
        }
        Snapshot read = taker.read(tick);
        if (due.compareAndSet(tick, TAKING)) {
            long next = OFF;
            try {
                if (tick > lastClosed) {
                    next = taker.close(tick, read);
                    lastClosed = tick;
                }
            } finally {
                due.set(next);
            }
        }
    }

    /** Clock, before it arms a tick: how a tick is taken. */
    void takenBy(Taker taker) {
        this.taker = taker;
    }

    /** Clock: lets the workers take {@code tick}, unless it was closed, or a tick is armed or being closed already. */
    void arm(long tick) {
        if (tick > lastClosed) {
            due.compareAndSet(OFF, tick);
        }
    }

    /** Clock: takes every tick back, once a thread closing one has finished. */
    void reclaim() {
        while (true) {
            long tick = due.get();
            if (tick == OFF || tick != TAKING && due.compareAndSet(tick, OFF)) {
                return;
            }
            if (tick == TAKING) {
                LockSupport.parkNanos(RECLAIM_PARK_NANOS);
            }
        }
    }
}

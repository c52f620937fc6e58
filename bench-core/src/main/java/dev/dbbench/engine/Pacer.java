package dev.dbbench.engine;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * A fixed-rate schedule shared by all workers: event {@code n} is due at {@code start + n / rate}.
 * Workers take the next due time and wait for it; when the server falls behind, due times pile up
 * as a queue instead of being dropped, and latency counts from the due time (no coordinated omission).
 */
final class Pacer {
    private final long start;
    private final double periodNanos;
    private final AtomicLong next = new AtomicLong();

    Pacer(long startNanos, double eventsPerSecond) {
        this.start = startNanos;
        this.periodNanos = 1e9 / eventsPerSecond;
    }

    /** Waits until the next event is due and returns its due time, or -1 when the run stopped while waiting. */
    long await(Control control) {
        long due = start + (long) (next.getAndIncrement() * periodNanos);
        long wait;
        while ((wait = due - System.nanoTime()) > 0) {
            if (!control.running()) {
                return -1;
            }
            LockSupport.parkNanos(Math.min(wait, 10_000_000L));
        }
        return due;
    }

    /** Events that are due but not yet started. */
    long queueLength(long now) {
        long due = (long) ((now - start) / periodNanos) + 1;
        return Math.max(0, due - next.get());
    }
}

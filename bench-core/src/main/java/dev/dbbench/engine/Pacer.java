package dev.dbbench.engine;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * A fixed-rate schedule shared by all workers: event {@code n} is due at {@code start + n / rate}.
 * Workers take the next due time and wait for it; when the server falls behind, due times pile up
 * as a queue instead of being dropped, and latency counts from the due time (no coordinated omission).
 *
 * <p>The schedule starts at {@link #begin}, when every worker is ready: starting it earlier would count
 * the time workers spend preparing statements as server delay and open the step with a burst.
 */
public final class Pacer {
    /** Returned by {@link #await} when the step stopped; not a possible due time, since nanoTime may be negative. */
    public static final long STOPPED = Long.MIN_VALUE;
    private final double periodNanos;
    private final AtomicLong next = new AtomicLong();
    // Written once before the workers are released and read after they are, so the latch publishes it.
    private long start;

    Pacer(double eventsPerSecond) {
        this.periodNanos = 1e9 / eventsPerSecond;
    }

    /** Starts the schedule; called once, before the workers are released. */
    public void begin(long startNanos) {
        start = startNanos;
    }

    /**
     * Waits until the next event is due and returns its due time, or {@link #STOPPED} when the run stopped
     * or the worker's {@code --events} budget ran out while waiting.
     */
    public long await(Control control, Control.Allowance allowance) {
        long due = take();
        long wait;
        while ((wait = due - System.nanoTime()) > 0) {
            if (!control.running() || allowance.spent()) {
                return STOPPED;
            }
            LockSupport.parkNanos(Math.min(wait, 10_000_000L));
        }
        return due;
    }

    /** Takes the next event's due time without waiting for it: for an event loop that waits in its selector. */
    public long take() {
        return start + (long) (next.getAndIncrement() * periodNanos);
    }

    /**
     * Drops the events that fell due before {@code now} and have not started: at the end of the warm-up, so that a
     * queue built up in it (a stall, a lock) is not run and timed as measured events.
     */
    public void skipTo(long now) {
        long due = (long) Math.ceil((now - start) / periodNanos);
        next.accumulateAndGet(due, Math::max);
    }

    /** Events that are due but not yet started. */
    public long queueLength(long now) {
        long due = (long) ((now - start) / periodNanos) + 1;
        return Math.max(0, due - next.get());
    }
}

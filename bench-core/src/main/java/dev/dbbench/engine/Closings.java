package dev.dbbench.engine;

import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * Hands the snapshots the clock takes (on its thread, or on a worker's through {@link Ticks}) to the interval thread,
 * which closes the intervals they end: drains the interval's latency histograms and calls the listeners. Reading the
 * counters is quick and draining the histograms is not, so with the two apart the clock keeps the schedule however
 * long a close takes on a busy machine. The clock runs {@link Latencies#mostPending()} closes ahead of the interval
 * thread at most (each interval's latencies wait in
 * histograms of their own); further behind, it takes no snapshot on a tick, so that a late interval thread makes
 * an interval longer instead of falling ever further behind. No lock is shared: a busy machine can hold the
 * interval thread off its core for a long time, and it must never hold the clock up with it.
 * Built on the interval thread.
 */
final class Closings {
    private final Queue<Snapshot> waiting = new ConcurrentLinkedQueue<>();
    /** Snapshots handed over and not yet closed. */
    private final AtomicInteger open = new AtomicInteger();
    private final Thread intervalThread = Thread.currentThread();
    private volatile Thread clockThread;
    private volatile boolean finished;

    /** Clock thread, or a worker taking its tick: the interval {@code end} ends is to be closed. */
    void put(Snapshot end) {
        open.incrementAndGet();
        waiting.add(end);
        LockSupport.unpark(intervalThread);
    }

    /** Clock thread: snapshots handed over and not yet closed. */
    int pending() {
        return open.get();
    }

    /** Clock thread: waits up to {@code nanos} until at most {@code most} snapshots handed over are not yet closed. */
    void awaitPending(int most, long nanos) {
        clockThread = Thread.currentThread();
        long deadline = System.nanoTime() + nanos;
        long left = nanos;
        while (pending() > most && left > 0 && !Thread.currentThread().isInterrupted()) {
            LockSupport.parkNanos(this, left);
            left = deadline - System.nanoTime();
        }
    }

    /** Clock thread: no snapshot follows. */
    void finish() {
        finished = true;
        LockSupport.unpark(intervalThread);
    }

    /** Interval thread: the next snapshot to close, waiting up to {@code nanos} for one; empty when none came. */
    Optional<Snapshot> take(long nanos) throws InterruptedException {
        long deadline = System.nanoTime() + nanos;
        while (true) {
            Snapshot end = waiting.poll();
            long left = deadline - System.nanoTime();
            if (end != null || finished || left <= 0) {
                return Optional.ofNullable(end);
            }
            LockSupport.parkNanos(this, left);
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
        }
    }

    /** Interval thread: the snapshot last taken is closed. */
    void closed() {
        open.decrementAndGet();
        Thread clock = clockThread;
        if (clock != null) {
            LockSupport.unpark(clock);
        }
    }

    /** Interval thread: whether the clock has finished and every snapshot it took has been taken. */
    boolean done() {
        return finished && waiting.isEmpty();
    }
}

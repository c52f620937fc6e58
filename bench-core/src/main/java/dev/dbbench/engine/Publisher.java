package dev.dbbench.engine;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.concurrent.LinkedBlockingQueue;
import org.HdrHistogram.Histogram;

/**
 * Hands a step's intervals and outage events to the run's listener on a thread of its own, in the order they came.
 * Reporting an interval syncs two files to disk, compresses a histogram, prints the live line and may checkpoint a
 * stability window: on a machine busy with hundreds of threads and a server writing to the same disk that takes
 * hundreds of milliseconds. On the interval thread it would hold the next interval open and make it late; here it
 * only delays when the interval reaches the disk. A listener's failure stops the step and nothing is delivered after
 * it: one that could not write (a full disk) fails the step with its message, so that the step still returns what it
 * measured; any other is a bug, which {@link #rethrow} throws on the step's thread.
 */
final class Publisher implements IntervalListener {
    private static final Runnable END = () -> { };
    private final IntervalListener listener;
    private final Control control;
    private final LinkedBlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    /** What the listener threw: a RuntimeException or an Error, the only throwables its methods can throw. */
    private volatile Throwable failure;

    /** Starts the publishing thread; a listener that fails stops or fails the step of {@code control}. */
    Publisher(IntervalListener listener, Control control) {
        this.listener = listener;
        this.control = control;
        this.thread = new Thread(this::deliver, "dbbench-publisher");
        thread.setDaemon(true);
        thread.start();
    }

    /** Interval thread: {@code latency} is copied, since the interval thread reuses it for the next interval. */
    @Override
    public void onInterval(IntervalResult interval, Histogram latency) {
        Histogram copy = latency.copy();
        queue.add(() -> listener.onInterval(interval, copy));
    }

    @Override
    public void onOutageStart(Instant firstFailure, String instanceBefore) {
        queue.add(() -> listener.onOutageStart(firstFailure, instanceBefore));
    }

    @Override
    public void onOutageEnd(Outage window) {
        queue.add(() -> listener.onOutageEnd(window));
    }

    private void deliver() {
        while (true) {
            Runnable next;
            try {
                next = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            if (next == END) {
                return;
            }
            if (failure != null) {
                continue;
            }
            try {
                next.run();
            } catch (UncheckedIOException e) {
                failure = e;
                control.fail(e.getMessage() == null ? e.toString() : e.getMessage());
            } catch (RuntimeException | Error e) {
                failure = e;
                control.stop();
            }
        }
    }

    /** Throws what the listener threw, if it did, unless it was a failure to write, which failed the step instead. */
    void rethrow() {
        Throwable t = failure;
        if (t instanceof UncheckedIOException) {
            return;
        }
        if (t instanceof RuntimeException e) {
            throw e;
        }
        if (t != null) {
            throw (Error) t;
        }
    }

    /** Returns once everything handed over has been delivered, or the listener failed; then ends the thread. */
    void finish() {
        queue.add(END);
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}

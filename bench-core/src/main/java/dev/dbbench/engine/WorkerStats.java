package dev.dbbench.engine;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;

/**
 * One worker's measurements. Only the worker writes; the interval thread reads. Latency goes to its stripe's
 * HdrHistogram histograms of the current interval, one per kind of event (allocation-free, lock-free), counts to
 * opaque running totals. Kept across reconnects so no count is lost when a connection is replaced.
 */
public final class WorkerStats {
    /** One hour in nanoseconds: longer events are recorded as one hour rather than failing. */
    public static final long MAX_NANOS = 3_600_000_000_000L;
    /**
     * Two significant digits (1 % resolution, finer than sysbench's 1.8 % buckets) keep a histogram at
     * about 37 KB, so a 1,024-thread step stays well inside a small heap.
     */
    public static final int DIGITS = 2;

    private static final VarHandle LONG = MethodHandles.arrayElementVarHandle(long[].class);
    public static final int ERRORS = 0;
    public static final int IGNORED = 1;
    public static final int RECONNECTS = 2;
    public static final int TIMEOUTS = 3;
    /** Nanoseconds spent in events so far, the sum of their latencies: sysbench's execution time per thread. */
    public static final int BUSY_NANOS = 4;
    /** Read-only events that first looked on their reader for the worker's last write ({@code --read-your-writes}). */
    public static final int RYW_CHECKS = 5;
    /** Those that did not find it. */
    public static final int RYW_MISSES = 6;

    public final QueryCounter queries = new QueryCounter();
    private final Latencies.Stripe latencies;
    private final long[] counts = new long[16];
    private final Map<String, LongAdder> errorsByCode = new ConcurrentHashMap<>();

    /** A worker that records its latencies into {@code latencies}. */
    WorkerStats(Latencies.Stripe latencies) {
        this.latencies = latencies;
    }

    /** A worker with latency histograms of its own, for {@code operations} kinds of event. */
    WorkerStats(int operations) {
        this(Latencies.of(1, operations).stripe(0));
    }

    public static Histogram newHistogram() {
        return new Histogram(1, MAX_NANOS, DIGITS);
    }

    public void event(int operation, long nanos) {
        long value = nanos < MAX_NANOS ? Math.max(nanos, 0) : MAX_NANOS;
        latencies.record(operation, value);
        LONG.setOpaque(counts, BUSY_NANOS, (long) LONG.getOpaque(counts, BUSY_NANOS) + value);
    }

    public void error(String code, boolean ignored, boolean timeout) {
        errorsByCode.computeIfAbsent(code, c -> new LongAdder()).increment();
        add(ERRORS);
        if (ignored) {
            add(IGNORED);
        }
        if (timeout) {
            add(TIMEOUTS);
        }
    }

    /** A read-your-writes check ran; {@code missed} when the reader did not show the worker's last write. */
    public void rywChecked(boolean missed) {
        add(RYW_CHECKS);
        if (missed) {
            add(RYW_MISSES);
        }
    }

    public void reconnected() {
        add(RECONNECTS);
    }

    private void add(int slot) {
        LONG.setOpaque(counts, slot, (long) LONG.getOpaque(counts, slot) + 1);
    }

    public long count(int slot) {
        return (long) LONG.getOpaque(counts, slot);
    }

    public Map<String, LongAdder> errorsByCode() {
        return errorsByCode;
    }
}

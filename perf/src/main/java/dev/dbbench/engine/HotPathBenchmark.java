package dev.dbbench.engine;

import dev.dbbench.perf.NanosBenchmark;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The pieces a worker runs around every event, one benchmark each, on the benchmark thread so that
 * {@code -prof gc} sees their allocation ({@code gc.alloc.rate.norm} must be 0 B/op). Lives in the
 * engine's package to reach its package-private classes; it never changes them.
 */
@State(Scope.Thread)
public class HotPathBenchmark extends NanosBenchmark {
    /** Latencies from 20 µs to about 40 ms, spread over the histogram's buckets the way real events are. */
    private static final long[] LATENCIES = latencies();

    private final WorkerStats stats = new WorkerStats(1);
    private final QueryCounter counter = stats.queries;
    private final Outages outages = new Outages();
    private Control.Allowance unlimited;
    private Control.Allowance limited;
    private Control control;
    private int next;

    @Setup
    public void setUp() {
        control = new Control(0, false, 1);
        unlimited = control.allowance();
        limited = new Control(Long.MAX_VALUE, false, 1).allowance();
    }

    /** Recording one event's latency: one single-writer HdrHistogram recorder per kind of event. */
    @Benchmark
    public void recordLatency() {
        stats.event(0, nextLatency());
    }

    /** Counting a point select: one read, published at the end of the event. */
    @Benchmark
    public void countPointSelect() {
        counter.read();
        counter.publishEvent();
    }

    /** Counting an oltp_read_write transaction: 14 reads, 4 writes, 2 other, then publishing. */
    @Benchmark
    public void countReadWrite() {
        for (int i = 0; i < 14; i++) {
            counter.read();
        }
        counter.dml(1);
        counter.dml(1);
        counter.dml(1);
        counter.dml(1);
        counter.other();
        counter.other();
        counter.publishEvent();
    }

    /** Taking an event without {@code --events}: no shared counter is touched. */
    @Benchmark
    public int takeEventUnlimited() {
        return unlimited.take();
    }

    /** Taking an event from an {@code --events} budget: claimed from the shared counter in batches. */
    @Benchmark
    public int takeEventLimited() {
        return limited.take();
    }

    /**
     * Everything the worker loop does per event except the event's statements, in the loop's order:
     * two clock reads, the run and outage checks, publishing one read with its event, recording latency.
     */
    @Benchmark
    public long loopOverhead() {
        long start = 0;
        if (control.running() && unlimited.take() == Control.GO) {
            start = System.nanoTime();
            long epoch = outages.epoch();
            counter.read();
            long end = System.nanoTime();
            counter.publishEvent();
            stats.event(0, end - start);
            if (outages.active()) {
                outages.recovered("", epoch);
            }
        }
        return start;
    }

    private long nextLatency() {
        next = (next + 1) & (LATENCIES.length - 1);
        return LATENCIES[next];
    }

    private static long[] latencies() {
        long[] v = new long[1024];
        java.util.SplittableRandom r = new java.util.SplittableRandom(7);
        for (int i = 0; i < v.length; i++) {
            v[i] = (long) (20_000 * Math.pow(2, r.nextDouble() * 11));
        }
        return v;
    }
}

package dev.dbbench.perf;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;
import org.HdrHistogram.SingleWriterRecorder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Latency recording with the engine's histogram settings (1 ns to 1 hour, 2 significant digits):
 * a plain histogram, the single-writer recorder each worker owns, and the multi-writer recorder the
 * engine avoids, for comparison. All must be allocation-free per value.
 */
@State(Scope.Thread)
public class HistogramBenchmark extends NanosBenchmark {
    private static final long MAX_NANOS = 3_600_000_000_000L;
    private static final int DIGITS = 2;
    private static final long[] LATENCIES = latencies();
    private final Histogram histogram = new Histogram(1, MAX_NANOS, DIGITS);
    private final SingleWriterRecorder singleWriter = new SingleWriterRecorder(1, MAX_NANOS, DIGITS);
    private final Recorder multiWriter = new Recorder(1, MAX_NANOS, DIGITS);
    private int next;

    @Benchmark
    public void histogram() {
        histogram.recordValue(nextLatency());
    }

    @Benchmark
    public void singleWriterRecorder() {
        singleWriter.recordValue(nextLatency());
    }

    @Benchmark
    public void multiWriterRecorder() {
        multiWriter.recordValue(nextLatency());
    }

    private long nextLatency() {
        next = (next + 1) & (LATENCIES.length - 1);
        return LATENCIES[next];
    }

    /** 20 µs to about 40 ms, log-spread, so every benchmark touches many buckets. */
    private static long[] latencies() {
        long[] v = new long[1024];
        java.util.SplittableRandom r = new java.util.SplittableRandom(7);
        for (int i = 0; i < v.length; i++) {
            v[i] = (long) (20_000 * Math.pow(2, r.nextDouble() * 11));
        }
        return v;
    }
}

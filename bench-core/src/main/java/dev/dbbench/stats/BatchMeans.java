package dev.dbbench.stats;

import dev.dbbench.result.BatchSeries;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Collects a step's measured intervals into consecutive batches, for the {@link BatchSeries} its interval is computed
 * from. The number of batches is kept between {@value #MIN_BATCHES} and twice that, whatever the step's length (which
 * is not known while it runs: a step may end on events, a stop or an error): each batch starts as one interval, and
 * when there are twice {@value #MIN_BATCHES} full batches, neighbours are merged pairwise and batches grow to twice as
 * many intervals. Holds one latency histogram per batch, of two significant digits (enough to estimate a spread).
 * Not thread-safe: one interval thread feeds it.
 */
public final class BatchMeans {
    /** Fewer batches give an interval too few degrees of freedom; more leave them correlated. */
    static final int MIN_BATCHES = 10;
    private static final double NS_PER_MS = 1_000_000.0;
    private final long highestNanos;
    private final List<Batch> full = new ArrayList<>();
    private Batch current;
    private int size = 1;

    /** @param highestNanos the highest latency the step's histograms track */
    public BatchMeans(long highestNanos) {
        this.highestNanos = highestNanos;
        this.current = new Batch(new Histogram(1, highestNanos, 2));
    }

    /**
     * Adds one measured interval, in time order.
     *
     * @param seconds its length
     * @param events  the events (transactions) that ended in it
     * @param queries the queries counted in it
     * @param latency its event latencies in nanoseconds; only read
     */
    public void add(double seconds, long events, long queries, Histogram latency) {
        current.add(seconds, events, queries, latency);
        if (current.intervals < size) {
            return;
        }
        full.add(current);
        if (full.size() == 2 * MIN_BATCHES) {
            for (int i = 0; i < MIN_BATCHES; i++) {
                Batch merged = full.get(2 * i);
                merged.add(full.get(2 * i + 1));
                full.set(i, merged);
            }
            full.subList(MIN_BATCHES, full.size()).clear();
            size *= 2;
        }
        current = new Batch(new Histogram(1, highestNanos, 2));
    }

    /** The full batches so far; a batch without time (no interval) has none. */
    public BatchSeries series() {
        List<Double> tps = new ArrayList<>();
        List<Double> qps = new ArrayList<>();
        List<Double> avg = new ArrayList<>();
        List<Double> p95 = new ArrayList<>();
        List<Double> p99 = new ArrayList<>();
        for (Batch b : full) {
            if (b.seconds <= 0) {
                continue;
            }
            tps.add(round(b.events / b.seconds, 2));
            qps.add(round(b.queries / b.seconds, 2));
            avg.add(ms(b.latency.getTotalCount() == 0 ? 0 : b.latency.getMean()));
            p95.add(ms(at(b.latency, 95)));
            p99.add(ms(at(b.latency, 99)));
        }
        return new BatchSeries(size, tps, qps, avg, p95, p99);
    }

    /**
     * The means of consecutive batches of {@code values} (in time order), batched as {@link #add} batches intervals:
     * for a series that is no rate, such as each interval's own latency percentile.
     */
    public static List<Double> means(List<Double> values) {
        int size = 1;
        while (values.size() / size >= 2 * MIN_BATCHES) {
            size *= 2;
        }
        List<Double> out = new ArrayList<>();
        for (int start = 0; start + size <= values.size(); start += size) {
            double sum = 0;
            for (int i = start; i < start + size; i++) {
                sum += values.get(i);
            }
            out.add(round(sum / size, 3));
        }
        return out;
    }

    private static double at(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(percentile);
    }

    private static double ms(double nanos) {
        return round(nanos / NS_PER_MS, 3);
    }

    private static double round(double v, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(v * scale) / scale;
    }

    /** One batch's sums. */
    private static final class Batch {
        private final Histogram latency;
        private double seconds;
        private long events;
        private long queries;
        private int intervals;

        Batch(Histogram latency) {
            this.latency = latency;
        }

        void add(double s, long e, long q, Histogram h) {
            seconds += s;
            events += e;
            queries += q;
            intervals++;
            if (h.getTotalCount() > 0) {
                latency.add(h);
            }
        }

        void add(Batch other) {
            seconds += other.seconds;
            events += other.events;
            queries += other.queries;
            intervals += other.intervals;
            latency.add(other.latency);
        }
    }
}

package dev.dbbench.runner.jobs.metrics;

import dev.dbbench.result.LatencyMs;
import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.ClassicHistogramBuckets;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot.HistogramDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.prometheus.metrics.model.snapshots.Quantile;
import io.prometheus.metrics.model.snapshots.Quantiles;
import io.prometheus.metrics.model.snapshots.SummarySnapshot;
import io.prometheus.metrics.model.snapshots.SummarySnapshot.SummaryDataPointSnapshot;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Event latency in seconds, by {@code target} and {@code threads}, as Prometheus conventions want it: a histogram whose
 * buckets add up over any window and across the shards of a sharded run ({@code histogram_quantile}), and a summary
 * whose quantiles are the exact ones of the last interval, from its HdrHistogram. Both count every event since the
 * command started, warm-up included, like the counters. A step that ended keeps its counts but loses its quantiles, so
 * that no quantile lingers as if the step still ran. Fed on the engine's publishing thread, read on the HTTP threads.
 */
final class LatencyMetrics implements MultiCollector {
    static final String HISTOGRAM = "dbbench_transaction_duration_seconds";
    static final String SUMMARY = "dbbench_latency_seconds";
    /** Upper bounds in seconds, from 100 µs (a point select on a local server) to 10 s (a server about to time out). */
    private static final double[] BOUNDS = {0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
        1, 2.5, 5, 10, Double.POSITIVE_INFINITY};
    private static final double[] QUANTILES = {0.5, 0.9, 0.95, 0.99, 0.999, 1};
    private static final double NS_PER_SECOND = 1e9;
    private static final double MS_PER_SECOND = 1e3;

    private final Map<Labels, Series> series = new LinkedHashMap<>();

    /** Adds an interval's latencies to its step's series and makes {@code last} that step's quantiles. */
    synchronized void add(String target, String threads, Histogram latency, LatencyMs last) {
        Series s = series.computeIfAbsent(Labels.of("target", target, "threads", threads), l -> new Series());
        long below = 0;
        for (int b = 0; b < BOUNDS.length; b++) {
            long upTo = b == BOUNDS.length - 1 ? latency.getTotalCount()
                    : latency.getCountBetweenValues(0, (long) (BOUNDS[b] * NS_PER_SECOND));
            s.buckets[b] += upTo - below;
            below = upTo;
        }
        s.count += latency.getTotalCount();
        s.sum += latency.getTotalCount() == 0 ? 0 : latency.getMean() * latency.getTotalCount() / NS_PER_SECOND;
        double[] ms = {last.p50(), last.p90(), last.p95(), last.p99(), last.p999(), last.max()};
        s.quantiles = new double[ms.length];
        for (int q = 0; q < ms.length; q++) {
            s.quantiles[q] = ms[q] / MS_PER_SECOND;
        }
    }

    /** The step of {@code target} at {@code threads} ended: its quantiles are no longer those of a running step. */
    synchronized void ended(String target, String threads) {
        Series s = series.get(Labels.of("target", target, "threads", threads));
        if (s != null) {
            s.quantiles = null;
        }
    }

    @Override
    public synchronized MetricSnapshots collect() {
        HistogramSnapshot.Builder histogram = HistogramSnapshot.builder().name(HISTOGRAM)
                .help("Transaction (event) latency in seconds since the command started, warm-up included.");
        SummarySnapshot.Builder summary = SummarySnapshot.builder().name(SUMMARY)
                .help("Transaction (event) latency in seconds: quantiles of the last interval of the step now running"
                        + " (1 = max), count and sum since the command started.");
        series.forEach((labels, s) -> {
            histogram.dataPoint(HistogramDataPointSnapshot.builder().labels(labels)
                    .classicHistogramBuckets(ClassicHistogramBuckets.of(BOUNDS, s.buckets.clone())).sum(s.sum).build());
            Quantiles.Builder q = Quantiles.builder();
            if (s.quantiles != null) {
                for (int i = 0; i < QUANTILES.length; i++) {
                    q.quantile(new Quantile(QUANTILES[i], s.quantiles[i]));
                }
            }
            summary.dataPoint(SummaryDataPointSnapshot.builder().labels(labels).quantiles(q.build()).count(s.count).sum(s.sum).build());
        });
        return MetricSnapshots.of(histogram.build(), summary.build());
    }

    @Override
    public List<String> getPrometheusNames() {
        return List.of(HISTOGRAM, SUMMARY);
    }

    /** One step's latencies: counts per bucket (not cumulative), the count and sum, the last interval's quantiles. */
    private static final class Series {
        final long[] buckets = new long[BOUNDS.length];
        long count;
        double sum;
        double[] quantiles;
    }
}

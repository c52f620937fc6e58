package dev.dbbench.stats;

import dev.dbbench.result.LatencyDistribution;
import dev.dbbench.result.LatencyMs;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The result records' latencies from HdrHistograms of nanoseconds, in milliseconds rounded to the microsecond. The
 * records themselves know no histogram, so that plugins compile without HdrHistogram.
 */
public final class Percentiles {
    private static final double NS_PER_MS = 1_000_000.0;
    /** Points per halving of the distance to 100 %, as HdrHistogram's percentile output prints them. */
    private static final int TICKS_PER_HALF = 5;

    private Percentiles() {
    }

    /** The summary of a histogram of nanosecond values; all zero for an empty one. */
    public static LatencyMs of(Histogram h) {
        if (h.getTotalCount() == 0) {
            return LatencyMs.empty();
        }
        return new LatencyMs(ms(h.getMinValue()), round(h.getMean() / NS_PER_MS),
                ms(h.getValueAtPercentile(50)), ms(h.getValueAtPercentile(90)), ms(h.getValueAtPercentile(95)),
                ms(h.getValueAtPercentile(99)), ms(h.getValueAtPercentile(99.9)), ms(h.getMaxValue()));
    }

    /** The latency at any percentile, for sysbench's {@code --percentile}; 0 for an empty histogram. */
    public static double at(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? 0 : ms(h.getValueAtPercentile(percentile));
    }

    /** The percentile curve of {@code nanos}; no point for an empty histogram. */
    public static LatencyDistribution curve(String target, int threads, int repeat, int iteration, Histogram nanos) {
        List<LatencyDistribution.Point> points = new ArrayList<>();
        if (nanos.getTotalCount() > 0) {
            for (HistogramIterationValue v : nanos.percentiles(TICKS_PER_HALF)) {
                points.add(new LatencyDistribution.Point(v.getPercentileLevelIteratedTo(), round(v.getValueIteratedTo() / NS_PER_MS)));
            }
        }
        return new LatencyDistribution(target, threads, repeat, iteration, points);
    }

    private static double ms(long nanos) {
        return round(nanos / NS_PER_MS);
    }

    private static double round(double v) {
        return Math.round(v * 1000.0) / 1000.0;
    }
}

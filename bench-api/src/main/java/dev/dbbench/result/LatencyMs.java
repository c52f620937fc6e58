package dev.dbbench.result;

import org.HdrHistogram.Histogram;

/**
 * Event latency in milliseconds. Under a fixed {@code --rate} it is measured from each event's
 * intended start, so queueing delay is included (no coordinated omission).
 */
public record LatencyMs(double min, double avg, double p50, double p90, double p95, double p99, double p999, double max) {

    private static final double NS_PER_MS = 1_000_000.0;

    public static LatencyMs empty() {
        return new LatencyMs(0, 0, 0, 0, 0, 0, 0, 0);
    }

    /** Summarises a histogram of nanosecond values. */
    public static LatencyMs of(Histogram h) {
        if (h.getTotalCount() == 0) {
            return empty();
        }
        return new LatencyMs(ms(h.getMinValue()), round(h.getMean() / NS_PER_MS),
                ms(h.getValueAtPercentile(50)), ms(h.getValueAtPercentile(90)), ms(h.getValueAtPercentile(95)),
                ms(h.getValueAtPercentile(99)), ms(h.getValueAtPercentile(99.9)), ms(h.getMaxValue()));
    }

    /** The latency at any percentile, for sysbench's {@code --percentile}. */
    public static double at(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? 0 : ms(h.getValueAtPercentile(percentile));
    }

    private static double ms(long nanos) {
        return round(nanos / NS_PER_MS);
    }

    static double round(double v) {
        return Math.round(v * 1000.0) / 1000.0;
    }
}

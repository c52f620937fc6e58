package dev.dbbench.result;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The latency of one step at every percentile, from its merged interval histograms: the curve of a percentile plot,
 * which shows the tail that a few percentiles hide.
 *
 * @param target    the target's name
 * @param threads   the step's thread count
 * @param repeat    1-based repeat
 * @param iteration 1-based iteration
 * @param points    by rising percentile, the last at 100
 */
public record LatencyDistribution(String target, int threads, int repeat, int iteration, List<LatencyDistribution.Point> points) {
    /** Points per halving of the distance to 100 %, as HdrHistogram's percentile output prints them. */
    private static final int TICKS_PER_HALF = 5;

    /**
     * @param percentile 0 to 100
     * @param ms         the latency at that percentile, in milliseconds
     */
    public record Point(double percentile, double ms) {
    }

    public LatencyDistribution {
        points = List.copyOf(points);
    }

    /** The curve of {@code nanos}, a histogram of latencies in nanoseconds; no point for an empty one. */
    public static LatencyDistribution of(String target, int threads, int repeat, int iteration, Histogram nanos) {
        List<Point> points = new ArrayList<>();
        if (nanos.getTotalCount() > 0) {
            for (HistogramIterationValue v : nanos.percentiles(TICKS_PER_HALF)) {
                points.add(new Point(v.getPercentileLevelIteratedTo(), LatencyMs.round(v.getValueIteratedTo() / 1_000_000.0)));
            }
        }
        return new LatencyDistribution(target, threads, repeat, iteration, points);
    }

    /** True when this is the curve of {@code step}. */
    public boolean of(StepResult step) {
        return target.equals(step.target()) && threads == step.threads() && repeat == step.repeat() && iteration == step.iteration();
    }
}

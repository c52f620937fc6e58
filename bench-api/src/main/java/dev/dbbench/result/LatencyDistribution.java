package dev.dbbench.result;

import java.util.List;

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
    /**
     * @param percentile 0 to 100
     * @param ms         the latency at that percentile, in milliseconds
     */
    public record Point(double percentile, double ms) {
    }

    /**
     * Copies the points.
     *
     * @param target    the target's name
     * @param threads   the step's thread count
     * @param repeat    1-based repeat
     * @param iteration 1-based iteration
     * @param points    by rising percentile, the last at 100
     */
    public LatencyDistribution {
        points = List.copyOf(points);
    }

    /**
     * Whether this is the curve of a step.
     *
     * @param step a step of the same result
     * @return true when target, threads, repeat and iteration are the step's
     */
    public boolean of(StepResult step) {
        return target.equals(step.target()) && threads == step.threads() && repeat == step.repeat() && iteration == step.iteration();
    }
}

package dev.dbbench.reports;

import dev.dbbench.result.StepResult;
import dev.dbbench.result.sweep.Samples;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalDouble;
import java.util.function.ToDoubleFunction;

/**
 * Every measurement of one target at one thread count: its repeats and iterations. Failed steps carry no usable
 * numbers and are left out of the statistics. Steps cut short
 * ({@code stopped}, by Ctrl-C or a kill) measured only a fragment of their planned time: they count only where no
 * full measurement exists, and then {@link #stoppedOnly()} says so.
 *
 * @param target  the target's name
 * @param threads the thread count
 * @param steps   the steps in result order
 */
public record StepGroup(String target, int threads, List<StepResult> steps) {

    public StepGroup {
        steps = List.copyOf(steps);
    }

    /** The steps whose numbers the statistics use: see {@link Samples#usable}. */
    public List<StepResult> measured() {
        return Samples.usable(steps);
    }

    /** True when the numbers come only from steps cut short, so they must not be read as a full step. */
    public boolean stoppedOnly() {
        List<StepResult> m = measured();
        return !m.isEmpty() && m.stream().allMatch(Samples::stopped);
    }

    /** Steps cut short and left out because others here ran their full time (see {@link Samples#stoppedLeftOut}). */
    public int stoppedLeftOut() {
        return Samples.stoppedLeftOut(steps);
    }

    /** True when every step failed, so there is nothing to show but the failure. */
    public boolean allFailed() {
        return measured().isEmpty();
    }

    /**
     * The number a table cell shows, the statistic the sweep's summary uses too: the median over repeats (the
     * mean of the middle two for an even count), or for a {@linkplain Metric#highestObserved() maximum} the
     * highest of every repeat and iteration.
     */
    public OptionalDouble value(Metric m) {
        if (m.highestObserved()) {
            return Samples.highest(measured(), m::of);
        }
        return median(m::of);
    }

    /**
     * The median over repeats of {@code f} (each repeat the mean of its iterations), as {@link #value} takes it for a
     * table's metric; a step whose value is not finite (NaN for "not measured") is left out. Empty when none has one.
     */
    public OptionalDouble median(ToDoubleFunction<StepResult> f) {
        double[] v = values(f);
        return v.length == 0 ? OptionalDouble.empty() : OptionalDouble.of(median(v));
    }

    /** The best measured value: the highest throughput or the lowest latency (for results published as the best of 3 runs). */
    public OptionalDouble best(Metric m) {
        double[] v = values(m);
        if (v.length == 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(m.higherIsBetter() ? v[v.length - 1] : v[0]);
    }

    /**
     * Highest minus lowest of the repeats' values over their median, in percent: how much the repeats
     * disagree. Empty below two repeats.
     */
    public OptionalDouble spreadPercent(Metric m) {
        double[] v = values(m);
        if (v.length < 2 || median(v) == 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of((v[v.length - 1] - v[0]) / median(v) * 100.0);
    }

    /** The middle of sorted values, the mean of the middle two for an even count. */
    private static double median(double[] sorted) {
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2.0;
    }

    /** One value per repeat, the mean over its iterations (see {@link Samples}), sorted. */
    private double[] values(Metric m) {
        return values(m::of);
    }

    private double[] values(ToDoubleFunction<StepResult> f) {
        double[] v = Samples.repeatMeans(measured(), f).stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        return v;
    }

    /** How many repeats measured this step. */
    public int repeats() {
        return (int) measured().stream().mapToInt(StepResult::repeat).distinct().count();
    }
}

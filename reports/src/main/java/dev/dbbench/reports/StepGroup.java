package dev.dbbench.reports;

import dev.dbbench.result.Estimate;
import dev.dbbench.result.Measure;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.Samples;
import dev.dbbench.sweep.Cells;

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
     * The number a table cell shows, the statistic the sweep's summary uses too: the mean over repeats (each repeat the
     * mean of its iterations; see {@link Cells}), or for a {@linkplain Metric#highestObserved() maximum} the highest of
     * every repeat and iteration.
     */
    public OptionalDouble value(Metric m) {
        if (m.highestObserved()) {
            return Samples.highest(measured(), m::of);
        }
        return mean(m::of);
    }

    /** The estimate of {@code m}, with its 95 % interval: what the summary, the tables and the comparisons show. */
    public Estimate estimate(Measure m) {
        return Cells.estimate(measured(), m);
    }

    /** The estimate of {@code perStep} over the repeats, with its 95 % interval when there are two or more. */
    public Estimate estimate(ToDoubleFunction<StepResult> perStep) {
        return Cells.estimate(measured(), perStep);
    }

    /**
     * The mean over repeats of {@code f} (each repeat the mean of its iterations), as {@link #value} takes it for a
     * table's metric; a step whose value is not finite (NaN for "not measured") is left out. Empty when none has one.
     */
    public OptionalDouble mean(ToDoubleFunction<StepResult> f) {
        double[] v = values(f);
        return v.length == 0 ? OptionalDouble.empty() : OptionalDouble.of(Arrays.stream(v).average().orElseThrow());
    }

    /** The best measured value: the highest throughput or the lowest latency (for results published as the best of 3 runs). */
    public OptionalDouble best(Metric m) {
        double[] v = values(m);
        if (v.length == 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(m.higherIsBetter() ? v[v.length - 1] : v[0]);
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

package dev.dbbench.sweep;

import dev.dbbench.result.Estimate;
import dev.dbbench.result.Measure;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.Samples;
import dev.dbbench.stats.Estimators;
import dev.dbbench.stats.Sample;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The estimate of one measure of one cell (a target at a thread count) from the steps that stand for it ({@link
 * Samples#usable}): the one rule every summary, table, chart and comparison takes its numbers from. Each repeat is one
 * value, the mean over its iterations. With two repeats or more the estimate is their mean and its interval comes from
 * their spread; with one, it is that repeat's value and its interval comes from the repeat's batches of intervals (its
 * iterations' batches in turn).
 */
public final class Cells {
    private Cells() {
    }

    /** The estimate of {@code m} over {@code usable}, with what its interval is computed from. */
    public static Sample sample(List<StepResult> usable, Measure m) {
        List<List<StepResult>> repeats = byRepeat(usable);
        double[] values = new double[repeats.size()];
        double[] within = new double[repeats.size()];
        List<Double> onlyBatches = List.of();
        for (int r = 0; r < repeats.size(); r++) {
            List<StepResult> steps = repeats.get(r);
            values[r] = steps.stream().mapToDouble(m::of).average().orElse(Double.NaN);
            List<Double> batches = new ArrayList<>();
            steps.forEach(s -> batches.addAll(m.ofBatches(s)));
            within[r] = Estimators.ofBatches(values[r], batches).se();
            onlyBatches = batches;
        }
        if (repeats.size() == 1) {
            return Estimators.ofBatches(values[0], onlyBatches);
        }
        return Estimators.ofRepeats(values, within);
    }

    public static Estimate estimate(List<StepResult> usable, Measure m) {
        return sample(usable, m).estimate();
    }

    /**
     * The estimate of a number each step has beside the measures (a metric its workload declares), each repeat the mean
     * of its iterations: with two repeats or more their mean with its interval from their spread; with one, its value
     * without an interval, as a step keeps no batches of it. Steps without a finite value are left out; NaN when none has one.
     */
    public static Estimate estimate(List<StepResult> usable, ToDoubleFunction<StepResult> perStep) {
        return sample(usable, perStep).estimate();
    }

    /** {@link #estimate(List, ToDoubleFunction)} with what its interval is computed from, as comparisons need it. */
    public static Sample sample(List<StepResult> usable, ToDoubleFunction<StepResult> perStep) {
        List<List<StepResult>> repeats = byRepeat(usable.stream().filter(s -> Double.isFinite(perStep.applyAsDouble(s))).toList());
        double[] values = repeats.stream().mapToDouble(steps -> steps.stream().mapToDouble(perStep).average().orElse(Double.NaN))
                .toArray();
        double[] within = new double[values.length];
        java.util.Arrays.fill(within, Double.NaN);
        return Estimators.ofRepeats(values, within);
    }

    /**
     * The samples JMH's numbers are computed from, one list per repeat (a JMH fork): each iteration's value when a repeat
     * has several; else each repeat's one value when there are several repeats; else, for a step measured once, its
     * batches' values ({@code perBatch}, when it has them). JMH takes every sample as independent: its error is not the
     * 95 % interval of {@link #sample}, which corrects for correlated batches.
     */
    public static List<List<Double>> jmhSamples(List<StepResult> usable, ToDoubleFunction<StepResult> perStep,
                                                Function<StepResult, List<Double>> perBatch) {
        List<List<StepResult>> repeats = byRepeat(usable);
        List<List<Double>> out = new ArrayList<>();
        for (List<StepResult> steps : repeats) {
            List<Double> samples = new ArrayList<>();
            if (repeats.size() == 1 && steps.size() == 1) {
                samples.addAll(perBatch.apply(steps.get(0)));
            }
            if (samples.isEmpty()) {
                steps.forEach(s -> samples.add(perStep.applyAsDouble(s)));
            }
            out.add(List.copyOf(samples));
        }
        return List.copyOf(out);
    }

    /** The steps by repeat, repeats in order. */
    private static List<List<StepResult>> byRepeat(List<StepResult> steps) {
        Map<Integer, List<StepResult>> by = new TreeMap<>();
        steps.forEach(s -> by.computeIfAbsent(s.repeat(), k -> new ArrayList<>()).add(s));
        return List.copyOf(by.values());
    }
}

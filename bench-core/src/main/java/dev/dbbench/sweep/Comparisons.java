package dev.dbbench.sweep;

import dev.dbbench.result.CellComparison;
import dev.dbbench.result.Measure;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.Samples;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.MetricValue;
import dev.dbbench.spi.metric.Shares;
import dev.dbbench.stats.Ratios;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Every target of a result against the first, at every thread count both measured in full, in every {@link Measure}
 * and then every rate its workload declares (higher is better, named by the metric's name): the cells a sweep of several
 * targets, or {@code compare} of several results, puts side by side. A declared rate has no batches, so a cell measured
 * once has no interval for it and its verdict is unknown; a cell without a value of it is not compared in it. A cell measured only
 * by steps cut short, or where every step failed, is no measurement of its server and is not compared.
 */
public final class Comparisons {
    /** The difference the advice is for when no {@code --precision} was given, in percent. */
    public static final double DEFAULT_RESOLVE_PCT = 5;

    private Comparisons() {
    }

    /** The comparisons of {@code steps}' targets in the measures alone; see {@link #of(List, List, double)}. */
    public static List<CellComparison> of(List<StepResult> steps, double resolvePct) {
        return of(steps, List.of(), resolvePct);
    }

    /**
     * The comparisons of {@code steps}' targets, in the order the targets first appear, against the first: per cell the
     * measures, then the rates among {@code declared} (shares, a check of the mix, are not compared).
     */
    public static List<CellComparison> of(List<StepResult> steps, List<Metric> declared, double resolvePct) {
        List<Metric> rates = declared.stream().filter(m -> !(m instanceof Shares)).toList();
        Map<String, TreeMap<Integer, List<StepResult>>> cells = new LinkedHashMap<>();
        for (StepResult s : steps) {
            cells.computeIfAbsent(s.target(), k -> new TreeMap<>()).computeIfAbsent(s.threads(), k -> new ArrayList<>()).add(s);
        }
        List<String> targets = List.copyOf(cells.keySet());
        List<CellComparison> out = new ArrayList<>();
        if (targets.size() < 2) {
            return out;
        }
        String baseline = targets.get(0);
        for (String target : targets.subList(1, targets.size())) {
            cells.get(target).forEach((threads, list) -> {
                List<StepResult> base = full(cells.get(baseline).get(threads));
                List<StepResult> other = full(list);
                if (base.isEmpty() || other.isEmpty()) {
                    return;
                }
                for (Measure m : Measure.values()) {
                    Ratios.compare(m.key(), m.higherIsBetter(), threads, baseline, target, Cells.sample(base, m),
                            Cells.sample(other, m), resolvePct).ifPresent(out::add);
                }
                for (Metric m : rates) {
                    Ratios.compare(m.name(), true, threads, baseline, target, Cells.sample(base, st -> number(st, m)),
                            Cells.sample(other, st -> number(st, m)), resolvePct).ifPresent(out::add);
                }
            });
        }
        return out;
    }

    /**
     * {@code m}'s value in {@code step}, derived from its counts as a result derives its steps' metrics, so that steps
     * not yet in a result compare the same; NaN when it has none.
     */
    private static double number(StepResult step, Metric m) {
        return m.valueOf(step.counts()).map(MetricValue::number).orElse(Double.NaN);
    }

    /** The steps that stand for a cell, when they ran their full time; none otherwise. */
    private static List<StepResult> full(List<StepResult> steps) {
        if (steps == null) {
            return List.of();
        }
        List<StepResult> usable = Samples.usable(steps);
        return usable.stream().allMatch(Samples::stopped) ? List.of() : usable;
    }
}

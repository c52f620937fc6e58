package dev.dbbench.sweep;

import dev.dbbench.result.CellComparison;
import dev.dbbench.result.Measure;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.Samples;
import dev.dbbench.stats.Ratios;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Every target of a result against the first, at every thread count both measured in full, in every {@link Measure}:
 * the cells a sweep of several targets, or {@code compare} of several results, puts side by side. A cell measured only
 * by steps cut short, or where every step failed, is no measurement of its server and is not compared.
 */
public final class Comparisons {
    /** The difference the advice is for when no {@code --precision} was given, in percent. */
    public static final double DEFAULT_RESOLVE_PCT = 5;

    private Comparisons() {
    }

    /** The comparisons of {@code steps}' targets, in the order the targets first appear, against the first. */
    public static List<CellComparison> of(List<StepResult> steps, double resolvePct) {
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
            });
        }
        return out;
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

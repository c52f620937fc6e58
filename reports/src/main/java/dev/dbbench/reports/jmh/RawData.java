package dev.dbbench.reports.jmh;

import dev.dbbench.reports.StepGroup;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The raw samples of a JMH metric: one list per repeat (a JMH fork). A repeat of several iterations has a sample per
 * iteration, as JMH has one per measurement iteration; a repeat measured once has a sample per measured interval,
 * when the intervals are at hand, else the step's own value.
 */
final class RawData {
    private RawData() {
    }

    static List<List<Double>> of(StepGroup g, ToDoubleFunction<StepResult> perStep, List<IntervalResult> intervals,
                                 ToDoubleFunction<IntervalResult> perInterval) {
        Map<Integer, List<StepResult>> byRepeat = new LinkedHashMap<>();
        g.measured().forEach(s -> byRepeat.computeIfAbsent(s.repeat(), k -> new ArrayList<>()).add(s));
        List<List<Double>> out = new ArrayList<>();
        byRepeat.forEach((repeat, steps) -> {
            List<Double> samples = new ArrayList<>();
            if (steps.size() == 1) {
                StepResult s = steps.get(0);
                intervals.stream().filter(i -> !i.warmup() && i.target().equals(s.target()) && i.threads() == s.threads()
                        && i.repeat() == s.repeat() && i.iteration() == s.iteration()).forEach(i -> samples.add(perInterval.applyAsDouble(i)));
            }
            if (samples.isEmpty()) {
                steps.forEach(s -> samples.add(perStep.applyAsDouble(s)));
            }
            out.add(List.copyOf(samples));
        });
        return List.copyOf(out);
    }
}

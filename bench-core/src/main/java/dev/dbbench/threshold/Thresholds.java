package dev.dbbench.threshold;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.WindowStats;
import dev.dbbench.result.StepSummary;
import dev.dbbench.result.ThresholdCheck;
import dev.dbbench.sweep.SweepAnalysis;
import java.util.List;
import java.util.Optional;

/**
 * The threshold rules of a run, and whether an unclear one fails it.
 *
 * @param rules  the rules, in the order given
 * @param strict whether a rule whose interval holds its limit fails the run as a broken one does
 */
public record Thresholds(List<Rule> rules, boolean strict) {
    /** No rule: nothing is judged. */
    public static final Thresholds NONE = new Thresholds(List.of(), false);

    public Thresholds {
        rules = List.copyOf(rules);
    }

    /** Parses each of {@code texts}; the first bad one is a {@code UsageException} naming it and the forms accepted. */
    public static Thresholds parse(List<String> texts, boolean strict) {
        return new Thresholds(texts.stream().map(Rule::parse).toList(), strict);
    }

    public boolean isEmpty() {
        return rules.isEmpty();
    }

    /** Every rule judged on {@code measured}. */
    public ThresholdCheck judge(List<Measured> measured) {
        return new ThresholdCheck(strict, rules.stream().map(r -> r.judge(measured)).toList());
    }

    /**
     * Every rule judged on {@code result}: a stability run's windows (its whole run when it was shorter than one
     * window), else each target and thread count of its steps, as {@code summary.steps} of a sweep holds them.
     */
    public ThresholdCheck judge(RunResult result) {
        Optional<StabilitySummary> stability = result.summary().stability();
        if (stability.isPresent()) {
            Optional<StepResult> step = result.steps().stream().findFirst();
            String target = step.map(StepResult::target).orElse(result.target() == null ? "" : result.target().name());
            int threads = step.map(StepResult::threads).orElse(0);
            StabilitySummary s = stability.get();
            List<WindowStats> windows = s.windows().isEmpty() ? List.of(s.run()) : s.windows();
            return judge(windows.stream().map(w -> Measured.window(w, target, threads)).toList());
        }
        List<StepSummary> perStep = result.summary().steps().orElseGet(() -> SweepAnalysis.summarise(result.steps()));
        return judge(Measured.steps(perStep, result.steps()));
    }
}

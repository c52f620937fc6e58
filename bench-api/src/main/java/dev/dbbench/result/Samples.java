package dev.dbbench.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/**
 * Which measurements of one target at one thread count stand for it, and how they combine: the one rule
 * the sweep's summary and every report table share, so a cell never shows another statistic than the
 * summary. A failed step measured only until its error and a stopped one (Ctrl-C or killed) only a fragment of
 * {@code --time}; the full steps stand for the thread count, the stopped ones only where none is full.
 * Iterations are averaged within their repeat, then repeats are compared, so iterations never outvote repeats;
 * only the max latency is not a typical value but the worst one seen, so it is the {@linkplain #highest highest}
 * of every step: a median of the repeats' maxima would hide a worse latency that was observed.
 */
public final class Samples {
    private Samples() {
    }

    /**
     * The steps that stand for a thread count: the full steps, else the stopped ones, else none (every step failed).
     *
     * @param steps the steps of one target at one thread count
     * @return the usable steps, in result order
     */
    public static List<StepResult> usable(List<StepResult> steps) {
        List<StepResult> notFailed = steps.stream().filter(s -> !failed(s)).toList();
        List<StepResult> full = notFailed.stream().filter(s -> !stopped(s)).toList();
        return full.isEmpty() ? notFailed : full;
    }

    /**
     * How many steps cut short are left out of {@link #usable} because others ran their full time: a repeat that a
     * Ctrl-C or a kill cut short, whose thread count is then measured by fewer repeats than planned.
     *
     * @param steps the steps of one target at one thread count
     * @return the count
     */
    public static int stoppedLeftOut(List<StepResult> steps) {
        List<StepResult> used = usable(steps);
        return (int) steps.stream().filter(s -> stopped(s) && !used.contains(s)).count();
    }

    /**
     * Each repeat's mean of {@code f} over its iterations; non-finite values are left out.
     *
     * @param steps the usable steps of one target at one thread count
     * @param f     the number read from each step
     * @return one mean per repeat, in repeat order
     */
    public static List<Double> repeatMeans(List<StepResult> steps, ToDoubleFunction<StepResult> f) {
        Map<Integer, List<StepResult>> byRepeat = new TreeMap<>();
        steps.forEach(s -> byRepeat.computeIfAbsent(s.repeat(), k -> new ArrayList<>()).add(s));
        List<Double> out = new ArrayList<>();
        byRepeat.values().forEach(list -> {
            double mean = list.stream().mapToDouble(f).filter(Double::isFinite).average().orElse(Double.NaN);
            if (Double.isFinite(mean)) {
                out.add(mean);
            }
        });
        return out;
    }

    /**
     * The highest finite value of {@code f} over every step (all repeats and iterations).
     *
     * @param steps the usable steps of one target at one thread count
     * @param f     the number read from each step
     * @return the highest value; empty when there is none
     */
    public static OptionalDouble highest(List<StepResult> steps, ToDoubleFunction<StepResult> f) {
        return steps.stream().mapToDouble(f).filter(Double::isFinite).max();
    }

    /**
     * Whether an error ended the step.
     *
     * @param s a step
     * @return true for a failed step
     */
    public static boolean failed(StepResult s) {
        return s.status().failed();
    }

    /**
     * Whether the step was cut short.
     *
     * @param s a step
     * @return true for a stopped step
     */
    public static boolean stopped(StepResult s) {
        return s.status().stopped();
    }
}

package dev.dbbench.sweep;

import dev.dbbench.result.CellComparison;
import dev.dbbench.result.Measure;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.result.Samples;
import dev.dbbench.result.Saturation;
import dev.dbbench.result.StepSummary;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.stats.Ratios;
import dev.dbbench.stats.Sample;
import dev.dbbench.stats.Stats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;

/** Summarises the steps of a sweep per target and thread count, and finds each target's peak and knee. */
public final class SweepAnalysis {
    /** A knee is where TPS gains less than this fraction ... */
    public static final double KNEE_TPS_GAIN = 0.05;
    /** ... while p95 grows by more than this fraction. */
    public static final double KNEE_P95_GROWTH = 0.50;

    private SweepAnalysis() {
    }

    /**
     * {@code summary} with a sweep's sections made from {@code steps}: the summary per target and thread count, each
     * target's saturation and, with several targets, every target against the first. The one way a sweep is summarised,
     * whether it just ended or {@code report} rebuilt its steps from the interval files, so that both give the same
     * numbers.
     *
     * @param declared   the metrics the workload declares: its rates are compared after the measures
     * @param resolvePct the difference, in percent, the comparisons' advice is for
     */
    public static RunSummary summarise(RunSummary summary, List<StepResult> steps, List<Metric> declared, double resolvePct) {
        List<StepSummary> perStep = summarise(steps);
        RunSummary out = summary.withSteps(perStep).withSaturation(saturation(perStep, steps));
        List<CellComparison> compared = Comparisons.of(steps, declared, resolvePct);
        return compared.isEmpty() ? out : out.withComparisons(compared);
    }

    /** {@link #summarise(RunSummary, List, List, double)} with the advice for a 5 % difference. */
    public static RunSummary summarise(RunSummary summary, List<StepResult> steps, List<Metric> declared) {
        return summarise(summary, steps, declared, Comparisons.DEFAULT_RESOLVE_PCT);
    }

    public static List<StepSummary> summarise(List<StepResult> steps) {
        Map<String, TreeMap<Integer, List<StepResult>>> grouped = group(steps);
        List<StepSummary> out = new ArrayList<>();
        grouped.forEach((target, byThreads) -> byThreads.forEach((threads, list) -> out.add(summary(target, threads, list))));
        return out;
    }

    private static Map<String, TreeMap<Integer, List<StepResult>>> group(List<StepResult> steps) {
        Map<String, TreeMap<Integer, List<StepResult>>> g = new LinkedHashMap<>();
        for (StepResult s : steps) {
            g.computeIfAbsent(s.target(), k -> new TreeMap<>()).computeIfAbsent(s.threads(), k -> new ArrayList<>()).add(s);
        }
        return g;
    }

    /** The usable steps (see {@link Samples}) summarised; a thread count where every step failed keeps its errors. */
    private static StepSummary summary(String target, int threads, List<StepResult> steps) {
        List<StepResult> usable = Samples.usable(steps);
        if (usable.isEmpty()) {
            return summary(target, threads, steps, StepStatus.FAILED, 0);
        }
        return summary(target, threads, usable, usable.stream().allMatch(Samples::stopped) ? StepStatus.STOPPED : StepStatus.OK,
                Samples.stoppedLeftOut(steps));
    }

    private static StepSummary summary(String target, int threads, List<StepResult> samples, StepStatus status, int stoppedLeftOut) {
        List<Double> repeatTps = Samples.repeatMeans(samples, StepResult::tps);
        double mean = Stats.mean(repeatTps);
        double best = repeatTps.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        double worst = repeatTps.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        // One repeat has no spread and one sample no error: empty, not a 0 that reads as "the repeats agreed".
        OptionalDouble spread = repeatTps.size() < 2 || mean == 0 ? OptionalDouble.empty()
                : OptionalDouble.of(round((best - worst) / mean * 100));
        List<Double> jmh = Cells.jmhSamples(samples, StepResult::tps, Measure.TPS::ofBatches).stream()
                .flatMap(List::stream).toList();
        OptionalDouble error = jmh.size() < 2 ? OptionalDouble.empty() : OptionalDouble.of(round(Stats.error999(jmh)));
        long tx = samples.stream().mapToLong(StepResult::transactions).sum();
        long errors = samples.stream().mapToLong(StepResult::errors).sum();
        int repeats = (int) samples.stream().mapToInt(StepResult::repeat).distinct().count();
        // Every measure is the same statistic, so a row's QPS is its TPS times the queries per transaction.
        return new StepSummary(target, threads, repeats, samples.size(), Cells.estimate(samples, Measure.TPS),
                Cells.estimate(samples, Measure.QPS), Cells.estimate(samples, Measure.AVG_MS),
                Cells.estimate(samples, Measure.P95_MS), Cells.estimate(samples, Measure.P99_MS),
                round(Samples.highest(samples, s -> s.latencyMs().max()).orElse(0)),
                tx + errors == 0 ? 0 : round(errors * 100.0 / (tx + errors)), round(best), spread,
                round(Stats.mean(jmh)), error, status, stoppedLeftOut);
    }

    /**
     * Each target's peak and knee over its {@linkplain StepSummary#complete() complete} thread counts; a
     * target none of whose thread counts completed has neither and is left out. The peak's ties are the thread counts
     * whose TPS the comparison with the peak cannot tell apart from it.
     */
    public static List<Saturation> saturation(List<StepSummary> summaries, List<StepResult> steps) {
        Map<String, List<StepSummary>> byTarget = new LinkedHashMap<>();
        summaries.stream().filter(StepSummary::complete)
                .forEach(s -> byTarget.computeIfAbsent(s.target(), k -> new ArrayList<>()).add(s));
        Map<String, TreeMap<Integer, List<StepResult>>> grouped = group(steps);
        List<Saturation> out = new ArrayList<>();
        byTarget.forEach((target, list) -> {
            StepSummary peak = list.stream().max((a, b) -> Double.compare(a.tps().value(), b.tps().value())).orElseThrow();
            Sample top = Cells.sample(Samples.usable(grouped.get(target).get(peak.threads())), Measure.TPS);
            List<Integer> ties = new ArrayList<>();
            for (StepSummary other : list) {
                if (other.threads() == peak.threads()) {
                    continue;
                }
                Sample s = Cells.sample(Samples.usable(grouped.get(target).get(other.threads())), Measure.TPS);
                Ratios.compare("tps", true, other.threads(), target, target, top, s, Comparisons.DEFAULT_RESOLVE_PCT)
                        .filter(c -> c.verdict() == CellComparison.Verdict.INDISTINGUISHABLE).ifPresent(c -> ties.add(other.threads()));
            }
            out.add(new Saturation(target, peak.threads(), peak.tps(), ties, knee(list)));
        });
        return out;
    }

    /** The first step after which TPS rises less than 5 % while p95 rises more than 50 %; list sorted by threads. */
    static Optional<Integer> knee(List<StepSummary> sorted) {
        for (int i = 0; i + 1 < sorted.size(); i++) {
            StepSummary a = sorted.get(i);
            StepSummary b = sorted.get(i + 1);
            boolean flat = b.tps().value() < a.tps().value() * (1 + KNEE_TPS_GAIN);
            boolean slower = a.p95Ms().value() > 0 && b.p95Ms().value() > a.p95Ms().value() * (1 + KNEE_P95_GROWTH);
            if (flat && slower) {
                return Optional.of(a.threads());
            }
        }
        return Optional.empty();
    }

    private static double round(double v) {
        return Double.isNaN(v) ? v : Math.round(v * 100) / 100.0;
    }
}

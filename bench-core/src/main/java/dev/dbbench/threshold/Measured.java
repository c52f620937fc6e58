package dev.dbbench.threshold;

import dev.dbbench.result.Estimate;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.WindowStats;
import dev.dbbench.result.StepSummary;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What one step or stability window measured, as rules are judged on it: each metric as an {@link Estimate}, with its
 * 95 % interval where the result has one.
 *
 * @param where   the step ({@code mariadb, 64 threads}) or window ({@code window 1h-2h}), as messages name it
 * @param target  the target's name, with its swept params when the run swept any
 * @param threads the thread count
 * @param values  every {@link Metric}'s value
 */
public record Measured(String where, String target, int threads, Map<Metric, Estimate> values) {
    public Measured {
        values = Collections.unmodifiableMap(new EnumMap<>(values));
        if (values.size() != Metric.values().length) {
            throw new IllegalArgumentException("a value for every metric, not " + values.keySet());
        }
    }

    public Estimate value(Metric m) {
        return values.get(m);
    }

    /**
     * Each summary of a run or sweep ({@code summary.steps}, one per target and thread count) with the errors its
     * steps counted, every repeat's.
     */
    public static List<Measured> steps(List<StepSummary> summaries, List<StepResult> steps) {
        List<Measured> out = new ArrayList<>();
        for (StepSummary s : summaries) {
            long errors = steps.stream().filter(r -> r.target().equals(s.target()) && r.threads() == s.threads())
                    .mapToLong(StepResult::errors).sum();
            Map<Metric, Estimate> v = new EnumMap<>(Metric.class);
            v.put(Metric.AVG, s.avgMs());
            v.put(Metric.P95, s.p95Ms());
            v.put(Metric.P99, s.p99Ms());
            v.put(Metric.MAX, Estimate.point(s.maxMs()));
            v.put(Metric.TPS, s.tps());
            v.put(Metric.QPS, s.qps());
            v.put(Metric.ERROR_RATE, Estimate.point(s.errorRatePct()));
            v.put(Metric.ERRORS, Estimate.point(errors));
            out.add(new Measured(s.target() + ", " + s.threads() + (s.threads() == 1 ? " thread" : " threads"),
                    s.target(), s.threads(), v));
        }
        return out;
    }

    /** A stability window of {@code target} at {@code threads}, with the intervals of its estimates where it has them. */
    public static Measured window(WindowStats w, String target, int threads) {
        Map<Metric, Estimate> v = new EnumMap<>(Metric.class);
        var e = w.estimates();
        v.put(Metric.AVG, Estimate.point(w.latencyMs().avg()));
        v.put(Metric.P95, e.map(WindowStats.Estimates::p95Ms).orElse(Estimate.point(w.latencyMs().p95())));
        v.put(Metric.P99, e.map(WindowStats.Estimates::p99Ms).orElse(Estimate.point(w.latencyMs().p99())));
        v.put(Metric.MAX, Estimate.point(w.latencyMs().max()));
        v.put(Metric.TPS, e.map(WindowStats.Estimates::tps).orElse(Estimate.point(w.tpsMean())));
        v.put(Metric.QPS, e.map(WindowStats.Estimates::qps).orElse(Estimate.point(w.qpsMean())));
        long events = w.transactions() + w.errors();
        v.put(Metric.ERROR_RATE, Estimate.point(events == 0 ? 0 : w.errors() * 100.0 / events));
        v.put(Metric.ERRORS, Estimate.point(w.errors()));
        return new Measured("window " + w.label(), target, threads, v);
    }
}

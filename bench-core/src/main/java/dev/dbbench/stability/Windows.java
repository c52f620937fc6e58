package dev.dbbench.stability;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.WindowStats;
import dev.dbbench.result.BatchSeries;
import dev.dbbench.stats.BatchMeans;
import dev.dbbench.stats.Estimators;
import dev.dbbench.stats.Stats;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Statistics of a stretch of intervals: the whole run, or each analysis window. */
public final class Windows {
    private Windows() {
    }

    /**
     * The statistics of {@code intervals} (in time order, at least one) with their merged {@code latency}.
     * CV and minimum use only full intervals (all of them if none is full).
     */
    public static WindowStats stats(String label, List<IntervalResult> intervals, LatencyMs latency, double nominalSeconds,
                                    double partialBelowPct) {
        long tx = 0;
        long queries = 0;
        long errors = 0;
        long timeouts = 0;
        long reconnects = 0;
        double seconds = 0;
        Map<String, Long> codes = new HashMap<>();
        Map<String, Long> operations = new LinkedHashMap<>();
        for (IntervalResult i : intervals) {
            i.operations().forEach((k, v) -> operations.merge(k, v, Long::sum));
            tx += i.transactions();
            queries += i.queries();
            errors += i.errors();
            timeouts += i.timeouts();
            reconnects += i.reconnects();
            seconds += i.durationSeconds();
            i.errorsByCode().forEach((k, v) -> codes.merge(k, v, Long::sum));
        }
        List<IntervalResult> judged = intervals.stream().filter(i -> Series.full(i, nominalSeconds, partialBelowPct)).toList();
        if (judged.isEmpty()) {
            judged = intervals;
        }
        IntervalResult slowest = judged.get(0);
        List<Double> tps = new ArrayList<>(judged.size());
        for (IntervalResult i : judged) {
            tps.add(i.tps());
            if (i.tps() < slowest.tps()) {
                slowest = i;
            }
        }
        IntervalResult first = intervals.get(0);
        IntervalResult last = intervals.get(intervals.size() - 1);
        return new WindowStats(label, Series.round(Series.startSeconds(first), 3), Series.round(last.elapsedSeconds(), 3),
                intervals.size(), tx, StepResult.perSecond(tx, seconds), Series.round(Stats.cvPercent(tps), 2), slowest.tps(),
                Series.round(slowest.elapsedSeconds(), 3), StepResult.perSecond(queries, seconds), latency, errors, timeouts, reconnects,
                new TreeMap<>(codes), operations, Optional.of(estimates(intervals, tx, queries, seconds, latency)));
    }

    /**
     * The window's numbers with their intervals: rates from its intervals in batches, as a step's are; latency from
     * batches of the intervals' own percentiles, as the window's merged histogram is not kept per interval here.
     */
    private static WindowStats.Estimates estimates(List<IntervalResult> intervals, long tx, long queries, double seconds,
                                                   LatencyMs latency) {
        BatchMeans batches = new BatchMeans(2);
        for (IntervalResult i : intervals) {
            batches.add(i.durationSeconds(), i.transactions(), i.queries(), NO_LATENCY);
        }
        BatchSeries series = batches.series();
        return new WindowStats.Estimates(Estimators.ofBatches(StepResult.perSecond(tx, seconds), series.tps()).estimate(),
                Estimators.ofBatches(StepResult.perSecond(queries, seconds), series.qps()).estimate(),
                Estimators.ofBatches(latency.p95(), BatchMeans.means(intervals.stream().map(i -> i.latencyMs().p95()).toList()))
                        .estimate(),
                Estimators.ofBatches(latency.p99(), BatchMeans.means(intervals.stream().map(i -> i.latencyMs().p99()).toList()))
                        .estimate());
    }

    /** The batches of a window are of rates only: no interval histogram is at hand. */
    private static final org.HdrHistogram.Histogram NO_LATENCY = new org.HdrHistogram.Histogram(1, 2, 0);

    /** One {@link WindowStats} per analysis window that holds an interval, in time order. */
    public static List<WindowStats> split(List<IntervalResult> intervals, LatencyWindows latency, double windowSeconds,
                                          double nominalSeconds, double partialBelowPct) {
        TreeMap<Integer, List<IntervalResult>> byWindow = new TreeMap<>();
        for (IntervalResult i : intervals) {
            byWindow.computeIfAbsent(Series.window(i, windowSeconds), k -> new ArrayList<>()).add(i);
        }
        List<WindowStats> out = new ArrayList<>();
        byWindow.forEach((k, list) -> out.add(stats(label(k, windowSeconds), list, latency.window(k), nominalSeconds,
                partialBelowPct)));
        return out;
    }

    /** {@code 0h-1h} for hour windows, {@code 20s-30s} for short ones. */
    static String label(int k, double windowSeconds) {
        return span(k * windowSeconds, windowSeconds) + "-" + span((k + 1) * windowSeconds, windowSeconds);
    }

    private static String span(double seconds, double windowSeconds) {
        if (windowSeconds % 3600 == 0) {
            return (long) (seconds / 3600) + "h";
        }
        if (windowSeconds % 60 == 0) {
            return (long) (seconds / 60) + "m";
        }
        return windowSeconds % 1 == 0 ? (long) seconds + "s" : String.format(Locale.ROOT, "%.1fs", seconds);
    }
}

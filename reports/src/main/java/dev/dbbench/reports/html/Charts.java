package dev.dbbench.reports.html;

import dev.dbbench.reports.Metric;
import dev.dbbench.reports.Summaries;
import dev.dbbench.result.IntervalResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.ToDoubleFunction;

/** Builds the report's charts from results: a metric against threads, or interval values against time. */
final class Charts {
    /** A 12-hour run at 1 s intervals has 43,200 points per line; more than this many are merged into buckets. */
    static final int MAX_POINTS = 1200;

    private Charts() {
    }

    /**
     * One line per target: the tables' value of {@code m} ({@link dev.dbbench.reports.StepGroup#value}) at each
     * thread count. A thread count measured only by steps cut short is left off the line: a point cannot say
     * "(stopped)" as the tables do.
     */
    static Chart vsThreads(Summaries s, Metric m) {
        List<Chart.Series> series = new ArrayList<>();
        for (String t : s.targets()) {
            List<Chart.Point> pts = new ArrayList<>();
            for (int n : s.threads()) {
                OptionalDouble v = s.group(t, n).filter(g -> !g.stoppedOnly()).map(g -> g.value(m)).orElse(OptionalDouble.empty());
                v.ifPresent(d -> pts.add(new Chart.Point(n, d)));
            }
            series.add(new Chart.Series(t, pts));
        }
        return new Chart(m.title() + " by threads", "threads", m.title(), true, series);
    }

    /**
     * One line per step (target, threads, repeat, iteration) of {@code value} over the step's elapsed
     * time, warm-up left out. Long lines are merged into buckets: by their mean, or by their maximum when
     * {@code keepPeaks} (a latency spike must stay visible).
     */
    static Chart overTime(List<IntervalResult> intervals, String title, String yLabel,
                          ToDoubleFunction<IntervalResult> value, boolean keepPeaks) {
        // Lines keep the order the steps ran in (the log's order); only the points of a line are sorted by time.
        Map<String, List<IntervalResult>> bySeries = new LinkedHashMap<>();
        double maxElapsed = 0;
        List<IntervalResult> measured = intervals.stream().filter(i -> !i.warmup()).toList();
        boolean severalRuns = measured.stream().anyMatch(i -> i.repeat() > 1 || i.iteration() > 1);
        for (IntervalResult i : measured) {
            bySeries.computeIfAbsent(seriesName(i, severalRuns), k -> new ArrayList<>()).add(i);
            maxElapsed = Math.max(maxElapsed, i.elapsedSeconds());
        }
        double unit = maxElapsed > 7200 ? 3600 : maxElapsed > 600 ? 60 : 1;
        String unitName = unit == 3600 ? "h" : unit == 60 ? "min" : "s";
        List<Chart.Series> series = new ArrayList<>();
        bySeries.forEach((name, list) -> {
            List<Chart.Point> pts = list.stream().sorted(Comparator.comparingDouble(IntervalResult::elapsedSeconds))
                    .map(i -> new Chart.Point(i.elapsedSeconds() / unit, value.applyAsDouble(i))).toList();
            series.add(new Chart.Series(name, downsample(pts, MAX_POINTS, keepPeaks)));
        });
        return new Chart(title, "elapsed (" + unitName + ")", yLabel, false, series);
    }

    private static String seriesName(IntervalResult i, boolean severalRuns) {
        String base = i.target() + " · " + i.threads() + " thr";
        return severalRuns ? base + " · r" + i.repeat() + "/i" + i.iteration() : base;
    }

    /** Merges consecutive points into at most {@code max} buckets at the mean x of each bucket. */
    static List<Chart.Point> downsample(List<Chart.Point> pts, int max, boolean keepPeaks) {
        if (pts.size() <= max) {
            return pts;
        }
        List<Chart.Point> out = new ArrayList<>(max);
        double per = (double) pts.size() / max;
        for (int b = 0; b < max; b++) {
            int from = (int) Math.floor(b * per);
            int to = Math.min(pts.size(), (int) Math.floor((b + 1) * per));
            double sx = 0;
            double sy = 0;
            double peak = Double.NEGATIVE_INFINITY;
            for (int i = from; i < to; i++) {
                sx += pts.get(i).x();
                sy += pts.get(i).y();
                peak = Math.max(peak, pts.get(i).y());
            }
            int n = to - from;
            if (n > 0) {
                out.add(new Chart.Point(sx / n, keepPeaks ? peak : sy / n));
            }
        }
        return out;
    }
}

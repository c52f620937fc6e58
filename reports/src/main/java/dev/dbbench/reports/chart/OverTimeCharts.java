package dev.dbbench.reports.chart;

import dev.dbbench.config.Plural;
import dev.dbbench.result.IntervalResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * Interval values against elapsed time as small multiples: one chart per target, or one per target and thread count
 * when a target has more lines than a reader can tell apart. Every chart of a set shares the time unit, and each line
 * is named in words ("4 threads, repeat 2") by what tells it apart from the other lines of its chart.
 */
public final class OverTimeCharts {
    /** The most lines one chart draws: past six, colours repeat and a legend stops naming lines a reader can find. */
    public static final int MAX_SERIES = 6;

    private OverTimeCharts() {
    }

    /**
     * The charts of {@code value} over time, warm-up left out: one per target ({@code title: target}) when there are
     * several targets, split by thread count where a target has more than {@link #MAX_SERIES} lines. Long lines are
     * merged into buckets, by their mean or by their maximum when {@code keepPeaks}. Empty when no interval was measured.
     */
    public static List<Chart> of(List<IntervalResult> intervals, String title, String yLabel,
                                 ToDoubleFunction<IntervalResult> value, boolean keepPeaks) {
        List<IntervalResult> measured = intervals.stream().filter(i -> !i.warmup()).toList();
        Map<String, List<IntervalResult>> byTarget = new LinkedHashMap<>();
        measured.forEach(i -> byTarget.computeIfAbsent(i.target(), k -> new ArrayList<>()).add(i));
        double unit = Charts.unitSeconds(measured.stream().mapToDouble(IntervalResult::elapsedSeconds).max().orElse(0));
        List<Chart> out = new ArrayList<>();
        for (Map.Entry<String, List<IntervalResult>> e : byTarget.entrySet()) {
            String chartTitle = byTarget.size() > 1 ? title + ": " + e.getKey() : title;
            Set<Integer> threads = new LinkedHashSet<>();
            e.getValue().forEach(i -> threads.add(i.threads()));
            Naming naming = Naming.of(e.getValue());
            if (naming.lines() <= MAX_SERIES || threads.size() < 2) {
                out.add(chart(e.getValue(), chartTitle, yLabel, value, keepPeaks, unit, i -> naming.name(i, true)));
                continue;
            }
            for (int n : threads) {
                List<IntervalResult> mine = e.getValue().stream().filter(i -> i.threads() == n).toList();
                out.add(chart(mine, chartTitle + (byTarget.size() > 1 ? ", " : ": ") + Plural.count(n, "thread"), yLabel, value,
                        keepPeaks, unit, i -> naming.name(i, false)));
            }
        }
        return List.copyOf(out);
    }

    private static Chart chart(List<IntervalResult> measured, String title, String yLabel, ToDoubleFunction<IntervalResult> value,
                               boolean keepPeaks, double unit, Function<IntervalResult, String> name) {
        // Lines keep the order the steps ran in (the log's order); only the points of a line are sorted by time.
        Map<String, List<IntervalResult>> bySeries = new LinkedHashMap<>();
        measured.forEach(i -> bySeries.computeIfAbsent(name.apply(i), k -> new ArrayList<>()).add(i));
        List<Chart.Series> series = new ArrayList<>();
        bySeries.forEach((line, list) -> {
            List<Chart.Point> pts = list.stream().sorted(Comparator.comparingDouble(IntervalResult::elapsedSeconds))
                    .map(i -> new Chart.Point(i.elapsedSeconds() / unit, value.applyAsDouble(i))).toList();
            series.add(new Chart.Series(line, Charts.downsample(pts, Charts.MAX_POINTS, keepPeaks)));
        });
        return new Chart(title, "elapsed (" + Charts.unitName(unit) + ")", yLabel, Chart.XScale.LINEAR, series);
    }

    /** Which parts tell the lines of one target apart: repeats and iterations only when there are several. */
    private record Naming(boolean repeats, boolean iterations, int lines) {
        static Naming of(List<IntervalResult> intervals) {
            boolean repeats = intervals.stream().anyMatch(i -> i.repeat() > 1);
            boolean iterations = intervals.stream().anyMatch(i -> i.iteration() > 1);
            int lines = (int) intervals.stream().map(i -> i.threads() + "/" + i.repeat() + "/" + i.iteration()).distinct().count();
            return new Naming(repeats, iterations, lines);
        }

        String name(IntervalResult i, boolean threads) {
            List<String> parts = new ArrayList<>();
            if (threads || !repeats && !iterations) {
                parts.add(Plural.count(i.threads(), "thread"));
            }
            if (repeats) {
                parts.add("repeat " + i.repeat());
            }
            if (iterations) {
                parts.add("iteration " + i.iteration());
            }
            return String.join(", ", parts);
        }
    }
}

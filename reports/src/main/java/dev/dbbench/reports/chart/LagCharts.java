package dev.dbbench.reports.chart;

import dev.dbbench.config.Plural;
import dev.dbbench.result.EndpointInterval;
import dev.dbbench.result.IntervalResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The charts of a target with readers over time: each reader's largest replica lag per interval, and each endpoint's
 * TPS. Empty charts when no interval had readers.
 */
public final class LagCharts {
    private LagCharts() {
    }

    /** Each reader's lag, in milliseconds, interval by interval; intervals without a sample are left out. */
    public static Chart lag(List<IntervalResult> intervals) {
        return chart(intervals, "Replica lag over time (ms)", "lag (ms)", false, EndpointInterval::lagMs, true);
    }

    /** Each endpoint's TPS, interval by interval. */
    public static Chart tps(List<IntervalResult> intervals) {
        return chart(intervals, "TPS per endpoint over time", "TPS", true, EndpointInterval::tps, false);
    }

    private static Chart chart(List<IntervalResult> intervals, String title, String yLabel, boolean writer,
                               ToDoubleFunction<EndpointInterval> value, boolean keepPeaks) {
        Map<String, List<Chart.Point>> series = new LinkedHashMap<>();
        for (IntervalResult i : intervals) {
            if (i.warmup()) {
                continue;
            }
            i.endpoints().forEach((name, e) -> {
                double v = value.applyAsDouble(e);
                if ((writer || e.role().equals("reader")) && v >= 0) {
                    series.computeIfAbsent(i.target() + ", " + Plural.count(i.threads(), "thread") + ", " + name, k -> new ArrayList<>())
                            .add(new Chart.Point(i.elapsedSeconds(), v));
                }
            });
        }
        List<Chart.Series> lines = new ArrayList<>();
        series.forEach((name, pts) -> lines.add(new Chart.Series(name, Charts.downsample(pts, Charts.MAX_POINTS, keepPeaks))));
        return new Chart(title, "elapsed (s)", yLabel, Chart.XScale.LINEAR, lines);
    }
}

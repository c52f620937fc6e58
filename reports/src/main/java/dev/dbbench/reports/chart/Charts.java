package dev.dbbench.reports.chart;

import dev.dbbench.config.Plural;
import dev.dbbench.reports.Metric;
import dev.dbbench.reports.StepGroup;
import dev.dbbench.reports.Summaries;
import dev.dbbench.result.Estimate;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyDistribution;
import dev.dbbench.result.Outage;
import dev.dbbench.result.StabilitySummary;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Builds the reports' charts from results: a metric against threads, interval values against time, latency against
 * percentiles. The HTML report draws them as SVG, the {@code png} format as images.
 */
public final class Charts {
    /** A 12-hour run at 1 s intervals has 43,200 points per line; more than this many are merged into buckets. */
    public static final int MAX_POINTS = 1200;

    private Charts() {
    }

    /**
     * One line per target: the tables' value of {@code m} ({@link dev.dbbench.reports.StepGroup#value}) at each
     * thread count, with its 95 % interval as an error bar for a measure that has one. A thread count measured only by
     * steps cut short is left off the line: a point cannot say "(stopped)" as the tables do.
     */
    public static Chart vsThreads(Summaries s, Metric m) {
        List<Chart.Series> series = new ArrayList<>();
        for (String t : s.targets()) {
            List<Chart.Point> pts = new ArrayList<>();
            for (int n : s.threads()) {
                Optional<StepGroup> g = s.group(t, n).filter(x -> !x.stoppedOnly() && !x.allFailed());
                OptionalDouble v = g.map(x -> x.value(m)).orElse(OptionalDouble.empty());
                if (v.isEmpty()) {
                    continue;
                }
                Optional<Estimate> e = m.measure().map(measure -> g.get().estimate(measure)).filter(Estimate::hasInterval);
                pts.add(e.isPresent() ? new Chart.Point(n, v.getAsDouble(), e.get().low().getAsDouble(), e.get().high().getAsDouble())
                        : new Chart.Point(n, v.getAsDouble()));
            }
            series.add(new Chart.Series(t, pts));
        }
        return new Chart(m.title() + " by threads", "threads", m.title(), Chart.XScale.CATEGORY, series);
    }

    /** Elapsed time is shown in hours past two hours, in minutes past ten minutes, else in seconds. */
    static double unitSeconds(double maxElapsed) {
        return maxElapsed > 7200 ? 3600 : maxElapsed > 600 ? 60 : 1;
    }

    /** The name of a unit of {@link #unitSeconds}. */
    static String unitName(double unit) {
        return unit == 3600 ? "h" : unit == 60 ? "min" : "s";
    }

    /**
     * {@code chart}, drawn by {@link OverTimeCharts#of} from {@code intervals}, with the stalls, latency spikes and outages of
     * the stability analysis marked; unchanged without one.
     */
    public static Chart marked(Chart chart, List<IntervalResult> intervals, Optional<StabilitySummary> analysis) {
        List<IntervalResult> measured = intervals.stream().filter(i -> !i.warmup()).toList();
        if (analysis.isEmpty() || measured.isEmpty()) {
            return chart;
        }
        double unit = unitSeconds(measured.stream().mapToDouble(IntervalResult::elapsedSeconds).max().orElse(0));
        IntervalResult first = measured.get(0);
        double startMillis = first.epochMillis() - first.elapsedSeconds() * 1000;
        List<Chart.Marker> markers = new ArrayList<>();
        StabilitySummary a = analysis.get();
        a.stalls().forEach(st -> markers.add(new Chart.Marker(Chart.MarkerKind.STALL, st.fromSeconds() / unit, st.toSeconds() / unit)));
        for (Outage o : a.outages()) {
            double from = (o.firstFailure().toEpochMilli() - startMillis) / 1000 / unit;
            double to = (o.recovered().toEpochMilli() - startMillis) / 1000 / unit;
            markers.add(new Chart.Marker(Chart.MarkerKind.OUTAGE, from, Math.max(from, to)));
        }
        a.spikes().forEach(sp -> markers.add(new Chart.Marker(Chart.MarkerKind.SPIKE, sp.atSeconds() / unit, sp.atSeconds() / unit)));
        return chart.withMarkers(markers);
    }

    /** The p95 (solid) and p99 (dashed) latency of each target by threads, as the tables show them. */
    public static Chart latencyVsThreads(Summaries s) {
        Chart p95 = vsThreads(s, Metric.P95_LATENCY);
        Chart p99 = vsThreads(s, Metric.P99_LATENCY);
        List<Chart.Series> series = new ArrayList<>();
        for (int i = 0; i < p95.series().size(); i++) {
            series.add(new Chart.Series(p95.series().get(i).name() + " p95", p95.series().get(i).points()));
            series.add(new Chart.Series(p99.series().get(i).name() + " p99", p99.series().get(i).points(), true));
        }
        return new Chart("p95 and p99 latency by threads", "threads", "latency (ms)", Chart.XScale.CATEGORY, series);
    }

    /**
     * One line per step of {@code target}: its latency at every percentile, on an axis of nines so that the tail
     * (99.9 %, 99.99 %) gets as much room as the median. Empty when no step of the target has a distribution.
     */
    public static Chart percentiles(String target, List<LatencyDistribution> distributions) {
        List<LatencyDistribution> mine = distributions.stream().filter(d -> d.target().equals(target)).toList();
        boolean severalRuns = mine.stream().anyMatch(d -> d.repeat() > 1 || d.iteration() > 1);
        List<Chart.Series> series = new ArrayList<>();
        for (LatencyDistribution d : mine) {
            String name = Plural.count(d.threads(), "thread") + (severalRuns ? ", repeat " + d.repeat()
                    + (d.iteration() > 1 || mine.stream().anyMatch(x -> x.iteration() > 1) ? ", iteration " + d.iteration() : "") : "");
            series.add(new Chart.Series(name, d.points().stream().map(p -> new Chart.Point(p.percentile(), p.ms())).toList()));
        }
        return new Chart("Latency by percentile: " + target, "percentile", "latency (ms)", Chart.XScale.PERCENTILE, series);
    }

    /** The targets that have a latency distribution, in the order of the result's targets. */
    public static List<String> targetsWithDistributions(Summaries s, List<LatencyDistribution> distributions) {
        return s.targets().stream().filter(t -> distributions.stream().anyMatch(d -> d.target().equals(t))).toList();
    }

    /** Merges consecutive points into at most {@code max} buckets at the mean x of each bucket. */
    public static List<Chart.Point> downsample(List<Chart.Point> pts, int max, boolean keepPeaks) {
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

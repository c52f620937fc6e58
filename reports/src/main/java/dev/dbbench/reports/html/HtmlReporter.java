package dev.dbbench.reports.html;

import dev.dbbench.reports.Conclusions;
import dev.dbbench.reports.HeaderTables;
import dev.dbbench.reports.TextReporter;
import dev.dbbench.reports.Metric;
import dev.dbbench.reports.OperationTables;
import dev.dbbench.reports.PriceTables;
import dev.dbbench.reports.ReplicaTables;
import dev.dbbench.reports.ResultTables;
import dev.dbbench.reports.StabilityTables;
import dev.dbbench.reports.StepGroup;
import dev.dbbench.reports.Summaries;
import dev.dbbench.reports.Table;
import dev.dbbench.reports.ThresholdTable;
import dev.dbbench.reports.MetricTables;
import dev.dbbench.reports.chart.Chart;
import dev.dbbench.reports.chart.Charts;
import dev.dbbench.reports.chart.LagCharts;
import dev.dbbench.reports.chart.OverTimeCharts;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.spi.report.ReportInput;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code report.html}: one self-contained page, with inline CSS and inline SVG charts and no script or
 * external reference, because users open it offline on machines without internet access. It leads with what a
 * reader looks at: a stability run's verdict, the conclusions (peaks and verdicts with their 95 % intervals), the
 * charts (TPS, QPS and p95 latency by threads; throughput and latency over time, one chart per target, with a
 * stability run's stalls, spikes and outages marked), a stability run's verdict and windows, then the latency of each
 * step by percentile, then the tables of the Markdown report. No table is wider than the page: a wide one scrolls
 * inside its own box, and a number never wraps.
 */
public final class HtmlReporter implements TextReporter {

    @Override
    public String format() {
        return "html";
    }

    @Override
    public String fileName() {
        return "report.html";
    }

    @Override
    public String description() {
        return "a self-contained HTML page with SVG charts first, then the tables (report.html)";
    }

    @Override
    public void write(ReportInput input, Writer out) throws IOException {
        RunResult result = input.result();
        String title = "dbbench " + result.command() + (result.workload() == null ? "" : ": " + result.workload().id());
        out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
        out.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        out.write("<title>" + Html.escape(title) + "</title>\n");
        out.write("<style>\n" + HtmlStyle.CSS + "</style>\n</head>\n<body>\n");
        out.write("<h1>" + Html.escape(title) + "</h1>\n");
        Optional<StabilitySummary> stability = result.summary().stability();
        if (stability.isPresent()) {
            out.write("<p class=\"lead\">Verdict: " + Html.escape(stability.get().verdictLine()) + "</p>\n");
        }
        Conclusions conclusions = Conclusions.of(result);
        List<String> headline = conclusions.headline();
        if (!headline.isEmpty()) {
            out.write("<section class=\"answer\"><h2>Conclusions</h2>\n<ul>\n");
            for (String line : headline) {
                out.write("<li>" + Html.escape(line) + "</li>\n");
            }
            out.write("</ul></section>\n");
        }
        Optional<Table> thresholds = ThresholdTable.of(result);
        if (thresholds.isPresent()) {
            Html.table(thresholds.get(), "h2", out);
        }
        Summaries summaries = Summaries.of(result);
        charts(summaries, input, out);
        // A stability run is judged by its verdict and windows: they follow the charts, before the details.
        List<Table> stabilityTables = stability.map(StabilityTables::of).orElse(List.of());
        for (Table t : stabilityTables) {
            Html.table(t, "h2", out);
        }
        percentiles(summaries, input, out);
        results(summaries, conclusions, out);
        for (Table t : MetricTables.all(result, summaries)) {
            Html.table(t, "h3", out);
        }
        for (Table t : PriceTables.of(result, summaries)) {
            Html.table(t, "h3", out);
        }
        for (Optional<Table> t : List.of(ResultTables.errors(summaries), ResultTables.outages(result),
                ReplicaTables.endpoints(result))) {
            if (t.isPresent()) {
                Html.table(t.get(), "h2", out);
            }
        }
        for (Table t : HeaderTables.intro(result)) {
            if (!stabilityTables.contains(t)) {
                Html.table(t, "h2", out);
            }
        }
        for (Table t : HeaderTables.appendix(result)) {
            Html.table(t, "h2", out);
        }
        String tool = result.tool() == null ? "dbbench" : result.tool().name() + " " + result.tool().version();
        out.write("<footer>Written by " + Html.escape(tool) + ".</footer>\n</body>\n</html>\n");
        out.flush();
    }

    /**
     * TPS, QPS and p95 by threads when there are several thread counts; TPS and p95 over time when there are intervals,
     * one chart per target (or per target and thread count), so that no chart has more lines than a reader can tell apart.
     */
    private static void charts(Summaries s, ReportInput input, Writer out) throws IOException {
        List<Chart> charts = new ArrayList<>();
        if (s.threads().size() > 1) {
            charts.add(Charts.vsThreads(s, Metric.TPS));
            charts.add(Charts.vsThreads(s, Metric.QPS));
            charts.add(Charts.vsThreads(s, Metric.P95_LATENCY));
        }
        Optional<StabilitySummary> stability = input.result().summary().stability();
        List<Chart> tps = OverTimeCharts.of(input.intervals(), "TPS over time", "TPS", IntervalResult::tps, false);
        List<Chart> p95 = OverTimeCharts.of(input.intervals(), "95th percentile latency over time (ms)", "p95 latency (ms)",
                i -> i.latencyMs().p95(), true);
        for (int i = 0; i < tps.size(); i++) {
            charts.add(Charts.marked(tps.get(i), input.intervals(), stability));
            charts.add(Charts.marked(p95.get(i), input.intervals(), stability));
        }
        for (Chart c : List.of(LagCharts.lag(input.intervals()), LagCharts.tps(input.intervals()))) {
            if (!c.isEmpty()) {
                charts.add(c);
            }
        }
        if (charts.isEmpty()) {
            return;
        }
        out.write("<h2>Charts</h2>\n<div class=\"charts\">\n");
        for (Chart c : charts) {
            out.write(SvgLineChart.render(c));
        }
        out.write("</div>\n");
        if (s.threads().size() > 1 && s.groups().stream().anyMatch(StepGroup::stoppedOnly)) {
            out.write("<p class=\"note\">Steps cut short (stopped) are left off the charts by threads; the tables show them.</p>\n");
        }
        if (tps.stream().flatMap(c -> c.series().stream()).anyMatch(l -> l.points().size() >= Charts.MAX_POINTS)) {
            out.write("<p class=\"note\">Long lines are merged into " + Charts.MAX_POINTS
                    + " buckets: TPS shows each bucket's mean, latency its maximum.</p>\n");
        }
    }

    /** Each target's latency by percentile, one line per step, from the steps' latency histograms. */
    private static void percentiles(Summaries s, ReportInput input, Writer out) throws IOException {
        List<String> targets = Charts.targetsWithDistributions(s, input.latency());
        if (targets.isEmpty()) {
            return;
        }
        out.write("<h2>Latency by percentile</h2>\n<div class=\"charts\">\n");
        for (String t : targets) {
            out.write(SvgLineChart.render(Charts.percentiles(t, input.latency())));
        }
        out.write("</div>\n<p class=\"note\">The percentile axis spaces 90 %, 99 %, 99.9 % and 99.99 % equally (a log scale of "
                + "1/(1-p)), so the tail gets as much room as the median.</p>\n");
    }

    private static void results(Summaries s, Conclusions conclusions, Writer out) throws IOException {
        out.write("<h2>Results</h2>\n");
        if (s.threads().isEmpty()) {
            out.write("<p>No step was measured.</p>\n");
            return;
        }
        if (s.threads().size() == 1) {
            Html.table(ResultTables.compact(s, conclusions.comparisons()), "h3", out);
        } else {
            for (Metric m : ResultTables.METRICS) {
                Html.table(ResultTables.metric(s, m, conclusions.comparisons()), "h3", out);
            }
        }
        Optional<Table> compared = conclusions.table();
        if (compared.isPresent()) {
            Html.table(compared.get(), "h3", out);
        }
        Optional<Table> operations = OperationTables.of(s);
        if (operations.isPresent()) {
            Html.table(operations.get(), "h3", out);
        }
    }
}

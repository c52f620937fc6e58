package dev.dbbench.reports.html;

import dev.dbbench.reports.HeaderTables;
import dev.dbbench.reports.Metric;
import dev.dbbench.reports.PriceTables;
import dev.dbbench.reports.ResultTables;
import dev.dbbench.reports.StepGroup;
import dev.dbbench.reports.Summaries;
import dev.dbbench.reports.Table;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.report.Reporter;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Optional;

/**
 * {@code report.html}: one self-contained page, with inline CSS and inline SVG charts and no script or
 * external reference, because users open it offline on machines without internet access. It holds the
 * tables of the Markdown report plus QPS and p95 charts by threads and, given intervals, TPS and p95
 * over time.
 */
public final class HtmlReporter implements Reporter {

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
        return "a self-contained HTML page with tables and SVG charts (report.html)";
    }

    @Override
    public void write(RunResult result, Writer out) throws IOException {
        write(result, List.of(), out);
    }

    @Override
    public void write(RunResult result, List<IntervalResult> intervals, Writer out) throws IOException {
        String title = "dbbench " + result.command() + (result.workload() == null ? "" : ": " + result.workload().id());
        out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
        out.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        out.write("<title>" + Html.escape(title) + "</title>\n");
        out.write("<style>\n" + HtmlStyle.CSS + "</style>\n</head>\n<body>\n");
        out.write("<h1>" + Html.escape(title) + "</h1>\n");
        for (Table t : HeaderTables.intro(result)) {
            Html.table(t, "h2", out);
        }
        Summaries summaries = Summaries.of(result);
        results(summaries, out);
        for (Table t : PriceTables.of(result, summaries)) {
            Html.table(t, "h3", out);
        }
        overTime(intervals, out);
        for (Optional<Table> t : List.of(ResultTables.errors(summaries), ResultTables.outages(result))) {
            if (t.isPresent()) {
                Html.table(t.get(), "h2", out);
            }
        }
        for (Table t : HeaderTables.appendix(result)) {
            Html.table(t, "h2", out);
        }
        String tool = result.tool() == null ? "dbbench" : result.tool().name() + " " + result.tool().version();
        out.write("<footer>Written by " + Html.escape(tool) + ".</footer>\n</body>\n</html>\n");
        out.flush();
    }

    private static void results(Summaries s, Writer out) throws IOException {
        out.write("<h2>Results</h2>\n");
        if (s.threads().isEmpty()) {
            out.write("<p>No step was measured.</p>\n");
            return;
        }
        if (s.threads().size() > 1) {
            out.write("<div class=\"charts\">\n");
            out.write(SvgLineChart.render(Charts.vsThreads(s, Metric.QPS)));
            out.write(SvgLineChart.render(Charts.vsThreads(s, Metric.P95_LATENCY)));
            out.write("</div>\n");
            if (s.groups().stream().anyMatch(StepGroup::stoppedOnly)) {
                out.write("<p class=\"note\">Steps cut short (stopped) are left off these charts; the tables show them.</p>\n");
            }
        }
        for (Metric m : ResultTables.METRICS) {
            Html.table(ResultTables.metric(s, m), "h3", out);
        }
    }

    private static void overTime(List<IntervalResult> intervals, Writer out) throws IOException {
        Chart tps = Charts.overTime(intervals, "TPS over time", "TPS", IntervalResult::tps, false);
        if (tps.isEmpty()) {
            return;
        }
        Chart p95 = Charts.overTime(intervals, "95th percentile latency over time (ms)", "p95 latency (ms)",
                i -> i.latencyMs().p95(), true);
        out.write("<h2>Over time</h2>\n<div class=\"charts\">\n");
        out.write(SvgLineChart.render(tps));
        out.write(SvgLineChart.render(p95));
        out.write("</div>\n");
        if (tps.series().stream().anyMatch(s -> s.points().size() >= Charts.MAX_POINTS)) {
            out.write("<p class=\"note\">Long lines are merged into " + Charts.MAX_POINTS
                    + " buckets: TPS shows each bucket's mean, latency its maximum.</p>\n");
        }
    }
}

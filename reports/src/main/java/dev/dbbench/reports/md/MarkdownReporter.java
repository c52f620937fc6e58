package dev.dbbench.reports.md;

import dev.dbbench.reports.Conclusions;
import dev.dbbench.reports.HeaderTables;
import dev.dbbench.reports.Metric;
import dev.dbbench.reports.OperationTables;
import dev.dbbench.reports.PriceTables;
import dev.dbbench.reports.ReplicaTables;
import dev.dbbench.reports.ResultTables;
import dev.dbbench.reports.Summaries;
import dev.dbbench.reports.Table;
import dev.dbbench.reports.ThresholdTable;
import dev.dbbench.reports.MetricTables;
import dev.dbbench.result.RunResult;
import dev.dbbench.reports.TextReporter;
import dev.dbbench.spi.report.ReportInput;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Optional;

/**
 * {@code report.md}: the conclusions first (peaks and verdicts with their 95 % intervals),
 * what was run and on what, then one table per metric with thread counts as rows and targets as columns, the shape users
 * already publish, and every comparison with its interval.
 */
public final class MarkdownReporter implements TextReporter {

    @Override
    public String format() {
        return "md";
    }

    @Override
    public String fileName() {
        return "report.md";
    }

    @Override
    public String description() {
        return "Markdown tables of QPS, TPS, reads/s, writes/s and latency by threads and target (report.md)";
    }

    @Override
    public void write(ReportInput input, Writer out) throws IOException {
        RunResult result = input.result();
        String workload = result.workload() == null ? "" : ": " + result.workload().id();
        out.write("# dbbench " + MarkdownTable.escape(result.command() + workload) + "\n\n");
        Conclusions conclusions = Conclusions.of(result);
        List<String> headline = conclusions.headline();
        if (!headline.isEmpty()) {
            out.write("## Conclusions\n\n");
            for (String line : headline) {
                out.write("- " + MarkdownTable.escape(line) + "\n");
            }
            out.write("\n");
        }
        Optional<Table> thresholds = ThresholdTable.of(result);
        if (thresholds.isPresent()) {
            MarkdownTable.write(thresholds.get(), "##", out);
        }
        for (Table t : HeaderTables.intro(result)) {
            MarkdownTable.write(t, "##", out);
        }
        Summaries s = Summaries.of(result);
        out.write("## Results\n\n");
        if (s.threads().isEmpty()) {
            out.write("No step was measured.\n\n");
        } else {
            for (Metric m : ResultTables.METRICS) {
                MarkdownTable.write(ResultTables.metric(s, m, conclusions.comparisons()), "###", out);
            }
            Optional<Table> compared = conclusions.table();
            if (compared.isPresent()) {
                MarkdownTable.write(compared.get(), "###", out);
            }
            Optional<Table> operations = OperationTables.of(s);
            if (operations.isPresent()) {
                MarkdownTable.write(operations.get(), "###", out);
            }
            for (Table t : MetricTables.all(result, s)) {
                MarkdownTable.write(t, "###", out);
            }
            for (Table t : PriceTables.of(result, s)) {
                MarkdownTable.write(t, "###", out);
            }
        }
        for (Optional<Table> t : List.of(ResultTables.errors(s), ResultTables.outages(result), ReplicaTables.endpoints(result))) {
            if (t.isPresent()) {
                MarkdownTable.write(t.get(), "##", out);
            }
        }
        for (Table t : HeaderTables.appendix(result)) {
            MarkdownTable.write(t, "##", out);
        }
        out.flush();
    }
}

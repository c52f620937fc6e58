package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.html.HtmlReporter;
import dev.dbbench.reports.md.MarkdownReporter;
import dev.dbbench.reports.text.SysbenchText;
import dev.dbbench.reports.text.SysbenchTextReporter;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.OperationStats;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.report.Reporter;
import java.nio.file.Path;
import dev.dbbench.spi.report.ReportOutput;
import dev.dbbench.spi.report.ReportInput;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A workload of several transactions shows each one's rate and latency wherever the totals are shown. */
class OperationReportsTest {

    private static StepResult step(int repeat, double bookRate) {
        return Fixtures.step("mysql", 8, repeat, 2000, 4).toBuilder().operations(Map.of(
                "book", new OperationStats(Math.round(bookRate * 60), bookRate, new LatencyMs(1, 3, 2.5, 4, 5, 7, 9, 12)),
                "cancel", new OperationStats(600, 10, new LatencyMs(2, 6, 5, 8, 10, 14, 18, 30)))).build();
    }

    private static RunResult run(List<StepResult> steps) {
        RunResult base = Fixtures.sweep();
        return new RunResult(base.tool(), "sweep", RunStatus.OK, base.startedAt(), base.finishedAt(), base.target(),
                List.of(base.target()), base.workload(), base.manifest(), steps, Fixtures.sweepSummary(steps));
    }

    private static String write(Reporter reporter, RunResult r) throws Exception {
        StringWriter out = new StringWriter();
        reporter.write(ReportInput.of(r), ReportOutput.of(out, Path.of(".")));
        return out.toString();
    }

    @Test
    void everyFormatShowsEachTransaction() throws Exception {
        RunResult r = run(List.of(step(1, 80), step(2, 90)));

        assertThat(SysbenchText.finalBlock(r.steps().get(0))).contains("Per transaction (latency in ms):",
                "    book              4800      80.00      3.00      2.50      5.00      7.00     12.00",
                "    cancel             600      10.00      6.00      5.00     10.00     14.00     30.00");
        assertThat(write(new SysbenchTextReporter(), r)).contains("Per transaction (latency in ms):");
        // The table holds the mean over the repeats, the count summed, the max the highest.
        assertThat(write(new MarkdownReporter(), r)).contains("### Per transaction",
                "| mysql | 8 | book | 10200 | 85.00 | 3.00 | 2.50 | 5.00 | 7.00 | 12.00 |");
        assertThat(write(new HtmlReporter(), r)).contains("<h3>Per transaction</h3>", "<td>cancel</td>");
        String csv = write(new CsvReporter(), r);
        // The run's own columns come last.
        assertThat(csv.lines().findFirst().orElseThrow()).contains(",op_book_count,op_book_per_s,op_book_avg_ms,op_book_p50_ms,"
                + "op_book_p95_ms,op_book_p99_ms,op_book_max_ms,op_cancel_count,op_cancel_per_s,op_cancel_avg_ms,op_cancel_p50_ms,"
                + "op_cancel_p95_ms,op_cancel_p99_ms,op_cancel_max_ms,run_started,");
        assertThat(csv.lines().skip(1).findFirst().orElseThrow()).contains(",4800,80,3,2.5,5,7,12,600,10,6,5,10,14,30,");
    }

    @Test
    void aWorkloadOfOneTransactionShowsOnlyTheTotals() throws Exception {
        RunResult r = run(List.of(Fixtures.step("mysql", 8, 1, 2000, 4)));

        assertThat(SysbenchText.finalBlock(r.steps().get(0))).doesNotContain("Per transaction");
        assertThat(write(new MarkdownReporter(), r)).doesNotContain("Per transaction");
        assertThat(write(new CsvReporter(), r)).doesNotContain("op_");
    }
}

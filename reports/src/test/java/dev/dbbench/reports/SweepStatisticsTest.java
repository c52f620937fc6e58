package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.md.MarkdownReporter;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepSummary;
import dev.dbbench.sweep.SweepAnalysis;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every output of a sweep shows the same statistic for the same figure, and says which one. */
class SweepStatisticsTest {

    private static RunResult withSummary(RunResult base, String command, List<StepResult> steps) {
        List<StepSummary> summary = SweepAnalysis.summarise(steps);
        return new RunResult(base.tool(), command, RunStatus.OK, base.startedAt(), base.finishedAt(), base.target(), base.targets(),
                base.workload(), base.manifest(), steps, RunSummary.EMPTY.withSteps(summary));
    }

    /** The max latency table shows the highest max any repeat saw, as the console's sweep summary does, not their mean. */
    @Test
    void theMaxLatencyTableShowsTheHighestObservedAsTheSweepSummaryDoes() {
        RunResult r = Fixtures.sweep();

        Table max = ResultTables.metric(Summaries.of(r), Metric.MAX_LATENCY);

        // mysql at 8 threads: repeat 1 saw 80 ms, repeat 2 100 ms; oceanbase 160 and 200 ms.
        assertThat(max.rows().get(0)).as("the worst seen is no estimate: no interval and no comparison")
                .containsExactly("8", "100.00", "200.00");
        StepSummary mysql8 = SweepAnalysis.summarise(r.steps()).get(0);
        assertThat(mysql8.maxMs()).isEqualTo(100.0);
        assertThat(String.join(" ", max.notes())).contains("highest of up to 2 repeats").doesNotContain("cell is the mean");
        assertThat(String.join(" ", ResultTables.metric(Summaries.of(r), Metric.TPS).notes())).contains("mean of up to 2 repeats",
                "± half its 95 % confidence interval");
    }

    /** The note under each table names the CSV file, steps.csv whatever the command. */
    @Test
    void theNoteNamesTheCsvFile() {
        RunResult sweep = Fixtures.sweep();
        RunResult compare = withSummary(sweep, "compare", sweep.steps());

        assertThat(ResultTables.metric(Summaries.of(sweep), Metric.QPS).notes().get(0)).endsWith("every measurement is in steps.csv.");
        assertThat(ResultTables.metric(Summaries.of(compare), Metric.QPS).notes().get(0)).endsWith("every measurement is in steps.csv.");
    }

    /** A step a stop rule left with one repeat has no spread and no error: null in result.json, never 0.0 or "NaN". */
    @Test
    void oneSampleHasNoSpreadAndNoErrorInJsonOrMarkdown() throws Exception {
        RunResult r = withSummary(Fixtures.sweep(), "sweep", List.of(Fixtures.step("mysql", 8, 1, 8000, 2)));

        String json = ResultJson.toJson(r);
        StringWriter md = new StringWriter();
        new MarkdownReporter().write(r, md);

        assertThat(json).contains("\"tpsSpreadPct\" : null", "\"tpsError\" : null", "\"repeats\" : 1").doesNotContain("NaN");
        assertThat(md.toString()).contains("| mysql | 8 | 1 | 400.00 | 8000.00 |");
    }

    /** The summary by target and threads says what its numbers are in report.md and report.html, as the console does. */
    @Test
    void theStepsSummarySaysWhatItsNumbersAre() throws Exception {
        RunResult r = withSummary(Fixtures.sweep(), "sweep", List.of(Fixtures.step("mysql", 8, 1, 8000, 2)));
        StringWriter md = new StringWriter();
        StringWriter html = new StringWriter();

        new MarkdownReporter().write(r, md);
        new dev.dbbench.reports.html.HtmlReporter().write(r, html);

        String legend = "Each value is the mean over the repeats, ± half its 95 % confidence interval; max is the highest observed.";
        assertThat(md.toString()).contains("_" + legend);
        assertThat(html.toString()).contains(legend);
    }
}

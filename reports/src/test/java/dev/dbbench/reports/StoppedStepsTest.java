package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.html.HtmlReporter;
import dev.dbbench.reports.md.MarkdownReporter;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A step cut short by Ctrl-C keeps its numbers, but no table may pass them off as a full step. */
class StoppedStepsTest {

    /** A Ctrl-C 1.6 s into a step: a fragment whose rate happens to be higher than any full step's. */
    static StepResult stopped(String target, int threads, int repeat, double qps) {
        return Fixtures.step(target, threads, repeat, qps, 1).toBuilder().durationSeconds(1.6).status(StepStatus.STOPPED).build();
    }

    private static RunResult sweep(List<StepResult> steps) {
        RunResult base = Fixtures.sweep();
        return new RunResult(base.tool(), "sweep", RunStatus.INTERRUPTED, base.startedAt(), base.finishedAt(), base.target(),
                List.of(base.target()), base.workload(), base.manifest(), steps, Fixtures.sweepSummary(steps));
    }

    @Test
    void aCellMeasuredOnlyByAStoppedStepIsMarkedAndExplained() {
        RunResult r = sweep(List.of(Fixtures.step("mysql", 1, 1, 7400, 2), stopped("mysql", 2, 1, 24400)));

        Table tps = ResultTables.metric(Summaries.of(r), Metric.TPS);

        assertThat(tps.rows()).containsExactly(List.of("1", "370.00"), List.of("2", "1220.00 (stopped)"));
        // Not "(Ctrl-C) ... part of --time": a run rebuilt by report may have been killed, and stability runs for --duration.
        assertThat(String.join(" ", tps.notes())).contains("(stopped)", "cut short (Ctrl-C or killed)", "part of its planned time")
                .doesNotContain("--time");
    }

    @Test
    void aStoppedRepeatIsLeftOutWhereAFullMeasurementExists() {
        RunResult r = sweep(List.of(Fixtures.step("mysql", 2, 1, 8000, 2), stopped("mysql", 2, 2, 24400)));

        Summaries s = Summaries.of(r);

        assertThat(ResultTables.metric(s, Metric.QPS).rows()).containsExactly(List.of("2", "8000.00"));
        // With --repeats 2 the cell is the full repeat alone, not a median of both, and the note says one was cut short.
        assertThat(String.join(" ", ResultTables.metric(s, Metric.QPS).notes()))
                .contains("Cut short (Ctrl-C or killed) and left out", "mysql at 2 threads (1 step)");
        assertThat(s.group("mysql", 2).orElseThrow().measured()).extracting(StepResult::status).containsExactly(StepStatus.OK);
    }

    @Test
    void markdownAndHtmlBothMarkTheStoppedStep() throws Exception {
        RunResult r = sweep(List.of(Fixtures.step("mysql", 1, 1, 7400, 2), stopped("mysql", 2, 1, 24400)));
        StringWriter md = new StringWriter();
        StringWriter html = new StringWriter();

        new MarkdownReporter().write(r, md);
        new HtmlReporter().write(r, html);

        assertThat(md.toString()).contains("| 2 | 24400.00 (stopped) |");
        assertThat(html.toString()).contains("24400.00 (stopped)")
                // The chart by threads has no way to mark a point, so the fragment stays off it.
                .doesNotContain("mysql: 2 → 24400.00").contains("left off the charts by threads");
    }
}

package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.html.HtmlReporter;
import dev.dbbench.reports.md.MarkdownReporter;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.ThresholdCheck;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.threshold.Thresholds;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The thresholds section: in result.json and both reports when the run had rules, nowhere when it had none. */
class ThresholdTableTest {
    private static RunResult judged(boolean strict, String... rules) {
        RunResult r = Fixtures.sweep();
        ThresholdCheck check = Thresholds.parse(List.of(rules), strict).judge(r);
        return new RunResult(r.tool(), r.command(), r.status(), r.startedAt(), r.finishedAt(), r.target(), r.targets(),
                r.workload(), r.manifest(), r.steps(), r.summary().withThresholds(check));
    }

    @Test
    void aBrokenRuleNamesItsStepsInBothReports() throws Exception {
        RunResult r = judged(false, "tps>1000000", "errors==0");
        StringWriter md = new StringWriter();
        new MarkdownReporter().write(r, md);
        assertThat(md.toString()).contains("## Thresholds\n").contains("| tps&gt;1000000 | broken | 6 | mysql, 8 threads 40.5 /s (34.15 … 46.85); ")
                .contains("| errors==0 | passed | 6 | — |").contains("The run failed its thresholds (exit code 99).");
        StringWriter html = new StringWriter();
        new HtmlReporter().write(ReportInput.of(r), html);
        assertThat(html.toString()).contains(">Thresholds</h2>").contains("tps&gt;1000000");
    }

    @Test
    void theOutcomeReadsBackFromResultJson() {
        RunResult r = judged(true, "threads=8:p95<1000ms");
        assertThat(ResultJson.read(new StringReader(ResultJson.toJson(r)), "test")).isEqualTo(r);
        assertThat(ResultJson.toJson(r)).contains("\"thresholds\" : {").contains("\"failed\" : false");
    }

    @Test
    void aRunWithoutRulesHasNoSection() throws Exception {
        StringWriter md = new StringWriter();
        new MarkdownReporter().write(Fixtures.sweep(), md);
        assertThat(md.toString()).doesNotContain("Thresholds");
        assertThat(ResultJson.toJson(Fixtures.sweep())).doesNotContain("thresholds");
    }
}

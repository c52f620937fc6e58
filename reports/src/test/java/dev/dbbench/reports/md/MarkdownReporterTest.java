package dev.dbbench.reports.md;

import dev.dbbench.reports.Fixtures;
import dev.dbbench.reports.Reporters;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MarkdownReporterTest {

    private static String render() throws IOException {
        StringWriter out = new StringWriter();
        new MarkdownReporter().write(Fixtures.sweep(), out);
        return out.toString();
    }

    @Test
    void hasTheEightMetricTablesWithTargetsAsColumnsAndAComparisonColumnWhereThereIsAnInterval() throws IOException {
        String md = render();

        assertThat(md.lines().filter(l -> l.startsWith("### "))).containsExactly("### QPS", "### TPS", "### Reads/s",
                "### Writes/s", "### Average latency (ms)", "### 95th percentile latency (ms)",
                "### 99th percentile latency (ms)", "### Max latency (ms)", "### Comparisons with mysql");
        assertThat(md.lines().filter(l -> l.equals("| threads | mysql | oceanbase | oceanbase vs mysql |")).count()).isEqualTo(5);
        assertThat(md.lines().filter(l -> l.equals("| threads | mysql | oceanbase |")).count())
                .as("reads/s, writes/s and the max: no interval, so no comparison").isEqualTo(3);
        assertThat(md).startsWith("# dbbench sweep: oltp_read_write\n\n## Conclusions\n\n- mysql: peak 160.50 (154.15 … 166.85) TPS");
    }

    /** Reads/s and writes/s get tables beside QPS and TPS, as published sysbench tables list them per instance. */
    @Test
    void readsAndWritesPerSecondAreMeansOfCountsOverMeasuredSeconds() throws IOException {
        // mysql 8 threads: 2400 and 2460 transactions of 14 reads and 4 writes in 60 s -> 560 and 574 reads/s.
        assertThat(table(render(), "### Reads/s")).contains("| 8 | 567.00 | 854.00 |");
        assertThat(table(render(), "### Writes/s")).contains("| 8 | 162.00 | 244.00 |");
    }

    @Test
    void cellsAreMeansAcrossRepeatsWithTheirIntervalAndTheSecondIsComparedWithTheFirst() throws IOException {
        List<String> qps = table(render(), "### QPS");
        // mysql 8 threads: 800 and 820 -> 810 ± t(0.975, 1) x 10 = 127.06 (15.7 %); oceanbase: 1200 and 1240 -> 1220 ± 20.8 %.
        assertThat(qps).containsExactly(
                "| threads | mysql | oceanbase | oceanbase vs mysql |",
                "|---|---|---|---|",
                "| 8 | 810.00 ±15.7 % | 1220.00 ±20.8 % | +50.6 % (+37.0 … +65.6 %), better |",
                "| 16 | 1610.00 ±7.9 % | 2420.00 ±10.5 % | +50.3 % (+43.3 … +57.7 %), better |",
                "| 32 | 3210.00 ±4.0 % | 4820.00 ±5.3 % | +50.2 % (+46.6 … +53.8 %), better |");
        List<String> tps = table(render(), "### TPS");
        assertThat(tps).contains("| 8 | 40.50 ±15.7 % | 61.00 ±20.8 % | +50.6 % (+37.0 … +65.6 %), better |");
        // p95 = 1.5 x avg; avg means: mysql 8 -> 9, oceanbase 8 -> 18; for latency, higher is worse.
        assertThat(table(render(), "### 95th percentile latency (ms)"))
                .contains("| 8 | 13.50 ±120.6 % | 27.00 ±120.6 % | +100.0 % (+1.7 … +293.2 %), worse |");
        // The max is the highest of the repeats, not their mean: mysql 16 -> 160 and 180, oceanbase 320 and 360.
        assertThat(table(render(), "### Max latency (ms)")).contains("| 16 | 180.00 | 360.00 |");
        assertThat(render()).contains("_Each cell is the mean of up to 2 repeats, ± half its 95 % confidence interval");
        assertThat(table(render(), "### Comparisons with mysql"))
                .contains("| oceanbase | 8 | TPS | 40.50 | 61.00 | +50.6 % (+37.0 … +65.6 %) | better | 12.4 % | 4 |");
    }

    @Test
    void headerShowsOptionsServerSettingsSideBySideAndTheSummary() throws IOException {
        String md = render();

        assertThat(table(md, "## Options that change results")).contains("| rand-type | uniform |",
                "| ps-mode | disable |", "| skip-trx | on |", "| tables | 10 |", "| table-size | 10000 |");
        assertThat(table(md, "## Server settings")).containsExactly(
                "| setting | mysql | oceanbase |",
                "|---|---|---|",
                "| innodb_flush_log_at_trx_commit | 1 | 1 |",
                "| ob_log_level | — | &lt;script&gt;alert('x')&lt;/script&gt; |",
                "| sync_binlog | 1 | — |");
        assertThat(table(md, "## Summary: sweep")).contains("| peak.threads | 32 |", "| knee | 16, 32 |");
        assertThat(md).doesNotContain("<script>");
    }

    @Test
    void isFoundByItsFormatName() {
        assertThat(Reporters.load().get("md")).isInstanceOf(MarkdownReporter.class);
    }

    /** The lines of the table under {@code heading}, up to the blank line that ends it. */
    static List<String> table(String md, String heading) {
        List<String> lines = Arrays.asList(md.split("\n", -1));
        int start = lines.indexOf(heading) + 2;
        assertThat(start).as("heading %s", heading).isGreaterThan(1);
        int end = start;
        while (end < lines.size() && lines.get(end).startsWith("|")) {
            end++;
        }
        return lines.subList(start, end);
    }
}

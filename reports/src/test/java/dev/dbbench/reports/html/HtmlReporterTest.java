package dev.dbbench.reports.html;

import dev.dbbench.reports.Fixtures;
import dev.dbbench.result.IntervalResult;
import org.junit.jupiter.api.Test;

import dev.dbbench.spi.report.ReportInput;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class HtmlReporterTest {

    private static String render(List<IntervalResult> intervals) throws IOException {
        StringWriter out = new StringWriter();
        new HtmlReporter().write(new ReportInput(Fixtures.sweep(), intervals, List.of()), out);
        return out.toString();
    }

    @Test
    void isSelfContained() throws IOException {
        String html = render(Fixtures.intervals("mysql", 8, 30));

        assertThat(html).startsWith("<!DOCTYPE html>").endsWith("</html>\n");
        assertThat(html).doesNotContain("http://", "https://", "<link", "src=", "<script", "@import", "url(");
        assertThat(html).contains("<style>");
    }

    @Test
    void drawsQpsAndLatencyChartsByThreadsAsInlineSvg() throws IOException {
        String html = render(List.of());

        assertThat(count(html, "<svg ")).isEqualTo(3);
        assertThat(html).contains("TPS by threads", "QPS by threads", "95th percentile latency (ms) by threads");
        // Three charts, one line per target each, with a marker per thread count.
        assertThat(count(html, "<polyline")).isEqualTo(6);
        assertThat(html).contains("<title>oceanbase: 8 → 1220.00</title>");
        assertThat(html).doesNotContain("Over time");
    }

    @Test
    void drawsOverTimeChartsFromIntervalsWithoutTheWarmup() throws IOException {
        List<IntervalResult> intervals = new ArrayList<>(Fixtures.intervals("mysql", 8, 30));
        intervals.addAll(Fixtures.intervals("oceanbase", 8, 30));

        String html = render(intervals);

        // Three charts by threads, then TPS and p95 over time for each target.
        assertThat(count(html, "<svg ")).isEqualTo(7);
        assertThat(html).contains("TPS over time: mysql", "TPS over time: oceanbase", ">8 threads</text>");
        // Intervals 1 and 2 are warm-up: the TPS markers start at interval 3 (TPS 103).
        assertThat(html).contains("<title>8 threads: 3 → 103.00</title>").doesNotContain("→ 102.00</title>");
    }

    @Test
    void escapesTextFromServersAndUsers() throws IOException {
        String html = render(List.of());

        assertThat(html).doesNotContain(Fixtures.HOSTILE)
                .contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    }

    @Test
    void hasTheConclusionsFirstThenTheMetricTablesWithIntervalsAndComparisons() throws IOException {
        String html = render(List.of());

        assertThat(html.indexOf("<section class=\"answer\"><h2>Conclusions</h2>")).isPositive().isLessThan(html.indexOf("<svg"));
        assertThat(html).contains("<th>threads</th><th>mysql</th><th>oceanbase</th><th>oceanbase vs mysql</th>");
        // A number never wraps: a change keeps its interval on one line, the verdict after it may wrap.
        assertThat(html).contains("<tr><td class=\"num\">8</td><td class=\"num\">810.00 ±15.7 %</td><td class=\"num\">1220.00 ±20.8 %</td>"
                + "<td><span class=\"nw\">+50.6 % (+37.0 … +65.6 %)</span>, better</td></tr>");
        assertThat(count(html, "<th>threads</th><th>mysql</th>")).isEqualTo(8);
        assertThat(html).contains("Reads/s</h3>", "Writes/s</h3>");
    }

    private static int count(String s, String part) {
        Matcher m = Pattern.compile(Pattern.quote(part)).matcher(s);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}

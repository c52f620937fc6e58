package dev.dbbench.reports.html;

import dev.dbbench.reports.Fixtures;
import dev.dbbench.reports.Metric;
import dev.dbbench.reports.Summaries;
import dev.dbbench.reports.chart.Chart;
import dev.dbbench.reports.chart.Charts;
import dev.dbbench.reports.chart.OverTimeCharts;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ChartsTest {

    @Test
    void axisUsesNiceStepsCoveringTheData() {
        Axis a = Axis.covering(0, 4820, 5);

        assertThat(a.step()).isEqualTo(1000.0);
        assertThat(a.max()).isEqualTo(5000.0);
        assertThat(a.ticks()).containsExactly(0.0, 1000.0, 2000.0, 3000.0, 4000.0, 5000.0);
        assertThat(Axis.covering(0, 0.37, 5).label(0.2)).isEqualTo("0.2");
        assertThat(Axis.covering(0, 0, 5).max()).isEqualTo(1.0);
    }

    @Test
    void downsamplingKeepsPeaksForLatencyAndMeansForThroughput() {
        List<Chart.Point> pts = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            pts.add(new Chart.Point(i, i == 5_000 ? 900 : 10));
        }

        List<Chart.Point> peaks = Charts.downsample(pts, 100, true);
        List<Chart.Point> means = Charts.downsample(pts, 100, false);

        assertThat(peaks).hasSize(100);
        assertThat(peaks.stream().mapToDouble(Chart.Point::y).max().orElseThrow()).isEqualTo(900.0);
        assertThat(means.stream().mapToDouble(Chart.Point::y).max().orElseThrow()).isEqualTo(18.9);
        assertThat(Charts.downsample(pts.subList(0, 50), 100, true)).hasSize(50);
    }

    /** Thread counts 1, 2, 4 make an axis step below one, whose decimals must not reach the thread labels. */
    @Test
    void threadCountsAreLabelledAsWholeNumbers() {
        RunResult base = Fixtures.sweep();
        RunResult r = new RunResult(base.tool(), "sweep", RunStatus.OK, base.startedAt(), base.finishedAt(), base.target(),
                List.of(base.target()), base.workload(), base.manifest(), List.of(Fixtures.step("mysql", 1, 1, 100, 1),
                        Fixtures.step("mysql", 2, 1, 200, 1), Fixtures.step("mysql", 4, 1, 300, 1)), RunSummary.EMPTY);

        String svg = SvgLineChart.render(Charts.vsThreads(Summaries.of(r), Metric.QPS));

        assertThat(texts(svg, "tick")).contains("1", "2", "4").doesNotContain("1.0", "2.0", "4.0");
        assertThat(svg).contains("<title>mysql: 4 → 300.00</title>");
    }

    /** A step whose warm-up ended a little earlier has a smaller first elapsed time; it must not jump the queue. */
    @Test
    void overTimeLegendFollowsTheOrderTheStepsRan() {
        List<IntervalResult> intervals = new ArrayList<>();
        double[] firstElapsed = {1.004, 1.003, 1.001};
        int[] threads = {1, 2, 4};
        for (int s = 0; s < threads.length; s++) {
            for (int i = 0; i < 5; i++) {
                intervals.add(new IntervalResult("postgresql", threads[s], 1, 1, i + 1, false, 1_700_000_000_000L + s * 10_000L + i * 1000L,
                        firstElapsed[s] + i, 1.0, 100, 1400, 400, 200, 0, 0, 0, 0, Map.of(), 0, 0, 100, 2000,
                        new LatencyMs(1, 2, 2, 3, 4, 5, 6, 9), ""));
            }
        }

        String svg = SvgLineChart.render(OverTimeCharts.of(intervals, "TPS over time", "TPS", IntervalResult::tps, false).get(0));

        assertThat(texts(svg, "legend")).containsExactly("1 thread", "2 threads", "4 threads");
    }

    /** Past six lines a chart is split by thread count, and its lines are named by repeat, in words. */
    @Test
    void overTimeIsDrawnAsSmallMultiplesOfAtMostSixLines() {
        List<IntervalResult> intervals = new ArrayList<>();
        for (String target : List.of("mysql", "postgresql")) {
            for (int threads : new int[] {1, 2, 4, 8}) {
                for (int repeat = 1; repeat <= 2; repeat++) {
                    for (int i = 0; i < 3; i++) {
                        intervals.add(new IntervalResult(target, threads, repeat, 1, i + 1, false, 1_700_000_000_000L + i * 1000L,
                                i + 1, 1.0, 100, 1400, 400, 200, 0, 0, 0, 0, Map.of(), 0, 0, 100, 2000,
                                new LatencyMs(1, 2, 2, 3, 4, 5, 6, 9), ""));
                    }
                }
            }
        }

        List<Chart> charts = OverTimeCharts.of(intervals, "TPS over time", "TPS", IntervalResult::tps, false);

        assertThat(charts).extracting(Chart::title).containsExactly("TPS over time: mysql, 1 thread", "TPS over time: mysql, 2 threads",
                "TPS over time: mysql, 4 threads", "TPS over time: mysql, 8 threads", "TPS over time: postgresql, 1 thread",
                "TPS over time: postgresql, 2 threads", "TPS over time: postgresql, 4 threads", "TPS over time: postgresql, 8 threads");
        assertThat(charts.get(0).series()).extracting(Chart.Series::name).containsExactly("repeat 1", "repeat 2");
        String svg = SvgLineChart.render(charts.get(0));
        assertThat(texts(svg, "tick")).contains("1", "2", "3").doesNotContain("1.5", "0.2");
    }

    private static List<String> texts(String svg, String cls) {
        Matcher m = Pattern.compile("<text class=\"" + cls + "\"[^>]*>([^<]*)</text>").matcher(svg);
        List<String> out = new ArrayList<>();
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}

package dev.dbbench.reports.png;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.Fixtures;
import dev.dbbench.reports.FolderOutput;
import dev.dbbench.reports.chart.Chart;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.ReportOutput;
import dev.dbbench.stats.Percentiles;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PngReporterTest {

    @Test
    void writesOneImageSizedForAnArticlePerChart(@TempDir Path dir) throws IOException {
        List<IntervalResult> intervals = new ArrayList<>(Fixtures.intervals("mysql", 8, 30));
        Histogram h = new Histogram(3);
        for (int i = 1; i <= 10_000; i++) {
            h.recordValue(i * 1_000L);
        }
        ReportInput input = new ReportInput(Fixtures.sweep(), intervals,
                List.of(Percentiles.curve("mysql", 8, 1, 1, h), Percentiles.curve("oceanbase", 8, 1, 1, h)));

        FolderOutput out = new FolderOutput(dir, new PngReporter().fileName());
        new PngReporter().write(input, out);
        List<Path> files = out.finish();

        assertThat(files).extracting(f -> dir.relativize(f).toString()).containsExactly("charts/qps-by-threads.png",
                "charts/tps-by-threads.png", "charts/latency-by-threads.png", "charts/tps-over-time.png",
                "charts/latency-over-time.png", "charts/latency-percentiles-mysql.png", "charts/latency-percentiles-oceanbase.png");
        for (Path f : files) {
            BufferedImage image = ImageIO.read(f.toFile());
            assertThat(image.getWidth()).as(f.toString()).isEqualTo(1200);
            assertThat(image.getHeight()).as(f.toString()).isEqualTo(675);
        }
    }

    /**
     * Over time, a sweep of two targets with repeats is drawn as the HTML report draws it: one panel per target, or per
     * target and thread count past six lines, each line named in words; the image grows with its panels.
     */
    @Test
    void overTimeIsOnePanelPerTargetOrThreadCountWithLinesNamedInWords(@TempDir Path dir) throws IOException {
        List<IntervalResult> intervals = new ArrayList<>();
        for (String target : List.of("mysql", "postgresql")) {
            for (int threads : new int[] {1, 2, 4, 8}) {
                for (int repeat = 1; repeat <= 2; repeat++) {
                    for (int i = 1; i <= 5; i++) {
                        intervals.add(new IntervalResult(target, threads, repeat, 1, i, false, 1_700_000_000_000L + i * 1000L, i,
                                1.0, 100, 1400, 400, 200, 0, 0, 0, 0, Map.of(), 0, 0, 100 + threads, 2000,
                                new LatencyMs(1, 2, 2, 3, 4, 5, 6, 9), ""));
                    }
                }
            }
        }
        ReportInput input = new ReportInput(Fixtures.sweep(), intervals, List.of());

        PngReporter.Image tps = PngReporter.charts(input).get("tps-over-time");

        assertThat(tps.title()).isEqualTo("TPS over time");
        assertThat(tps.panels()).extracting(c -> PngPanels.caption(tps.title(), c.title())).containsExactly(
                "mysql, 1 thread", "mysql, 2 threads", "mysql, 4 threads", "mysql, 8 threads",
                "postgresql, 1 thread", "postgresql, 2 threads", "postgresql, 4 threads", "postgresql, 8 threads");
        assertThat(tps.panels().get(0).series()).extracting(Chart.Series::name).containsExactly("repeat 1", "repeat 2");
        assertThat(tps.panels().get(0).xLabel()).isEqualTo("elapsed (s)");
        new PngReporter().write(input, ReportOutput.of(new java.io.StringWriter(), dir));
        BufferedImage image = ImageIO.read(dir.resolve("charts/tps-over-time.png").toFile());
        assertThat(image.getHeight()).isEqualTo(PngChart.height(8)).isGreaterThan(8 * 200);
    }

    /** A chart pasted into an article says where it comes from: workload, dataset, day and tool. */
    @Test
    void subtitleNamesWorkloadDatasetDateAndVersion() {
        assertThat(PngReporter.subtitle(Fixtures.sweep())).isEqualTo("oltp_read_write · 10 tables × 10000 rows · 2025-05-01 · dbbench 0.1.0-test");
    }

    @Test
    void aTargetNameBecomesASafeFileName() {
        assertThat(PngReporter.fileSafe("Cloud A:pg/15")).isEqualTo("cloud_a_pg_15");
    }
}

package dev.dbbench.reports.png;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.Fixtures;
import dev.dbbench.reports.FolderOutput;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyDistribution;
import dev.dbbench.spi.report.ReportInput;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
                List.of(LatencyDistribution.of("mysql", 8, 1, 1, h), LatencyDistribution.of("oceanbase", 8, 1, 1, h)));

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

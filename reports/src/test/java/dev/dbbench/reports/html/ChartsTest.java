package dev.dbbench.reports.html;

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
}

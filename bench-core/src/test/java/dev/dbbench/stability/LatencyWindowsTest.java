package dev.dbbench.stability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.IntervalLog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Latency windows rebuilt from latency.hlog equal those built as the intervals closed. */
class LatencyWindowsTest {
    @TempDir
    Path dir;

    @Test
    void readingTheLogGivesTheSameWindowsAsBuildingThemLive() throws Exception {
        LatencyWindows live = new LatencyWindows(10);
        try (IntervalFiles files = new IntervalFiles(dir)) {
            files.onInterval(interval(1, true, 1), histogram(500));     // warm-up: left out
            for (int k = 1; k <= 30; k++) {
                Histogram h = histogram(k <= 10 ? 5 : 50);
                IntervalResult i = interval(k, false, k);
                files.onInterval(i, h);
                live.add(i, h);
            }
        }
        List<IntervalResult> measured = IntervalLog.read(dir).intervals().stream().filter(i -> !i.warmup()).toList();
        LatencyWindows read = LatencyWindows.read(dir.resolve(IntervalFiles.HLOG), measured, 10);

        assertThat(read.logged()).isTrue();
        assertThat(read.run()).isEqualTo(live.run());
        assertThat(read.window(0).p99()).isCloseTo(5, within(0.05));
        assertThat(read.window(1).p99()).isCloseTo(50, within(0.5));
        assertThat(read.window(2)).isEqualTo(live.window(2));
        assertThat(read.run().max()).isCloseTo(50, within(0.5));
    }

    @Test
    void aMissingLogGivesNoLatency() throws Exception {
        LatencyWindows read = LatencyWindows.read(dir.resolve("none.hlog"), List.of(), 3600);
        assertThat(read.logged()).isFalse();
        assertThat(read.run()).isEqualTo(LatencyMs.empty());
    }

    @Test
    void aTornLastHistogramIsSkipped() throws Exception {
        try (IntervalFiles files = new IntervalFiles(dir)) {
            for (int k = 1; k <= 3; k++) {
                files.onInterval(interval(k, false, k), histogram(5));
            }
        }
        Path hlog = dir.resolve(IntervalFiles.HLOG);
        byte[] bytes = Files.readAllBytes(hlog);
        Files.write(hlog, java.util.Arrays.copyOf(bytes, bytes.length - 40));
        List<IntervalResult> measured = IntervalLog.read(dir).intervals();
        LatencyWindows read = LatencyWindows.read(hlog, measured, 3600);

        assertThat(read.logged()).isTrue();
        assertThat(read.run().max()).isCloseTo(5, within(0.05));
    }

    @Test
    void finishedWindowsKeepTheirLatencyAndACopyIgnoresLaterIntervals() {
        LatencyWindows w = new LatencyWindows(10);
        for (int k = 1; k <= 15; k++) {
            w.add(interval(k, false, k), histogram(k <= 10 ? 5 : 50));
        }
        LatencyWindows copy = w.copy();
        w.add(interval(16, false, 16), histogram(900));

        assertThat(w.window(0).max()).isCloseTo(5, within(0.05));
        assertThat(w.window(1).max()).isCloseTo(900, within(9.0));
        assertThat(copy.window(1).max()).isCloseTo(50, within(0.5));
        assertThat(copy.run().max()).isCloseTo(50, within(0.5));
        assertThat(w.runAt(100)).isCloseTo(900, within(9.0));
        assertThat(w.window(7)).isEqualTo(LatencyMs.empty());
    }

    @Test
    void anIntervalOfAFinishedWindowIsRefused() {
        LatencyWindows w = new LatencyWindows(10);
        w.add(interval(12, false, 12), histogram(5));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> w.add(interval(3, false, 3), histogram(5)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("time order");
    }

    private static IntervalResult interval(int index, boolean warmup, double end) {
        return new IntervalResult("db", 4, 1, 1, index, warmup, 1_800_000_000_000L + (long) (end * 1000), end, 1, 100, 0, 0, 0, 0,
                0, 0, 0, Map.of(), 0, 0, 100, 0, LatencyMs.empty(), "");
    }

    private static Histogram histogram(double ms) {
        Histogram h = new Histogram(1, 3_600_000_000_000L, 2);
        h.recordValueWithCount(Math.round(ms * 1_000_000), 100);
        return h;
    }
}

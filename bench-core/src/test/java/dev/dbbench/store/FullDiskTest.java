package dev.dbbench.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.stats.Percentiles;
import dev.dbbench.testing.SmallDisk;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The interval files on a disk that fills: every interval written before is kept whole, the one that did not fit
 * leaves no part of it behind, the error names the file and the reason, and the room kept aside is given back.
 */
class FullDiskTest {

    @Test
    void aWriteThatDoesNotFitLeavesEveryEarlierIntervalWholeAndNothingOfItself() throws Exception {
        try (SmallDisk disk = new SmallDisk(48 * SmallDisk.BLOCK)) {
            Path dir = disk.path("run");
            List<IntervalResult> written = new ArrayList<>();
            UncheckedIOException failure;
            try (IntervalFiles files = new IntervalFiles(dir)) {
                assertThat(Files.exists(dir.resolve(Reserve.FILE))).as("room kept aside").isTrue();
                failure = catchThrowableOfType(UncheckedIOException.class, () -> {
                    for (int k = 1; k < 10_000; k++) {
                        IntervalResult i = interval(k);
                        files.onInterval(i, latency(k));
                        written.add(i);
                    }
                });
                assertThat(Files.exists(dir.resolve(Reserve.FILE))).as("given back at the failure").isFalse();
            }
            assertThat(failure).as("the disk filled").isNotNull();
            assertThat(failure.getMessage()).startsWith("cannot write /run/").doesNotContain("\n")
                    .contains("out of disk space");
            assertThat(written).as("some fitted").hasSizeGreaterThan(3);

            String csv = Files.readString(dir.resolve(IntervalFiles.CSV), StandardCharsets.UTF_8);
            assertThat(csv).as("no partial row").endsWith("\n");
            IntervalLog log = IntervalLog.read(dir);
            assertThat(log.intervals()).as("every interval that was written, whole").isEqualTo(written);
            assertThat(log.steps().get(0).latencyMs().max()).as("each with its histogram")
                    .isEqualTo(Percentiles.of(latencies(written.size())).max());
        }
    }

    /** Files on a disk already full when they open refuse the first interval with the reason, as at any later one. */
    @Test
    void filesThatCannotStartRefuseTheFirstInterval() throws Exception {
        try (SmallDisk disk = new SmallDisk(8 * SmallDisk.BLOCK)) {
            Path dir = Files.createDirectories(disk.path("run"));
            Files.write(disk.path("filler"), new byte[(int) disk.free()]);
            try (IntervalFiles files = new IntervalFiles(dir); OutageFiles outages = new OutageFiles(dir)) {
                assertThat(files.failure()).hasValueSatisfying(why -> assertThat(why).startsWith("cannot write /run/"));
                UncheckedIOException first = catchThrowableOfType(UncheckedIOException.class, () -> files.onInterval(interval(1), latency(1)));
                assertThat(first.getMessage()).startsWith("cannot write /run/");
                UncheckedIOException outage = catchThrowableOfType(UncheckedIOException.class,
                        () -> outages.onInterval(interval(1), latency(1)));
                assertThat(outage.getMessage()).startsWith("cannot write /run/outages.csv: ");
            }
        }
    }

    @Test
    void anOutageLineThatDoesNotFitLeavesTheFileAsItWas() throws Exception {
        try (SmallDisk disk = new SmallDisk(4 * SmallDisk.BLOCK)) {
            Path dir = disk.path("run");
            try (OutageFiles files = new OutageFiles(dir)) {
                Files.write(disk.path("filler"), new byte[(int) disk.free()]);
                String before = Files.readString(dir.resolve(OutageFiles.FILE));
                UncheckedIOException failure = catchThrowableOfType(UncheckedIOException.class, () -> {
                    for (int k = 0; k < 100; k++) {
                        files.onOutageStart(java.time.Instant.EPOCH.plusSeconds(k), "db:3306");
                    }
                });
                assertThat(failure.getMessage()).startsWith("cannot write /run/outages.csv: ");
                assertThat(Files.readString(dir.resolve(OutageFiles.FILE))).startsWith(before).endsWith("\n");
            }
        }
    }

    private static IntervalResult interval(int k) {
        return new IntervalResult("fake", 2, 1, 1, k, false, 1_700_000_000_000L + k * 1000L, k, 1.0, 100 + k, 1000, 200, 100, 0, 0,
                0, 0, Map.of(), 0, 0, 100 + k, 1400, new LatencyMs(1, 2, 2, 3, 4, 5, 6, 7 + k), "db:3306", false, 10.0, 20.0,
                Map.of());
    }

    private static Histogram latency(int k) {
        Histogram h = new Histogram(60_000_000_000L, 2);
        for (int v = 1; v <= 200; v++) {
            h.recordValue(v * 10_000L + k * 1_000_000L);
        }
        return h;
    }

    private static Histogram latencies(int n) {
        Histogram all = new Histogram(60_000_000_000L, 2);
        for (int k = 1; k <= n; k++) {
            all.add(latency(k));
        }
        return all;
    }
}

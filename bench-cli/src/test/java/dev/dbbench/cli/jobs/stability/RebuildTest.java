package dev.dbbench.cli.jobs.stability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.jobs.Rebuild;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Outage;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.stability.LatencyWindows;
import dev.dbbench.stability.StabilitySummary;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.OutageFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** report's rebuild of folders left by killed runs, from the files alone. */
class RebuildTest {
    private static final long T0 = 1_800_000_000_000L;

    @TempDir
    Path dir;

    @Test
    void aKilledStabilityRunIsRebuiltWithItsThresholdsOutageAndEveryInterval() throws Exception {
        RunResult base = new RunResult(ToolInfo.current(), "stability", "running", Instant.ofEpochMilli(T0), Instant.ofEpochMilli(T0),
                null, List.of(), new WorkloadInfo("oltp_read_write", Map.of()),
                Map.of("stability.analysis-window-seconds", "10.0", "stability.stall-below-pct", "20.0"), List.of(), Map.of());
        ResultJson.writeAtomically(base, dir.resolve("result.json"));
        try (IntervalFiles files = new IntervalFiles(dir); OutageFiles outages = new OutageFiles(dir)) {
            for (int k = 1; k <= 30; k++) {
                long tx = k >= 12 && k <= 14 ? 150 : 1000;       // TPS 15 % of the median: a stall only under the recorded 20 %
                files.onInterval(interval(k, tx), histogram(tx));
            }
            Instant down = Instant.ofEpochMilli(T0 + 11_500);
            outages.onOutageStart(down, "db1");
            outages.onOutageEnd(new Outage(down, down.plusSeconds(3), 3.0, "db1", "db2"));
            outages.onOutageStart(Instant.ofEpochMilli(T0 + 29_500), "db2");
        }

        RunResult r = Rebuild.folder(dir);

        assertThat(r.command()).isEqualTo("stability");
        assertThat(r.status()).isEqualTo("interrupted");
        assertThat(r.workload().id()).isEqualTo("oltp_read_write");
        assertThat(r.finishedAt()).isEqualTo(Instant.ofEpochMilli(T0 + 30_000));
        assertThat(r.steps()).singleElement().satisfies(s -> {
            assertThat(s.transactions()).isEqualTo(27 * 1000 + 3 * 150);
            assertThat(s.outages()).hasSize(1);
            assertThat(s.status()).isEqualTo("rebuilt");
        });
        StabilitySummary s = (StabilitySummary) r.summary().get("stability");
        assertThat(s.thresholds().windowSeconds()).isEqualTo(10);
        assertThat(s.run().intervals()).isEqualTo(30);
        assertThat(s.windows()).hasSize(3);
        assertThat(s.stallCount()).isEqualTo(1);
        assertThat(s.stalls().get(0).duringOutage()).isTrue();
        assertThat(s.outages()).singleElement().satisfies(o -> assertThat(o.instanceAfter()).isEqualTo("db2"));
        assertThat(s.outageOngoingSince()).contains(Instant.ofEpochMilli(T0 + 29_500));
        assertThat(s.verdictLine()).startsWith("unstable: 1 outage (3.00 s down); the server was still away when the run ended");
    }

    @Test
    void aCheckpointAndReportAgreeOnTheAnalysis() throws Exception {
        RunResult base = new RunResult(ToolInfo.current(), "stability", "running", Instant.ofEpochMilli(T0), Instant.ofEpochMilli(T0),
                null, List.of(), new WorkloadInfo("oltp_read_write", Map.of()), Map.of("stability.analysis-window-seconds", "10.0"),
                List.of(), Map.of());
        LatencyWindows live = new LatencyWindows(10);
        try (IntervalFiles files = new IntervalFiles(dir)) {
            for (int k = 1; k <= 25; k++) {
                IntervalResult i = interval(k, k == 7 ? 40 : 1000);
                Histogram h = histogram(i.transactions());
                h.recordValue(k * 10_000_000L);
                files.onInterval(i, h);
                live.add(i, h);
            }
        }
        RunResult checkpoint = StabilityResults.checkpoint(dir, base, live, ThresholdManifest.read(base.manifest()));
        RunResult report = StabilityResults.rebuild(dir, base, "interrupted", "rebuilt");

        assertThat(checkpoint.status()).isEqualTo("running");
        assertThat(checkpoint.summary().get("stability")).isEqualTo(report.summary().get("stability"));
        assertThat(checkpoint.steps().get(0).transactions()).isEqualTo(report.steps().get(0).transactions());
        assertThat(checkpoint.steps().get(0).latencyMs()).isEqualTo(report.steps().get(0).latencyMs());
    }

    @Test
    void aRunWithoutResultJsonIsRebuiltFromItsIntervals() throws Exception {
        try (IntervalFiles files = new IntervalFiles(dir)) {
            for (int k = 1; k <= 5; k++) {
                files.onInterval(interval(k, 100), histogram(100));
            }
        }
        Files.writeString(dir.resolve("result.json"), "{\"tool\": {\"name\": \"dbbench\"}, \"command\": ");

        RunResult r = Rebuild.folder(dir);

        assertThat(r.command()).isEqualTo("run");
        assertThat(r.status()).isEqualTo("interrupted");
        assertThat(r.steps()).singleElement().satisfies(s -> assertThat(s.transactions()).isEqualTo(500));
        assertThat(r.targets()).extracting(t -> t.name()).containsExactly("db");
    }

    @Test
    void aKilledSweepGetsItsLastStepBackAndItsSummaryRebuilt() throws Exception {
        try (IntervalFiles files = new IntervalFiles(dir)) {
            for (int threads : new int[] {4, 8}) {
                for (int k = 1; k <= 3; k++) {
                    IntervalResult i = new IntervalResult("db", threads, 1, 1, k, false, T0 + k * 1000L, k, 1, 100L * threads, 0, 0, 0,
                            0, 0, 0, 0, Map.of(), 0, 0, 100.0 * threads, 0, LatencyMs.empty(), "");
                    files.onInterval(i, histogram(100L * threads));
                }
            }
        }
        RunResult recorded = new RunResult(ToolInfo.current(), "sweep", "running", Instant.ofEpochMilli(T0), Instant.ofEpochMilli(T0),
                null, List.of(), new WorkloadInfo("oltp_read_write", Map.of()), Map.of(),
                List.of(Rebuild.folder(dir).steps().get(0)), Map.of("plan", Map.of("threads", List.of(4, 8))));
        ResultJson.writeAtomically(recorded, dir.resolve("result.json"));

        RunResult r = Rebuild.folder(dir);

        assertThat(r.status()).isEqualTo("interrupted");
        assertThat(r.steps()).extracting(st -> st.threads()).containsExactly(4, 8);
        assertThat(r.steps().get(1).transactions()).isEqualTo(2400);
        assertThat(r.summary()).containsKeys("plan", "steps", "saturation");
        assertThat((List<?>) r.summary().get("steps")).hasSize(2);
    }

    private static IntervalResult interval(int k, long tx) {
        return new IntervalResult("db", 4, 1, 1, k, false, T0 + k * 1000L, k, 1, tx, tx, 0, 0, 0, 0, 0, 0, Map.of(), 0, 0, tx, tx,
                LatencyMs.empty(), "db1");
    }

    private static Histogram histogram(long n) {
        Histogram h = new Histogram(1, 3_600_000_000_000L, 2);
        h.recordValueWithCount(5_000_000, n);
        return h;
    }
}

package dev.dbbench.runner.jobs.stability;

import dev.dbbench.runner.jobs.verdict.ThresholdManifest;
import dev.dbbench.runner.jobs.verdict.StabilityResults;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.plugin.Plugins;
import dev.dbbench.reports.Reporters;
import dev.dbbench.runner.jobs.Console;
import dev.dbbench.runner.jobs.RebuildReport;
import dev.dbbench.runner.jobs.Rebuild;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Outage;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.result.SweepPlan;
import dev.dbbench.stability.LatencyWindows;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.StabilityThresholds;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.OutageFiles;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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

    private final ByteArrayOutputStream warnings = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(warnings, true, StandardCharsets.UTF_8);

    @Test
    void aKilledStabilityRunIsRebuiltWithItsThresholdsOutageAndEveryInterval() throws Exception {
        RunResult base = new RunResult(ToolInfo.current(), "stability", RunStatus.RUNNING, Instant.ofEpochMilli(T0), Instant.ofEpochMilli(T0),
                null, List.of(), new WorkloadInfo("oltp_read_write", Map.of()),
                Map.of("stability.analysis-window-seconds", "10.0", "stability.stall-below-pct", "20.0"), List.of(), RunSummary.EMPTY);
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

        RunResult r = Rebuild.folder(dir, err);

        assertThat(r.command()).isEqualTo("stability");
        assertThat(r.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(r.workload().id()).isEqualTo("oltp_read_write");
        assertThat(r.finishedAt()).isEqualTo(Instant.ofEpochMilli(T0 + 30_000));
        assertThat(r.steps()).singleElement().satisfies(s -> {
            assertThat(s.transactions()).isEqualTo(27 * 1000 + 3 * 150);
            assertThat(s.outages()).hasSize(1);
            // Killed while running: the step measured less than its --duration, as a killed sweep's step.
            assertThat(s.status()).isEqualTo(StepStatus.STOPPED);
        });
        StabilitySummary s = r.summary().stability().orElseThrow();
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
        RunResult base = new RunResult(ToolInfo.current(), "stability", RunStatus.RUNNING, Instant.ofEpochMilli(T0), Instant.ofEpochMilli(T0),
                null, List.of(), new WorkloadInfo("oltp_read_write", Map.of()), Map.of("stability.analysis-window-seconds", "10.0"),
                List.of(), RunSummary.EMPTY);
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
        RunResult report = StabilityResults.rebuild(dir, base, RunStatus.RUNNING, StepStatus.STOPPED);

        assertThat(checkpoint.status()).isEqualTo(RunStatus.RUNNING);
        assertThat(report.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(report.summary().stability().orElseThrow()).usingRecursiveComparison().ignoringFields("ended")
                .isEqualTo(checkpoint.summary().stability().orElseThrow());
        assertThat(report.summary().stability().orElseThrow().verdictLine()).as("what it judged, and that it was cut short")
                .isEqualTo(checkpoint.summary().stability().orElseThrow().verdictLine() + "; the run was interrupted after 25 s");
        assertThat(checkpoint.steps().get(0).transactions()).isEqualTo(report.steps().get(0).transactions());
        assertThat(checkpoint.steps().get(0).latencyMs()).isEqualTo(report.steps().get(0).latencyMs());
    }

    /** A run whose intervals cover its whole --duration but whose end was never recorded (a full disk) was not interrupted. */
    @Test
    void aCompleteRunThatCouldNotRecordItsEndIsNotCalledInterrupted() throws Exception {
        Map<String, String> manifest = new java.util.TreeMap<>(Map.of("duration", "25s", "report-interval", "1s"));
        manifest.putAll(ThresholdManifest.write(StabilityThresholds.DEFAULTS.withWindowSeconds(10)));
        RunResult base = new RunResult(ToolInfo.current(), "stability", RunStatus.RUNNING, Instant.ofEpochMilli(T0), Instant.ofEpochMilli(T0),
                null, List.of(), new WorkloadInfo("oltp_read_write", Map.of()), manifest, List.of(), RunSummary.EMPTY);
        try (IntervalFiles files = new IntervalFiles(dir)) {
            for (int k = 1; k <= 25; k++) {
                IntervalResult i = interval(k, 1000);
                files.onInterval(i, histogram(i.transactions()));
            }
        }
        RunResult complete = StabilityResults.rebuild(dir, base, RunStatus.RUNNING, StepStatus.STOPPED);
        assertThat(complete.status()).isEqualTo(RunStatus.OK);
        assertThat(complete.steps().get(0).status()).isEqualTo(StepStatus.REBUILT);
        assertThat(complete.summary().stability().orElseThrow().verdictLine()).doesNotContain("interrupted", "ended early");
        assertThat(complete.summary().stability().orElseThrow().notes()).anyMatch(n -> n.contains("did not record its end"));

        Map<String, String> longer = new java.util.TreeMap<>(manifest);
        longer.put("duration", "1m");
        RunResult cut = StabilityResults.rebuild(dir, new RunResult(base.tool(), base.command(), base.status(), base.startedAt(),
                base.finishedAt(), null, List.of(), base.workload(), longer, List.of(), RunSummary.EMPTY), RunStatus.RUNNING,
                StepStatus.STOPPED);
        assertThat(cut.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(cut.summary().stability().orElseThrow().verdictLine()).endsWith("; the run was interrupted after 25 s of the planned 1m");
    }

    @Test
    void aRunWithoutResultJsonIsRebuiltFromItsIntervals() throws Exception {
        try (IntervalFiles files = new IntervalFiles(dir)) {
            for (int k = 1; k <= 5; k++) {
                files.onInterval(interval(k, 100), histogram(100));
            }
        }
        Files.writeString(dir.resolve("result.json"), "{\"tool\": {\"name\": \"dbbench\"}, \"command\": ");

        RunResult r = Rebuild.folder(dir, err);

        assertThat(r.command()).isEqualTo("run");
        assertThat(r.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(r.steps()).singleElement().satisfies(s -> assertThat(s.transactions()).isEqualTo(500));
        assertThat(r.targets()).extracting(t -> t.name()).containsExactly("db");
        assertThat(dir.resolve("result.json.damaged")).hasContent("{\"tool\": {\"name\": \"dbbench\"}, \"command\": ");
    }

    /** A stability folder without a readable result.json is rebuilt as a stability run, with its verdict and outages. */
    @Test
    void aStabilityFolderWithADamagedResultJsonIsRebuiltAsStabilityAndTheDamagedFileIsKept() throws Exception {
        stabilityFiles();
        String damaged = "{\"tool\": {\"name\": \"dbbench\"}, \"command\": \"stabi";
        Files.writeString(dir.resolve("result.json"), damaged);

        RunResult r = Rebuild.folder(dir, err);

        assertThat(r.command()).isEqualTo("stability");
        assertThat(r.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(r.steps()).singleElement().satisfies(s -> {
            assertThat(s.transactions()).isEqualTo(29 * 1000 + 50);
            assertThat(s.outages()).hasSize(1);
            assertThat(s.status()).as("no record says how it ended").isEqualTo(StepStatus.REBUILT);
        });
        StabilitySummary s = r.summary().stability().orElseThrow();
        assertThat(s.outages()).singleElement().satisfies(o -> assertThat(o.downtimeSeconds()).isEqualTo(2.0));
        assertThat(s.run().intervals()).isEqualTo(30);
        assertThat(s.verdictLine()).startsWith("unstable: 1 outage (2.00 s down); 1 stall");
        assertThat(s.notes()).anySatisfy(n -> assertThat(n).contains("judged by the default thresholds"));
        assertThat(dir.resolve("result.json")).doesNotExist();
        assertThat(dir.resolve("result.json.damaged")).hasContent(damaged);
        assertThat(warnings.toString(StandardCharsets.UTF_8)).hasLineCount(1)
                .startsWith("warning: " + dir.resolve("result.json") + " is damaged").contains("kept it as result.json.damaged");
    }

    @Test
    void aStabilityFolderWithoutResultJsonIsRebuiltAsStabilityWithoutAWarning() throws Exception {
        stabilityFiles();

        RunResult r = Rebuild.folder(dir, err);

        assertThat(r.command()).isEqualTo("stability");
        assertThat(r.summary().stability().orElseThrow().outages()).hasSize(1);
        assertThat(warnings.size()).isZero();
    }

    /** A second damaged result.json does not replace the first one kept. */
    @Test
    void anOlderDamagedCopyIsNotOverwritten() throws Exception {
        stabilityFiles();
        Files.writeString(dir.resolve("result.json.damaged"), "first");
        Files.writeString(dir.resolve("result.json"), "second");

        Rebuild.folder(dir, err);

        assertThat(dir.resolve("result.json.damaged")).hasContent("first");
        assertThat(dir.resolve("result.json.damaged-2")).hasContent("second");
        assertThat(warnings.toString(StandardCharsets.UTF_8)).contains("kept it as result.json.damaged-2");
    }

    /** A rebuilt stability run keeps the status its step ended with: (stopped) after Ctrl-C, as a rebuilt sweep shows. */
    @Test
    void aRunThatEndedKeepsTheStatusItsStepEndedWith() throws Exception {
        stabilityFiles();
        StepResult measured = Rebuild.folder(dir, err).steps().get(0);
        for (String[] ended : new String[][] {{"interrupted", "stopped"}, {"ok", "ok"}, {"failed: lost", "failed: lost"}}) {
            RunResult recorded = new RunResult(ToolInfo.current(), "stability", RunStatus.parse(ended[0]), Instant.ofEpochMilli(T0),
                    Instant.ofEpochMilli(T0 + 30_000), null, List.of(), new WorkloadInfo("oltp_read_write", Map.of()),
                    Map.of("stability.analysis-window-seconds", "10.0"), List.of(measured.withStatus(StepStatus.parse(ended[1]))), RunSummary.EMPTY);
            ResultJson.writeAtomically(recorded, dir.resolve("result.json"));

            RunResult r = Rebuild.folder(dir, err);

            assertThat(r.status()).isEqualTo(RunStatus.parse(ended[0]));
            assertThat(r.steps()).singleElement().satisfies(st -> assertThat(st.status()).isEqualTo(StepStatus.parse(ended[1])));
        }
    }

    /** The command a user runs: stderr names the kept file, summary.txt ends with the verdict of the console. */
    @Test
    void reportOfADamagedStabilityFolderWarnsOnceAndWritesTheVerdictToSummaryText() throws Exception {
        stabilityFiles();
        Files.writeString(dir.resolve("result.json"), "garbage");

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), false);

        RebuildReport.run(console, dir, Reporters.of(Plugins.builtIn()).defaults());

        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(err.toString(StandardCharsets.UTF_8)).hasLineCount(1).contains("result.json.damaged");
        assertThat(printed).contains("Verdict: unstable: 1 outage", "Rebuilt stability result (interrupted, 1 step)");
        assertThat(dir.resolve("result.json.damaged")).hasContent("garbage");
        assertThat(ResultJson.read(dir).command()).isEqualTo("stability");
        String verdict = printed.lines().filter(l -> l.startsWith("Verdict: ")).findFirst().orElseThrow();
        assertThat(Files.readString(dir.resolve("summary.txt"))).endsWith(verdict + "\n");
    }

    /** 30 intervals of 1 s with a stall at the 12th, during an outage of 2 s that outages.csv closed. */
    private void stabilityFiles() throws Exception {
        try (IntervalFiles files = new IntervalFiles(dir); OutageFiles outages = new OutageFiles(dir)) {
            for (int k = 1; k <= 30; k++) {
                long tx = k == 12 ? 50 : 1000;
                files.onInterval(interval(k, tx), histogram(tx));
            }
            Instant down = Instant.ofEpochMilli(T0 + 10_500);
            outages.onOutageStart(down, "db1");
            outages.onOutageEnd(new Outage(down, down.plusSeconds(2), 2.0, "db1", "db1"));
        }
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
        RunResult recorded = new RunResult(ToolInfo.current(), "sweep", RunStatus.RUNNING, Instant.ofEpochMilli(T0), Instant.ofEpochMilli(T0),
                null, List.of(), new WorkloadInfo("oltp_read_write", Map.of()), Map.of(),
                List.of(Rebuild.folder(dir, err).steps().get(0)), RunSummary.EMPTY.withPlan(new SweepPlan(List.of(4, 8), 1, 1, 0, "off", "off", "off")));
        ResultJson.writeAtomically(recorded, dir.resolve("result.json"));

        RunResult r = Rebuild.folder(dir, err);

        assertThat(r.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(r.steps()).extracting(st -> st.threads()).containsExactly(4, 8);
        assertThat(r.steps().get(1).transactions()).isEqualTo(2400);
        assertThat(r.summary().sections()).contains("plan", "steps", "saturation");
        assertThat(r.summary().steps().orElseThrow()).hasSize(2);
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

package dev.dbbench.runner.jobs;

import dev.dbbench.runner.spec.SweepSpec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.runner.jobs.metrics.MetricsSettings;
import dev.dbbench.runner.jobs.stability.StabilityRun;
import dev.dbbench.runner.jobs.stability.StabilitySettings;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.reports.Reporters;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.Target;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.IntervalLog;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.SmallDisk;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A disk that fills while {@code run}, {@code sweep} or {@code stability} measures: the cause in one line, the summary
 * of what was measured, {@code result.json} failed with the cause, every complete interval kept and no partial row.
 * The disk is a file system in memory whose room another writer takes once a few intervals are on it.
 */
class FullDiskTest {
    private static final String CANNOT_WRITE = "cannot write /r/(intervals\\.csv|latency\\.hlog): out of disk space";
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8), false);

    @Test
    void aRunEndsFailedWithTheCauseAndItsSummary() throws Exception {
        try (SmallDisk disk = new SmallDisk(2 << 20); FakeRun fake = new FakeRun(); Filler filler = new Filler(disk)) {
            ResultFolder folder = folder(disk);
            int exit = new SingleRun(console, target(fake), workload(), settings("10s"), folder, Sharding.none(), MetricsSettings.NONE)
                    .execute(2);

            assertEndedFailed(exit, folder.dir());
            assertThat(text(out)).contains("General statistics:", "Results: /r");
        }
    }

    @Test
    void aSweepEndsAtTheFailureForEveryStepAfter() throws Exception {
        try (SmallDisk disk = new SmallDisk(2 << 20); FakeRun fake = new FakeRun(); Filler filler = new Filler(disk)) {
            ResultFolder folder = folder(disk);
            SweepSpec sweep = SweepSpec.of("1,2,4");
            int exit = new Sweep(console, List.of(target(fake)), workload(), settings("10s"), Sweep.Plan.from(sweep), folder,
                    MetricsSettings.NONE).execute();

            RunResult result = assertEndedFailed(exit, folder.dir());
            assertThat(result.steps()).as("no step after the failure").hasSize(1);
            assertThat(text(err)).containsPattern("error: " + CANNOT_WRITE + "; the sweep ended early");
        }
    }

    @Test
    void aStabilityRunSaysItEndedEarlyAndWhy() throws Exception {
        try (SmallDisk disk = new SmallDisk(2 << 20); FakeRun fake = new FakeRun(); Filler filler = new Filler(disk)) {
            ResultFolder folder = folder(disk);
            Given.Stability o = stability();
            o.checkpointEvery = "1s";
            int exit = new StabilityRun(console, target(fake), workload(), StabilitySettings.from(o.spec()), folder).execute(2);

            RunResult result = assertEndedFailed(exit, folder.dir());
            assertThat(text(out)).containsPattern("Verdict: [^\\n]*; the run ended early, after \\d+(\\.\\d)? s of the planned 10s, "
                    + "because: " + CANNOT_WRITE + "\\n");
            assertThat(result.summary().stability().orElseThrow().ended()).isPresent();
            RunResult rebuilt = Rebuild.folder(folder.dir(), console.err());
            assertThat(rebuilt.status()).isEqualTo(result.status());
            assertThat(rebuilt.summary().stability().orElseThrow().verdictLine()).contains("the run ended early");
        }
    }

    /** A stability run on a disk with too little room to start its files ends at its first interval, failed with why. */
    @Test
    void aStabilityRunOnADiskTooFullToStartEndsFailedWithWhy() throws Exception {
        try (SmallDisk disk = new SmallDisk(64 << 10); FakeRun fake = new FakeRun()) {
            ResultFolder folder = folder(disk);
            Files.write(disk.path("filler"), new byte[(int) disk.free() - (24 << 10)]);
            Given.Stability o = stability();
            int exit = new StabilityRun(console, target(fake), workload(), StabilitySettings.from(o.spec()), folder).execute(2);

            assertThat(exit).as(text(out) + text(err)).isEqualTo(ExitCode.RUN_FAILED);
            assertThat(text(err)).containsPattern("(?m)^error: cannot write /r/[a-z.]+: out of disk space$");
            assertThat(ResultJson.read(folder.dir()).status().text()).startsWith("failed: cannot write /r/");
            assertThat(text(out)).contains("Verdict: ");
        }
    }

    /** A result.json that no longer fits, between a sweep's steps, takes the room kept aside and ends the command. */
    @Test
    void aResultThatDoesNotFitTakesTheRoomKeptAsideAndEndsTheCommand() throws Exception {
        try (SmallDisk disk = new SmallDisk(256 << 10)) {
            ResultFolder folder = folder(disk);
            ResultBook book = new ResultBook("sweep", List.of(), new dev.dbbench.result.WorkloadInfo("w", java.util.Map.of()),
                    java.util.Map.of("time", "10s"), folder);
            try (IntervalFiles files = folder.open()) {
                book.begin();
                fill(disk);
                book.add(dev.dbbench.testing.Steps.oltp("fake", 1, 1000, 10).build());
            }
            assertThat(folder.cannotWrite()).hasValueSatisfying(why -> assertThat(why).matches("cannot write /r/result\\.json: .+"));
            assertThat(ResultJson.read(folder.dir()).steps()).as("written in the room kept aside").hasSize(1);
        }
    }

    private static void fill(SmallDisk disk) throws IOException {
        try (OutputStream o = Files.newOutputStream(disk.path("filler"))) {
            byte[] block = new byte[SmallDisk.BLOCK];
            while (true) {
                o.write(block);
            }
        } catch (IOException full) {
            assertThat(disk.free()).isZero();
        }
    }

    /** Exit 1, the cause on stderr, result.json failed with it, and the interval files whole. */
    private RunResult assertEndedFailed(int exit, Path dir) throws IOException {
        assertThat(exit).as(text(out) + text(err)).isEqualTo(ExitCode.RUN_FAILED);
        assertThat(text(err)).containsPattern("(?m)^error: " + CANNOT_WRITE);
        RunResult result = ResultJson.read(dir);
        assertThat(result.status().text()).matches("failed: " + CANNOT_WRITE);
        assertThat(Files.readString(dir.resolve(IntervalFiles.CSV))).as("no partial row").endsWith("\n");
        assertThat(IntervalLog.read(dir).intervals()).as("the intervals before the disk filled").hasSizeGreaterThanOrEqualTo(3);
        return result;
    }

    private static ResolvedTarget target(FakeRun fake) {
        return new ResolvedTarget("fake", new Plugins.Found<Target>(fake.target(), "test"),
                ConnectionSpec.of("127.0.0.1", 1, "u", Secret.none(), "d"), List.of());
    }

    private static Workloads.Chosen workload() {
        return Workloads.configure(new RecordingWorkload(), Given.workload(null));
    }

    private static RunSettings settings(String time) {
        Given.Run run = new Given.Run();
        run.time = time;
        run.warmup = "0";
        run.reportInterval = "100ms";
        run.rate = 2000;
        return RunSettings.from(run.spec());
    }

    private static Given.Stability stability() {
        Given.Stability o = new Given.Stability();
        o.duration = "10s";
        o.warmup = "0";
        o.reportInterval = "100ms";
        o.rate = 2000;
        return o;
    }

    private static ResultFolder folder(SmallDisk disk) {
        return ResultFolder.plan(disk.path("r"), false).writing(Reporters.of(Plugins.builtIn()).defaults());
    }

    private static String text(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** Another writer that takes all the room left once three intervals are on the disk, as a filling disk would. */
    private static final class Filler implements AutoCloseable {
        private final Thread thread;

        Filler(SmallDisk disk) {
            thread = new Thread(() -> {
                Path csv = disk.path("r").resolve(IntervalFiles.CSV);
                try {
                    while (!Files.exists(csv) || Files.readAllLines(csv).size() < 4) {
                        Thread.sleep(10);
                    }
                    fill(disk);
                } catch (IOException | InterruptedException full) {
                    // The disk is full, or the test is over.
                }
            }, "filler");
            thread.setDaemon(true);
            thread.start();
        }

        @Override
        public void close() throws InterruptedException {
            thread.interrupt();
            thread.join(5_000);
        }
    }
}

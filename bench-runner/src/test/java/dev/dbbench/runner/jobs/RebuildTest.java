package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.stats.Percentiles;
import dev.dbbench.testing.Steps;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How {@code report} merges the steps a killed sweep recorded with those only its interval files hold. */
class RebuildTest {

    private static StepResult step(int threads, double seconds, String status) {
        long tx = Math.round(500 * threads * seconds);
        return Steps.oltp("pg", threads, tx, seconds).latencyMs(new LatencyMs(0.5, 2, 1.5, 2, 3, 4, 5, 6)).status(StepStatus.parse(status)).build();
    }

    @Test
    void theStepAKilledSweepNeverRecordedIsMarkedStopped() {
        List<StepResult> fromIntervals = List.of(step(1, 5, "rebuilt"), step(2, 5, "rebuilt"), step(4, 1, "rebuilt"));
        List<StepResult> recorded = List.of(step(1, 5, "ok"), step(2, 5, "ok"));

        List<StepResult> merged = Rebuild.merge(fromIntervals, recorded, true);

        assertThat(merged).extracting(StepResult::status).containsExactly(StepStatus.OK, StepStatus.OK, StepStatus.STOPPED);
        assertThat(merged.get(2).durationSeconds()).isEqualTo(1.0);
    }

    @Test
    void aRunThatEndedOrLeftNoRecordKeepsItsRebuiltSteps() {
        List<StepResult> fromIntervals = List.of(step(1, 5, "rebuilt"), step(2, 5, "rebuilt"));

        assertThat(Rebuild.merge(fromIntervals, List.of(step(1, 5, "ok")), false)).extracting(StepResult::status)
                .containsExactly(StepStatus.OK, StepStatus.REBUILT);
        assertThat(Rebuild.merge(fromIntervals, List.of(step(1, 5, "ok"), step(2, 5, "ok")), true)).extracting(StepResult::status)
                .as("every step recorded: none was cut short").containsExactly(StepStatus.OK, StepStatus.OK);
    }

    /**
     * A run that measured its whole --time but never recorded its end (the disk filled as it wrote result.json) is not
     * called interrupted; one that measured less is.
     */
    @Test
    void aCompleteRunWhoseEndWasNotRecordedIsNotInterrupted(@TempDir Path dir) throws Exception {
        for (int intervals : new int[] {2, 1}) {
            java.nio.file.Path folder = dir.resolve("r" + intervals);
            new ResultBook("run", List.of(), new WorkloadInfo("oltp_read_write", Map.of()), Map.of("time", "2s", "report-interval", "1s"),
                    ResultFolder.existing(java.nio.file.Files.createDirectories(folder))).begin();
            try (dev.dbbench.store.IntervalFiles files = new dev.dbbench.store.IntervalFiles(folder)) {
                for (int k = 1; k <= intervals; k++) {
                    org.HdrHistogram.Histogram h = new org.HdrHistogram.Histogram(3);
                    h.recordValue(1_000_000);
                    files.onInterval(new dev.dbbench.result.IntervalResult("pg", 2, 1, 1, k, false, 1_700_000_000_000L + k * 1000L,
                            k, 1.0, 100, 0, 0, 0, 0, 0, 0, 0, Map.of(), 0, 0, 100, 0, Percentiles.of(h), ""), h);
                }
            }
            RunResult r = Rebuild.folder(folder, System.err);
            assertThat(r.status()).as(intervals + " of 2 s").isEqualTo(intervals == 2 ? RunStatus.OK : RunStatus.INTERRUPTED);
        }
    }

    /** result.json is written as a sweep begins, so report rebuilds one killed in its first step as a sweep of its workload. */
    @Test
    void aResultBookRecordsWhatRunsBeforeTheFirstStepEnds(@TempDir Path dir) throws Exception {
        ResultBook book = new ResultBook("sweep", List.of(), new WorkloadInfo("oltp_read_write", Map.of()),
                Map.of("time", "5s"), ResultFolder.existing(dir));
        book.begin();

        RunResult r = ResultJson.read(dir);
        assertThat(r.command()).isEqualTo("sweep");
        assertThat(r.status()).isEqualTo(RunStatus.RUNNING);
        assertThat(r.workload().id()).isEqualTo("oltp_read_write");
        assertThat(r.manifest()).containsEntry("time", "5s");
        assertThat(r.steps()).isEmpty();
    }

    /**
     * A stop rule fires, then the sweep is SIGKILLed two steps later: the checkpoint already holds why it stopped, so
     * report's closing table keeps its "stopped after" line and says why the planned 16 threads have no row.
     */
    @Test
    void whyASweepStoppedEarlyIsSavedAtOnceAndKeptByReport(@TempDir Path dir) throws Exception {
        ResultFolder folder = ResultFolder.existing(dir);
        ResultBook book = new ResultBook("sweep", List.of(), new WorkloadInfo("oltp_read_write", Map.of()), Map.of(), folder);
        folder.open().close();
        book.begin();
        book.add(step(8, 4, "ok"));

        new StoppedEarly(book).put("pg", "stopped after 8 threads: p95 13.20 ms is above 12.00 ms (--stop-when-p95-above)");

        assertThat(ResultJson.read(dir).summary().sections()).contains("stoppedEarly");
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        Rebuild.print(new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8),
                Rebuild.folder(dir, System.err));
        assertThat(out.toString(java.nio.charset.StandardCharsets.UTF_8)).contains("pg: stopped after 8 threads: p95 13.20 ms");
    }
}

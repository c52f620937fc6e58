package dev.dbbench.runner.jobs.stability;

import dev.dbbench.runner.jobs.verdict.ThresholdManifest;
import dev.dbbench.runner.jobs.verdict.SummaryPrinter;
import dev.dbbench.runner.jobs.verdict.StabilityResults;
import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.StabilityThresholds;
import dev.dbbench.stability.LatencyWindows;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.OutageFiles;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server that went away during the warm-up: its lost connections are not measured, so the summary must say where the
 * outage fell and count what the warm-up lost, never list the outage beside "Errors: 0" as if it had been measured.
 */
class WarmupOutageTest {
    private static final StabilityThresholds T = StabilityThresholds.DEFAULTS.withWindowSeconds(10);

    @TempDir
    Path dir;

    @Test
    void theSummarySaysTheOutageFellInTheWarmUpAndCountsItsLosses() throws Exception {
        RunResult base = new RunResult(ToolInfo.current(), "stability", RunStatus.RUNNING, Instant.now(), Instant.now(), null,
                List.of(), new WorkloadInfo("scripted", Map.of()), ThresholdManifest.write(T), List.of(), RunSummary.EMPTY);
        LatencyWindows latency = new LatencyWindows(T.windowSeconds());
        StepResult step;
        try (FakeRun run = new FakeRun(); IntervalFiles files = new IntervalFiles(dir); OutageFiles outages = new OutageFiles(dir)) {
            Script restart = Script.once(100, Action.connectionLost())
                    .beforeAttempt(100, () -> run.server().crash(Duration.ofMillis(300), false));
            IntervalListener merge = (interval, histogram) -> {
                if (!interval.warmup()) {
                    latency.add(interval, histogram);
                }
            };
            step = run.run(ScriptedWorkload.of(restart), spec().threads(2).rate(1000).warmup(1_000).time(1_000).interval(250),
                    new StopSignal(), files.andThen(outages).andThen(merge));
        }
        RunResult finished = StabilityResults.finish(dir, base, step, RunStatus.OK, latency, T);
        RunResult rebuilt = StabilityResults.rebuild(dir, base, RunStatus.OK, StepStatus.REBUILT);

        // As the run printed it, and as report rebuilds it from the folder.
        for (RunResult r : List.of(finished, rebuilt)) {
            String printed = print(r.summary().stability().orElseThrow());
            assertThat(printed).contains("Verdict: unstable: 1 outage in the warm-up (");
            assertThat(printed).contains("Errors: 0, timeouts 0, reconnects 0\n");
            assertThat(printed).containsPattern("Warm-up, not measured: errors [1-9]\\d* \\{[^}]*08S01=\\d+[^}]*}, timeouts 0, reconnects [1-9]");
            assertThat(printed).containsPattern("Outages: 1, \\d+\\.\\d\\d s down, in the warm-up\n");
            assertThat(printed).containsPattern("  \\S+ to \\S+: \\d+\\.\\d\\d s down, in the warm-up \\(node-1 -> node-1\\)\n");
        }
    }

    private static String print(StabilitySummary s) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SummaryPrinter.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), s);
        return bytes.toString(StandardCharsets.UTF_8);
    }
}

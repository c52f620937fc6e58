package dev.dbbench.cli.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.sweep.StepSummary;
import dev.dbbench.sweep.SweepAnalysis;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SweepSummaryTest {

    private static StepResult step(String target, int threads, double tps, double seconds, String status) {
        long tx = Math.round(tps * seconds);
        return new StepResult(target, threads, 1, 1, seconds, tx, tx * 20, tx * 14, tx * 4, tx * 2, 0, 0, 0, Map.of(), 0, tps,
                tps * 20, new LatencyMs(0.5, 2, 1.5, 2, 3, 4, 5, 6), Map.of(), List.of(), status);
    }

    private static String print(List<StepResult> steps) {
        List<StepSummary> summary = SweepAnalysis.summarise(steps);
        RunResult r = new RunResult(ToolInfo.current(), "sweep", "interrupted", Instant.EPOCH, Instant.EPOCH, null, List.of(),
                new WorkloadInfo("oltp_read_write", Map.of()), Map.of(), steps,
                Map.of("steps", summary, "saturation", SweepAnalysis.saturation(summary)));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SweepSummary.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), r);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** The QA run: Ctrl-C 1.6 s into the 2-thread step of --threads 1,2,4 --time 6. */
    @Test
    void marksAStepCutShortAndLeavesItOutOfThePeak() {
        String out = print(List.of(step("postgresql", 1, 372.64, 6, "ok"), step("postgresql", 2, 1347.68, 1.6, "stopped")));

        assertThat(out).contains("| postgresql | 1 | 372.64 |", "| postgresql | 2 (stopped) | 1347.68 |",
                "postgresql: peak 372.64 tps at 1 threads; knee not reached");
        assertThat(out).containsPattern("(?i)cut short");
    }

    @Test
    void saysSoWhenATargetHasNoFullStep() {
        String out = print(List.of(step("pg", 1, 900, 1.2, "stopped")));

        assertThat(out).contains("| pg | 1 (stopped) |", "pg: no step ran its full time; no peak or knee");
    }
}

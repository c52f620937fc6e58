package dev.dbbench.store;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.engine.StopSignal;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the engine streams to disk rebuilds the step it returned, even from a folder whose writer was killed. */
class IntervalFilesRoundTripTest {
    @TempDir
    Path dir;

    @Test
    void rebuiltStepEqualsTheEnginesStepAndATornLastLineIsSkipped() throws Exception {
        StepResult engine;
        List<IntervalResult> streamed;
        try (FakeRun run = new FakeRun(); IntervalFiles files = new IntervalFiles(dir)) {
            ScriptedWorkload workload = ScriptedWorkload.of(Script.every(50, Action.error(1213)));
            engine = run.run(workload, spec().threads(2).warmup(200).time(500), new StopSignal(), files);
            streamed = run.intervals().all();
        }
        assertThat(engine.ignoredErrors()).isPositive();
        assertSameStep(IntervalLog.read(dir), engine, streamed);

        String lastRow = IntervalCsv.row(streamed.get(streamed.size() - 1));
        append(IntervalFiles.CSV, lastRow.substring(0, lastRow.length() / 2));
        append(IntervalFiles.HLOG, "Tag=t=fake/n=2/r=1/i=1/k=99/w=0,1.0,0.1,12.0,HISTFAAAA");
        assertSameStep(IntervalLog.read(dir), engine, streamed);
    }

    @Test
    void aRowTornInsideItsLastFieldIsSkippedToo() throws Exception {
        try (FakeRun run = new FakeRun(); IntervalFiles files = new IntervalFiles(dir)) {
            run.run(ScriptedWorkload.of(Script.every(10, Action.error(1213))), spec().time(300), new StopSignal(), files);
        }
        IntervalLog complete = IntervalLog.read(dir);
        // The final interval may be a sliver without errors; any row with an error count will do.
        IntervalResult last = complete.intervals().stream().filter(i -> !i.errorsByCode().isEmpty())
                .reduce((a, b) -> b).orElseThrow();
        String row = IntervalCsv.row(last);
        assertThat(row).as("the error counts, the late flag, the client's and the machine's CPU, no events per kind, the workers,"
                + " no endpoints").matches(".*,1213=\\d+,(false|true),[0-9.]*,[0-9.]*,,1,,,,$");
        // Killed inside the error counts: "1213=57,false,..." became "1213=5", which still parses, as a row written
        // before the late flag existed.
        append(IntervalFiles.CSV, row.substring(0, row.indexOf(',', row.lastIndexOf("1213=")) - 1));

        IntervalLog reread = IntervalLog.read(dir);
        assertThat(reread.intervals()).isEqualTo(complete.intervals());
        assertThat(reread.steps()).isEqualTo(complete.steps());
    }

    private static void assertSameStep(IntervalLog log, StepResult engine, List<IntervalResult> streamed) {
        assertThat(log.intervals()).isEqualTo(streamed);
        assertThat(log.steps()).hasSize(1);
        StepResult rebuilt = log.steps().get(0);
        assertThat(rebuilt.transactions()).isEqualTo(engine.transactions());
        assertThat(rebuilt.queries()).isEqualTo(engine.queries());
        assertThat(rebuilt.reads()).isEqualTo(engine.reads());
        assertThat(rebuilt.writes()).isEqualTo(engine.writes());
        assertThat(rebuilt.other()).isEqualTo(engine.other());
        assertThat(rebuilt.emptyReads()).isEqualTo(engine.emptyReads());
        assertThat(rebuilt.errors()).isEqualTo(engine.errors());
        assertThat(rebuilt.ignoredErrors()).isEqualTo(engine.ignoredErrors());
        assertThat(rebuilt.errorsByCode()).isEqualTo(engine.errorsByCode());
        assertThat(rebuilt.reconnects()).isEqualTo(engine.reconnects());
        assertThat(rebuilt.durationSeconds()).isEqualTo(engine.durationSeconds());
        assertThat(rebuilt.tps()).isEqualTo(engine.tps());
        assertThat(rebuilt.qps()).isEqualTo(engine.qps());
        assertThat(rebuilt.latencyMs()).isEqualTo(engine.latencyMs());
        assertThat(rebuilt.threads()).isEqualTo(engine.threads());
        assertThat(rebuilt.target()).isEqualTo(engine.target());
    }

    @Test
    void rowsWrittenBeforeTheClientCpuColumnsReadAsNotMeasured() throws Exception {
        String old = "t,4,1,1,3,false,1700000000000,3.0,1.0,100,1400,400,200,0,0,0,0,0,0,100.0,2000.0,"
                + "0.5,1.0,0.9,1.5,2.0,3.0,4.0,5.0,inst,";
        IntervalResult i = IntervalCsv.parse(old);
        assertThat(i.transactions()).isEqualTo(100);
        assertThat(i.clientCpuPct()).isEqualTo(-1);
        assertThat(i.machineCpuPct()).isEqualTo(-1);
        assertThat(IntervalCsv.parse(IntervalCsv.row(i))).isEqualTo(i);
        IntervalResult late = IntervalCsv.parse(old + ",true");
        assertThat(late.late()).isTrue();
        assertThat(late.clientCpuPct()).isEqualTo(-1);
    }

    @Test
    void theEngineRecordsTheClientsCpuInEveryInterval() throws Exception {
        try (FakeRun run = new FakeRun(); IntervalFiles files = new IntervalFiles(dir)) {
            run.run(ScriptedWorkload.of(Script.every(10, Action.error(1213))), spec().time(300), new StopSignal(), files);
        }
        assertThat(IntervalLog.read(dir).intervals()).allSatisfy(i -> assertThat(i.clientCpuPct()).isBetween(0.0, 100.0));
    }

    private void append(String file, String text) throws Exception {
        Files.writeString(dir.resolve(file), text, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    @Test
    void eachRowEndsWithItsRunAndWhenItsStepBegan() throws Exception {
        StepResult engine;
        try (FakeRun run = new FakeRun(); IntervalFiles files = new IntervalFiles(dir, "20250501-100000-run")) {
            engine = run.run(ScriptedWorkload.of(Script.every(10, Action.SUCCEED)), spec().warmup(200).time(300), new StopSignal(), files);
        }
        List<String> lines = Files.readAllLines(dir.resolve(IntervalFiles.CSV));
        Instant rebuilt = IntervalLog.read(dir).steps().get(0).startedAt().orElseThrow();

        assertThat(lines.get(0)).endsWith(",ryw_misses,run_id,step_started");
        assertThat(lines.subList(1, lines.size())).as("warm-up and measured rows alike").hasSizeGreaterThan(2)
                .allSatisfy(row -> assertThat(row).endsWith(",20250501-100000-run," + rebuilt));
        assertThat(Duration.between(engine.startedAt().orElseThrow(), rebuilt).abs()).isLessThan(Duration.ofSeconds(1));
    }
}

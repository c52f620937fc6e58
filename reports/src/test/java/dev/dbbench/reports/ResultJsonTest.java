package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.UsageException;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultJsonTest {

    @Test
    void roundTripsToAnEqualResult() {
        RunResult r = Fixtures.sweep();

        String json = ResultJson.toJson(r);

        assertThat(ResultJson.read(new StringReader(json), "test")).isEqualTo(r);
    }

    @Test
    void writesRecordComponentsInOrderAndInstantsAsIsoStrings() {
        String json = ResultJson.toJson(Fixtures.sweep());

        assertThat(json).contains("\"startedAt\" : \"2025-05-01T10:00:00Z\"");
        assertThat(json.indexOf("\"tool\"")).isLessThan(json.indexOf("\"command\""));
        assertThat(json.indexOf("\"command\"")).isLessThan(json.indexOf("\"status\""));
        assertThat(json.indexOf("\"manifest\"")).isLessThan(json.indexOf("\"steps\""));
        assertThat(json.indexOf("\"steps\"")).isLessThan(json.indexOf("\"summary\""));
        assertThat(json.indexOf("\"p99\"")).isLessThan(json.indexOf("\"p999\""));
        assertThat(json).contains("\n  \"command\" : \"sweep\"");
    }

    @Test
    void writesTheRunsIdAfterTheFormatVersionAndEachStepsStart() {
        RunResult sweep = Fixtures.sweep();
        StepResult started = sweep.steps().get(0).toBuilder()
                .startedAt(java.util.Optional.of(java.time.Instant.parse("2025-05-01T10:00:01.250Z"))).build();
        RunResult r = new RunResult(sweep.tool(), sweep.command(), sweep.status(), sweep.startedAt(), sweep.finishedAt(),
                sweep.target(), sweep.targets(), sweep.workload(), sweep.manifest(), List.of(started), sweep.summary());

        String json = ResultJson.toJson(r);

        assertThat(json).startsWith("{\n  \"formatVersion\" : 2,\n  \"runId\" : \"20250501-100000-sweep\",\n");
        assertThat(json).contains("\"iteration\" : 1,\n    \"startedAt\" : \"2025-05-01T10:00:01.250Z\",");
        assertThat(ResultJson.read(new StringReader(json), "test")).isEqualTo(r);
    }

    /** Reads/s and writes/s are derived from the counts, so a result.json written before they existed shows them too. */
    @Test
    void readsAndWritesPerSecondAreNotStoredButDerivedOnRead() {
        String json = ResultJson.toJson(Fixtures.sweep());

        assertThat(json).doesNotContain("PerSecond");
        RunResult read = ResultJson.read(new StringReader(json), "test");
        assertThat(ResultTables.metric(Summaries.of(read), Metric.READS).rows().get(0)).containsExactly("8", "567.00",
                "854.00");
        assertThat(read.steps().get(0).writesPerSecond()).isEqualTo(160.0);
    }

    @Test
    void writesAtomicallyAndReadsFromTheDirectory(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("run-1").resolve(ResultJson.FILE_NAME);
        ResultJson.writeAtomically(Fixtures.sweep(), file);
        ResultJson.writeAtomically(Fixtures.sweep(), file);

        assertThat(ResultJson.read(dir.resolve("run-1"))).isEqualTo(Fixtures.sweep());
        try (Stream<Path> files = Files.list(file.getParent())) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void missingOrForeignFilesAreUsageErrors(@TempDir Path dir) throws IOException {
        assertThatThrownBy(() -> ResultJson.read(dir))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("no result at " + dir.resolve(ResultJson.FILE_NAME));
        Path other = Files.writeString(dir.resolve("other.json"), "{\"steps\": 3}");
        assertThatThrownBy(() -> ResultJson.read(other))
                .isInstanceOf(UsageException.class)
                .hasMessageStartingWith(other + " is not a dbbench result")
                .hasMessageNotContaining("\n");
        assertThatThrownBy(() -> ResultJson.read(new StringReader("{\"steps\": []}"), "x.json"))
                .isInstanceOf(UsageException.class)
                .hasMessageStartingWith("x.json is not a dbbench result (no \"tool\" or \"command\")");
    }

    @Test
    void listsAndMapsMissingFromAnOlderResultReadAsEmpty() {
        String old = "{\"tool\": {\"name\": \"dbbench\", \"version\": \"0.0.9\"}, \"command\": \"run\", \"steps\": null}";

        RunResult r = ResultJson.read(new StringReader(old), "old");

        assertThat(r.steps()).isEmpty();
        assertThat(r.targets()).isEmpty();
        assertThat(r.summary()).isEqualTo(RunSummary.EMPTY);
    }

    /** Sections are typed; one of another name or shape (another dbbench wrote it) is kept as it is and written back. */
    @Test
    void summarySectionsThisVersionCannotTypeAreKeptAndWrittenBack() {
        String json = "{\"tool\": {\"name\": \"dbbench\", \"version\": \"9.9\"}, \"command\": \"sweep\", \"summary\": {"
                + "\"stoppedEarly\": {\"pg\": \"stopped after 8 threads\"}, \"stability\": {\"verdict\": \"stable\"},"
                + " \"energy\": {\"joules\": 12}}}";

        RunResult r = ResultJson.read(new StringReader(json), "newer");

        assertThat(r.summary().stoppedEarly()).hasValue(java.util.Map.of("pg", "stopped after 8 threads"));
        assertThat(r.summary().stability()).as("no run, thresholds or drift: not this version's shape").isEmpty();
        assertThat(r.summary().others()).containsOnlyKeys("stability", "energy");
        assertThat(r.summary().sections()).containsExactly("stoppedEarly", "stability", "energy");
        assertThat(ResultJson.read(new StringReader(ResultJson.toJson(r)), "again")).isEqualTo(r);
    }

    /** The params of a step are written in the order swept, and a step of a run that swept none has no params key. */
    @Test
    void stepParamsRoundTripAndAreLeftOutWhenNoneWasSwept() {
        RunResult plain = Fixtures.sweep();
        assertThat(ResultJson.toJson(plain)).doesNotContain("\"params\"");

        List<StepResult> steps = new ArrayList<>(plain.steps());
        Map<String, String> params = new LinkedHashMap<>();
        params.put("rows", "10000");
        params.put("mode", "a");
        steps.set(0, steps.get(0).withParams(params));
        RunResult swept = new RunResult(plain.tool(), plain.command(), plain.status(), plain.startedAt(), plain.finishedAt(),
                plain.target(), plain.targets(), plain.workload(), plain.manifest(), steps, plain.summary());
        String json = ResultJson.toJson(swept);

        assertThat(json).contains("\"params\" : {\n      \"rows\" : \"10000\",\n      \"mode\" : \"a\"\n    }");
        RunResult read = ResultJson.read(new StringReader(json), "test");
        assertThat(read).isEqualTo(swept);
        assertThat(read.steps().get(0).params().keySet()).containsExactly("rows", "mode");
        assertThat(read.steps().get(1).params()).isEmpty();
    }
}

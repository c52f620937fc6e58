package org.example.dbbench.jsonl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.testing.CliJar;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a user does with the plugin: put the jar this module builds into the {@code plugins/} folder beside
 * {@code bench-cli.jar} and run the real jar in its own JVM, where nothing of this module is on the class path.
 * The sweep runs on the embedded PostgreSQL, so no server is needed.
 */
class ReporterJarIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    void theDroppedJarIsListedAndWritesOneLinePerStep() throws Exception {
        Path cli = CliJar.required("dbbench.cli.jar", "build bench-cli first (mvn package from the root)");
        Path plugin = CliJar.required("dbbench.plugin.jar", "run through Maven's integration-test phase, after package");
        Path app = Files.createDirectories(tmp.resolve("app"));
        CliJar bench = new CliJar(Files.copy(cli, app.resolve("bench-cli.jar")), tmp.resolve("logs"));
        Files.copy(plugin, Files.createDirectories(app.resolve("plugins")).resolve(plugin.getFileName()));

        CliJar.Result list = bench.run(List.of("list"));
        assertThat(list.exit()).as(list.toString()).isZero();
        assertThat(list.out()).containsPattern("\n  jsonl +steps\\.jsonl +one JSON line per step.*plugins/" + plugin.getFileName() + "]\n")
                .doesNotContain("warning");

        Path out = tmp.resolve("sweep");
        CliJar.Result sweep = bench.run(List.of("sweep", "--threads", "1,2", "--time", "1s", "--warmup", "0", "--quiet",
                "--out", out.toString()));
        assertThat(sweep.exit()).as(sweep.toString()).isZero();
        assertThat(steps(out)).as("written with the built-in reports").hasSize(2);

        Files.delete(out.resolve("steps.jsonl"));
        CliJar.Result report = bench.run(List.of("report", out.toString(), "--format", "jsonl", "--quiet"));
        assertThat(report.exit()).as(report.toString()).isZero();
        assertThat(report.out()).contains("Rebuilt sweep result (ok, 2 steps)").contains(": result.json, steps.jsonl");
        List<JsonNode> steps = steps(out);
        assertThat(steps).extracting(s -> s.get("threads").asInt()).containsExactly(1, 2);
        for (JsonNode s : steps) {
            assertThat(s.get("command").asText()).isEqualTo("sweep");
            assertThat(s.get("target").asText()).isEqualTo("embedded-postgresql");
            assertThat(s.get("status").asText()).isEqualTo("ok");
            assertThat(s.get("tps").asDouble()).isPositive();
            assertThat(s.get("latency_ms").get("p95").asDouble()).isPositive();
            // Two sessions of oltp_read_write may race on a deleted and re-inserted row: sysbench ignores that error,
            // and so does dbbench, counting it among the errors as ignored.
            assertThat(s.get("errors").asLong()).isEqualTo(s.get("ignored_errors").asLong());
        }
    }

    private static List<JsonNode> steps(Path dir) throws IOException {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve("steps.jsonl"))) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }
}

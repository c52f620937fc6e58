package org.example.dbbench.jsonl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
        Path cli = jar("dbbench.cli.jar", "build bench-cli first (mvn package from the root)");
        Path plugin = jar("dbbench.plugin.jar", "run through Maven's integration-test phase, after package");
        Path app = Files.createDirectories(tmp.resolve("app"));
        Path bench = Files.copy(cli, app.resolve("bench-cli.jar"));
        Files.copy(plugin, Files.createDirectories(app.resolve("plugins")).resolve(plugin.getFileName()));

        Result list = run(bench, "list");
        assertThat(list.exit).as(list.toString()).isZero();
        assertThat(list.out).containsPattern("\n  jsonl +steps\\.jsonl +one JSON line per step.*plugins/" + plugin.getFileName() + "]\n")
                .doesNotContain("warning");

        Path out = tmp.resolve("sweep");
        Result sweep = run(bench, "sweep", "--threads", "1,2", "--time", "1s", "--warmup", "0", "--quiet", "--out", out.toString());
        assertThat(sweep.exit).as(sweep.toString()).isZero();
        assertThat(steps(out)).as("written with the built-in reports").hasSize(2);

        Files.delete(out.resolve("steps.jsonl"));
        Result report = run(bench, "report", out.toString(), "--format", "jsonl", "--quiet");
        assertThat(report.exit).as(report.toString()).isZero();
        assertThat(report.out).contains("Rebuilt sweep result (ok, 2 steps)").contains(": result.json, steps.jsonl");
        List<JsonNode> steps = steps(out);
        assertThat(steps).extracting(s -> s.get("threads").asInt()).containsExactly(1, 2);
        for (JsonNode s : steps) {
            assertThat(s.get("command").asText()).isEqualTo("sweep");
            assertThat(s.get("target").asText()).isEqualTo("embedded-postgresql");
            assertThat(s.get("status").asText()).isEqualTo("ok");
            assertThat(s.get("tps").asDouble()).isPositive();
            assertThat(s.get("latency_ms").get("p95").asDouble()).isPositive();
            assertThat(s.get("errors").asLong()).isZero();
        }
    }

    private static List<JsonNode> steps(Path dir) throws IOException {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve("steps.jsonl"))) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }

    private static Path jar(String property, String hint) {
        String path = System.getProperty(property, "");
        assumeTrue(!path.isEmpty() && Files.isRegularFile(Path.of(path)), () -> property + " (" + path + ") is missing: " + hint);
        return Path.of(path);
    }

    private Result run(Path cli, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", cli.toString()));
        command.addAll(List.of(args));
        Path log = Files.createTempFile(tmp, "cli", ".log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("bench-cli did not finish within 180 s: " + command);
        }
        return new Result(p.exitValue(), Files.readString(log), command);
    }

    private record Result(int exit, String out, List<String> command) {
        @Override
        public String toString() {
            return String.join(" ", command) + "\nexit " + exit + "\n" + out;
        }
    }
}

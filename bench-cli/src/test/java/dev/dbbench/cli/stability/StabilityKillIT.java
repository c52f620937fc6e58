package dev.dbbench.cli.stability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.store.IntervalLog;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A stability run in a child JVM killed with SIGKILL mid-run, as by the OOM killer or a lost machine:
 * {@code report} turns its folder into a full result with every interval that was on disk.
 */
class StabilityKillIT {
    private static final List<String> DATA = List.of("--tables", "1", "--table-size", "2000");

    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void reportRebuildsTheFolderOfARunKilledWithSigkill(Kind kind) throws Exception {
        StabilityDb db = StabilityDb.prepare(kind, DATA);
        Path out = tmp.resolve("killed");
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
                "-cp", System.getProperty("java.class.path"), "dev.dbbench.cli.Main", "stability"));
        cmd.addAll(db.cliArgs());
        cmd.addAll(DATA);
        cmd.addAll(List.of("--workload", kind == Kind.POSTGRES ? "oltp_read_only" : "oltp_read_write", "--threads", "2",
                "--duration", "5m", "--warmup", "0", "--report-interval", "1s", "--checkpoint-every", "3s", "--out", out.toString()));
        Process child = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(tmp.resolve("child.log").toFile()).start();
        try {
            awaitIntervals(out, 8, child);
        } finally {
            child.destroyForcibly();
        }
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(child.exitValue()).as("killed by SIGKILL").isEqualTo(128 + 9);
        List<IntervalResult> onDisk = IntervalLog.read(out).intervals().stream().filter(i -> !i.warmup()).toList();
        assertThat(onDisk).hasSizeGreaterThanOrEqualTo(8);

        Cli report = Cli.run("report", out.toString());

        assertThat(report.exitCode()).as(report.toString()).isZero();
        assertThat(report.out()).contains("Verdict: ", "Rebuilt stability result (interrupted, 1 step)");
        JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
        assertThat(result.get("command").asText()).isEqualTo("stability");
        assertThat(result.get("status").asText()).isEqualTo("interrupted");
        assertThat(result.get("workload").get("id").asText()).as("settings kept from the run").isNotEmpty();
        JsonNode step = result.get("steps").get(0);
        assertThat(step.get("status").asText()).as("cut short, as a killed sweep's step").isEqualTo("stopped");
        assertThat(step.get("transactions").asLong()).isEqualTo(onDisk.stream().mapToLong(IntervalResult::transactions).sum());
        assertThat(step.get("transactions").asLong()).isPositive();
        assertThat(result.get("summary").get("stability").get("run").get("intervals").asInt()).isEqualTo(onDisk.size());
        assertThat(Files.readString(out.resolve("report.md"))).contains("## Stability verdict", "## Stability by hour");
        assertThat(out.resolve("report.html")).exists();
        assertThat(Files.readString(out.resolve("summary.txt"))).contains("status: stopped", "\nVerdict: ");
    }

    private static void awaitIntervals(Path out, int n, Process child) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        Path csv = out.resolve("intervals.csv");
        while (System.nanoTime() < deadline) {
            if (!child.isAlive()) {
                throw new AssertionError("the child run ended before it was killed, exit " + child.exitValue());
            }
            if (Files.exists(csv) && Files.readAllLines(csv).size() > n) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no " + n + " intervals within 60 s");
    }
}

package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rule that cannot hold makes {@code run} and {@code stability} exit with 99 once everything is written, naming the
 * rule and the step or window in the console and in result.json; the rules that hold pass beside it.
 */
class ThresholdIT {
    private static final List<String> DATA = List.of("--tables", "1", "--table-size", "1000");

    @TempDir
    Path tmp;

    @BeforeAll
    static void prepare() {
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), DATA));
        assertThat(prep.exitCode()).as(prep.toString()).isZero();
    }

    @AfterAll
    static void cleanup() {
        Cli.run(Cli.args(List.of("cleanup"), TestServers.require(Kind.MYSQL).cliArgs(), DATA));
    }

    @Test
    void aRunBreakingARuleExitsWith99AndNamesTheStep() throws Exception {
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        Path out = tmp.resolve("run");
        Cli run = Cli.run(Cli.args(List.of("run"), s.cliArgs(), DATA, List.of("--threads", "2", "--time", "2s", "--warmup", "0",
                "--quiet", "--out", out.toString(), "--threshold", "tps>100000000", "--threshold", "p95<10s")));
        assertThat(run.exitCode()).as(run.toString()).isEqualTo(99);
        assertThat(run.out()).as(run.toString()).contains("Thresholds: 1 broken, 0 unclear of 2")
                .containsPattern("broken   tps>100000000: mysql, 2 threads [0-9.]+ /s")
                .contains("passed   p95<10s");
        assertThat(run.err()).as(run.toString()).contains("error: threshold broken: tps>100000000");
        JsonNode t = new ObjectMapper().readTree(out.resolve("result.json").toFile()).path("summary").path("thresholds");
        assertThat(t.path("failed").asBoolean()).as(t.toString()).isTrue();
        assertThat(t.path("rules").get(0).path("verdict").asText()).isEqualTo("broken");
        assertThat(t.path("rules").get(0).path("findings").get(0).path("where").asText()).isEqualTo("mysql, 2 threads");
        assertThat(t.path("rules").get(1).path("verdict").asText()).isEqualTo("passed");
        assertThat(out.resolve("report.md")).content().contains("## Thresholds").contains("tps&gt;100000000 | broken");
    }

    @Test
    void aStabilityRunIsJudgedPerWindow() throws Exception {
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        Path out = tmp.resolve("stability");
        Cli run = Cli.run(Cli.args(List.of("stability"), s.cliArgs(), DATA, List.of("--threads", "1", "--duration", "4s",
                "--warmup", "0", "--report-interval", "1s", "--analysis-window", "2s", "--quiet", "--out", out.toString(),
                "--threshold", "p99<0.001ms")));
        assertThat(run.exitCode()).as(run.toString()).isEqualTo(99);
        assertThat(run.out()).as(run.toString()).containsPattern("broken   p99<0.001ms: window [^ ]+ [0-9.]+ ms");
        JsonNode t = new ObjectMapper().readTree(out.resolve("result.json").toFile()).path("summary").path("thresholds");
        assertThat(t.path("rules").get(0).path("judged").asInt()).as(t.toString()).isGreaterThanOrEqualTo(2);
    }
}

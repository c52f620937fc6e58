package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whether the comparisons tell a real difference from noise, on a real server through the command line: the server
 * swept against itself under two names shows no difference beyond what chance allows, and the same server given half a
 * CPU is found worse at every thread count, its interval holding the ratio.
 */
class ConclusionsIT {
    private static final List<String> DATA = List.of("--workload", "oltp_point_select", "--tables", "1", "--table-size", "2000");
    private static final List<String> SHORT = List.of("--time", "2s", "--warmup", "1s", "--warmup-max", "1s", "--repeats", "3",
            "--quiet");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;
    private TestServers.Server server;

    @BeforeEach
    void prepare() {
        server = TestServers.require(Kind.MYSQL);
        Cli.run(Cli.args(List.of("cleanup"), server.cliArgs(), DATA));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), server.cliArgs(), DATA));
        assertThat(prep.exitCode()).as(prep.toString()).isZero();
    }

    /** Nothing to clean where the server is not configured and the tests were skipped. */
    @AfterEach
    void cleanup() {
        if (server != null) {
            Cli.run(Cli.args(List.of("cleanup"), server.cliArgs(), DATA));
        }
    }

    @Test
    void aServerSweptAgainstItselfShowsNoDifferenceBeyondChance() throws Exception {
        Path out = tmp.resolve("aa");
        Cli sweep = Cli.run(Cli.args(List.of("sweep"), server.cliArgs(), List.of("--name", "a"), server.cliArgs(),
                List.of("--name", "b"), DATA, SHORT, List.of("--threads", "1,4", "--out", out.toString())));
        assertThat(sweep.exitCode()).as(sweep.toString()).isZero();

        List<JsonNode> cells = comparisons(out);
        assertThat(cells).hasSize(10);
        // Each of the ten cells is called different by chance 5 times in 100 at most; two of ten would happen by chance
        // about once in 100 sweeps, three almost never.
        assertThat(cells.stream().filter(c -> c.get("significant").asBoolean()).count()).as(sweep.out()).isLessThanOrEqualTo(2);
        assertThat(sweep.out()).contains("numbers compared differ at 95 % confidence");
    }

    @Test
    void theSameServerGivenHalfACpuIsWorseAtEveryThreadCount() throws Exception {
        assumeTrue(CpuQuota.available(), "skipped: no writable cgroup cpu controller here (needs root)");
        Optional<Long> pid = serverPid();
        assumeTrue(pid.isPresent(), "skipped: the MariaDB server is not a process of this machine");
        List<String> sweep = Cli.args(List.of("sweep"), server.cliArgs(), DATA, SHORT, List.of("--threads", "2,4"));
        Cli full = Cli.run(Cli.args(sweep, List.of("--out", tmp.resolve("full").toString())));
        assertThat(full.exitCode()).as(full.toString()).isZero();
        Cli half;
        try (CpuQuota quota = CpuQuota.limit(pid.get(), 0.5)) {
            half = Cli.run(Cli.args(sweep, List.of("--out", tmp.resolve("half").toString())));
        }
        assertThat(half.exitCode()).as(half.toString()).isZero();

        Cli compare = Cli.run("compare", tmp.resolve("full").toString(), tmp.resolve("half").toString(), "--label", "full,half",
                "--out", tmp.resolve("compared").toString());
        assertThat(compare.exitCode()).as(compare.toString()).isZero();
        List<JsonNode> tps = comparisons(tmp.resolve("compared")).stream().filter(c -> c.get("metric").asText().equals("tps")).toList();
        assertThat(tps).hasSize(2).allSatisfy(c -> {
            assertThat(c.get("verdict").asText()).as(compare.out()).isEqualTo("worse");
            assertThat(c.get("ratioHigh").asDouble()).isLessThan(1);
            assertThat(c.get("ratio").asDouble()).isBetween(c.get("ratioLow").asDouble(), c.get("ratioHigh").asDouble());
        });
        assertThat(compare.out()).contains("half against full, TPS: worse at 2 and 4 threads");
    }

    private Optional<Long> serverPid() throws Exception {
        try (Connection c = server.connect(server.database()); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT @@pid_file")) {
            rs.next();
            return CpuQuota.pidOf(Path.of(rs.getString(1)));
        }
    }

    private static List<JsonNode> comparisons(Path dir) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        JSON.readTree(dir.resolve("result.json").toFile()).get("summary").get("comparisons").forEach(out::add);
        return out;
    }
}

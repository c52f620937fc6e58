package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * prepare, run and cleanup through the command line against real servers, with the counts in
 * result.json checked against the server's own counters (the "truth" requirement: within 1 %).
 */
class RunIT {
    private static final List<String> DATA = List.of("--tables", "2", "--table-size", "2000");

    @TempDir
    Path tmp;

    /**
     * A MySQL server with local_infile=OFF (MySQL 8's default) makes prepare load by slower INSERTs: the user hears
     * it once, with the fix, and the summary names the way the rows went in: a slower load never goes unsaid.
     */
    private static void loadMethodIsSaid(TestServers.Server s, Cli prep) throws SQLException {
        if (s.kind() == Kind.POSTGRES) {
            return;
        }
        boolean localInfile;
        try (Connection c = s.connect(s.database()); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT @@local_infile")) {
            rs.next();
            localInfile = rs.getBoolean(1);
        }
        if (localInfile) {
            assertThat(prep.out()).as(prep.toString()).contains("by LOAD DATA LOCAL INFILE; row counts verified");
            assertThat(prep.err()).as(prep.toString()).doesNotContain("local_infile");
        } else {
            assertThat(prep.out()).as(prep.toString()).contains("by multi-row INSERTs; row counts verified");
            assertThat(prep.err().lines().filter(l -> l.contains("local_infile")).toList()).as(prep.toString()).singleElement()
                    .asString().startsWith("note: prepare loads with multi-row INSERTs").contains("SET GLOBAL local_infile=ON");
        }
    }

    /**
     * Under the default {@code --ssl-mode prefer} a MySQL-protocol session is encrypted when the server offers TLS, where
     * sysbench runs in clear text: the run says so once, naming the option for a like-for-like comparison. pgbench
     * encrypts under prefer too, so a PostgreSQL run has no such note.
     */
    private static void encryptionIsSaid(Kind kind, JsonNode result, Cli run) {
        String session = result.get("manifest").path("tls.session").asText("off");
        if (!session.equals("off") && result.get("manifest").path("client.driver").asText().contains("wire")) {
            assertThat(result.get("manifest").path("tls.provider").asText()).as("the wire client's TLS").startsWith("BoringSSL");
        }
        List<String> notes = run.err().lines().filter(l -> l.contains("this run is encrypted")).toList();
        if (kind == Kind.POSTGRES || session.equals("off")) {
            assertThat(notes).as(run.toString()).isEmpty();
        } else {
            assertThat(notes).as(run.toString()).singleElement().asString()
                    .startsWith("note: mysql: this run is encrypted (" + session.split(" ")[0] + "), as --ssl-mode prefer")
                    .endsWith("sysbench runs in clear text unless --mysql-ssl=on: give --ssl-mode disable to compare with its defaults");
        }
    }

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "MYSQL8", "POSTGRES"})
    void readWriteCountsMatchTheServer(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), DATA, List.of("--threads", "2")));
        try {
            assertThat(prep.exitCode()).as(prep.toString()).isZero();
            assertThat(prep.out()).contains("row counts verified");
            loadMethodIsSaid(s, prep);
            boolean shared = ServerCounters.othersActive(s);
            Map<String, Long> before = ServerCounters.read(s);
            Path out = tmp.resolve("run");
            Cli run = Cli.run(Cli.args(List.of("run"), s.cliArgs(), DATA,
                    List.of("--threads", "1", "--time", "3s", "--warmup", "1s", "--warmup-max", "1s", "--out", out.toString())));
            Map<String, Long> delta = ServerCounters.delta(before, ServerCounters.readAfterRun(s));
            shared |= ServerCounters.othersActive(s);
            assertThat(run.exitCode()).as(run.toString()).isZero();
            assertThat(run.out()).contains("SQL statistics:").contains("transactions:").contains("thds: 1 tps:");
            JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
            encryptionIsSaid(kind, result, run);
            JsonNode step = result.get("steps").get(0);
            long tx = step.get("transactions").asLong();
            assertThat(tx).isPositive();
            // One thread, ids all present: every transaction is exactly 14 reads, 4 writes and 2 other.
            assertThat(step.get("reads").asLong()).isEqualTo(14 * tx);
            assertThat(step.get("writes").asLong()).isEqualTo(4 * tx);
            assertThat(step.get("other").asLong()).isEqualTo(2 * tx);
            assertThat(step.get("queries").asLong()).isEqualTo(20 * tx);
            // The server also counted the warm-up, which the result leaves out, so compare warm-up included.
            long all = intervals(out, "transactions");
            if (kind != Kind.POSTGRES && shared) {
                // Other clients' statements add to these global counters: the server ran at least what was counted.
                assertThat(delta.get("Com_commit")).isGreaterThanOrEqualTo(all);
                assertThat(delta.get("Com_select")).isGreaterThanOrEqualTo(14 * all);
            } else if (kind != Kind.POSTGRES) {
                assertThat((double) delta.get("Com_commit")).isCloseTo(all, within(all * 0.01 + 3));
                assertThat((double) delta.get("Com_select")).isCloseTo(14.0 * all, within(14 * all * 0.01 + 10));
                assertThat((double) delta.get("Com_update")).isCloseTo(2.0 * all, within(2 * all * 0.01 + 3));
                assertThat((double) delta.get("Com_delete")).isCloseTo(all, within(all * 0.01 + 3));
                assertThat((double) delta.get("Com_insert")).isCloseTo(all, within(all * 0.01 + 3));
            } else {
                // PostgreSQL counts every auto-commit statement as a transaction, so the pre-flight's own
                // queries (settings, row counts) add a fixed handful on top of the benchmark's commits.
                ServerCounters.assertCommits(delta, all, all * 0.01 + 30, "commits");
            }
            assertThat(Files.readAllLines(out.resolve("intervals.csv")).size()).isGreaterThan(3);
        } finally {
            Cli clean = Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
            assertThat(clean.exitCode()).as(clean.toString()).isZero();
        }
    }

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void runRefusesAMissingOrShortDataset(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        Cli run = Cli.run(Cli.args(List.of("run"), s.cliArgs(), List.of("--tables", "3", "--table-prefix-none", "x")));
        assertThat(run.exitCode()).isEqualTo(2);
        Cli missing = Cli.run(Cli.args(List.of("run"), s.cliArgs(), List.of("--tables", "7", "--table-size", "100",
                "--time", "1s", "--out", tmp.resolve("none").toString())));
        assertThat(missing.exitCode()).as(missing.toString()).isEqualTo(3);
        assertThat(missing.err()).contains("sbtest").contains("prepare");
        assertThat(tmp.resolve("none")).doesNotExist();
    }

    /** Sum of a column of intervals.csv over every interval, warm-up included. */
    static long intervals(Path dir, String column) throws Exception {
        List<String> lines = Files.readAllLines(dir.resolve("intervals.csv"));
        int col = List.of(lines.get(0).split(",")).indexOf(column);
        return lines.stream().skip(1).mapToLong(l -> Long.parseLong(l.split(",")[col])).sum();
    }
}

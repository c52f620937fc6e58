package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --client wire} through the command line: pgbench's TPC-B-like transaction, sysbench's
 * oltp_read_write (text values too) and oltp_insert on the event-loop engine, their counts checked against
 * the statements of each transaction, the rows the tables gained and the server's own counters.
 */
class WireClientIT {
    private static final List<String> DATA = List.of("--workload", "pgbench_tpcb_like", "--scale", "1");

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"auto", "disable"})
    void tpcbCountsMatchTheServer(String psMode) throws Exception {
        TestServers.Server s = TestServers.require(Kind.POSTGRES);
        List<String> conn = Cli.args(s.cliArgs(), List.of("--ssl-mode", "disable"));
        Cli.run(Cli.args(List.of("cleanup"), conn, DATA));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), conn, DATA));
        try {
            assertThat(prep.exitCode()).as(prep.toString()).isZero();
            Map<String, Long> before = ServerCounters.read(s);
            Path out = tmp.resolve(psMode);
            Cli run = Cli.run(Cli.args(List.of("run"), conn, DATA, List.of("--threads", "4", "--client", "wire",
                    "--event-loops", "2", "--ps-mode", psMode, "--time", "3s", "--warmup", "1s", "--warmup-max", "1s", "--out", out.toString())));
            Map<String, Long> delta = ServerCounters.delta(before, ServerCounters.readAfterRun(s));
            assertThat(run.exitCode()).as(run.toString()).isZero();
            JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
            JsonNode step = result.get("steps").get(0);
            long tx = step.get("transactions").asLong();
            assertThat(tx).isPositive();
            // BEGIN; three updates that each change a row; the select; the history insert; COMMIT.
            assertThat(step.get("reads").asLong()).isEqualTo(tx);
            assertThat(step.get("writes").asLong()).isEqualTo(4 * tx);
            assertThat(step.get("other").asLong()).isEqualTo(2 * tx);
            assertThat(step.get("status").asText()).isEqualTo("ok");
            long all = RunIT.intervals(out, "transactions");
            // Transactions still in flight when the step ended commit too: at most one per worker.
            ServerCounters.assertCommits(delta, all, all * 0.01 + 30, "commits");
            String manifest = result.get("manifest").toString();
            assertThat(manifest).contains("wire, 2 event loops").contains("dbbench PostgreSQL wire");
            JsonNode m = result.get("manifest");
            assertThat(m.has("jdbc.driver")).as("pgJDBC ran only the pre-flight: %s", m).isFalse();
            assertThat(m.fieldNames()).toIterable().noneMatch(k -> k.startsWith("driver."));
            assertThat(m.get("query-timeout").asText()).isEqualTo("30s");
        } finally {
            Cli clean = Cli.run(Cli.args(List.of("cleanup"), conn, DATA));
            assertThat(clean.exitCode()).as(clean.toString()).isZero();
        }
    }

    /**
     * sysbench's read-write transaction, c and pad included, on one worker so that no two events meet: 14 reads,
     * 4 writes and BEGIN/COMMIT per transaction, as the server counted them (OceanBase keeps no such counters).
     */
    @ParameterizedTest
    @CsvSource({"POSTGRES,auto,disable", "POSTGRES,disable,disable", "MYSQL,auto,disable", "MYSQL,disable,disable",
            "OCEANBASE,auto,disable", "OCEANBASE,disable,disable", "POSTGRES,auto,require", "MYSQL,disable,require",
            "MYSQL,auto,verify-full", "OCEANBASE,disable,require", "OCEANBASE,auto,verify-full"})
    void oltpReadWriteCountsMatchTheServer(Kind kind, String psMode, String sslMode) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        List<String> conn = Cli.args(s.cliArgs(), List.of("--ssl-mode", sslMode), tlsCa(kind, sslMode));
        List<String> data = List.of("--workload", "oltp_read_write", "--tables", "2", "--table-size", "5000");
        Cli.run(Cli.args(List.of("cleanup"), conn, data));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), conn, data));
        try {
            assertThat(prep.exitCode()).as(prep.toString()).isZero();
            Map<String, Long> before = ServerCounters.read(s);
            Path out = tmp.resolve(kind + "-" + psMode + "-" + sslMode);
            Cli run = Cli.run(Cli.args(List.of("run"), conn, data, List.of("--threads", "1", "--client", "wire",
                    "--ps-mode", psMode, "--time", "3s", "--warmup", "0", "--out", out.toString())));
            Map<String, Long> delta = ServerCounters.delta(before, ServerCounters.readAfterRun(s));
            assertThat(run.exitCode()).as(run.toString()).isZero();
            JsonNode step = new ObjectMapper().readTree(out.resolve("result.json").toFile()).get("steps").get(0);
            long tx = step.get("transactions").asLong();
            assertThat(tx).isPositive();
            assertThat(step.get("reads").asLong()).isEqualTo(14 * tx);
            assertThat(step.get("writes").asLong()).isEqualTo(4 * tx);
            assertThat(step.get("other").asLong()).isEqualTo(2 * tx);
            assertThat(step.get("errors").asLong()).isZero();
            if (kind == Kind.POSTGRES) {
                // Pre-flight and the result's own queries commit a few more.
                ServerCounters.assertCommits(delta, tx, tx * 0.01 + 30, "commits");
            } else if (kind == Kind.MYSQL) {
                assertThat(delta.get("Com_commit")).isEqualTo(tx);
                assertThat(delta.get("Com_update")).isEqualTo(2 * tx);
                assertThat(delta.get("Com_delete")).isEqualTo(tx);
                assertThat(delta.get("Com_insert")).isEqualTo(tx);
                assertThat((double) delta.get("Com_select")).isCloseTo(14 * tx, within(30.0));
            }
        } finally {
            Cli clean = Cli.run(Cli.args(List.of("cleanup"), conn, data));
            assertThat(clean.exitCode()).as(clean.toString()).isZero();
        }
    }

    /**
     * {@code --ssl-ca} for a verify mode: the CA of the test server's certificate, which CI's set-up made. An
     * OceanBase server has TLS only once given a certificate (seekdb as CI sets it up, not the container), so any
     * encrypted case there needs the variable too.
     */
    private static List<String> tlsCa(Kind kind, String sslMode) {
        boolean verify = sslMode.startsWith("verify");
        boolean oceanBaseTls = kind == Kind.OCEANBASE && !sslMode.equals("disable");
        if (!verify && !oceanBaseTls) {
            return List.of();
        }
        String ca = System.getenv("DBBENCH_" + kind.name() + "_SSL_CA");
        assumeTrue(ca != null && !ca.isBlank(), "set DBBENCH_" + kind.name() + "_SSL_CA (scripts/test-env.sh does) to run"
                + " --ssl-mode " + sslMode);
        return verify ? List.of("--ssl-ca", ca) : List.of();
    }

    /**
     * sysbench's oltp_insert on the wire clients: id 0 on MySQL-protocol servers, no id on PostgreSQL, unique ids of
     * the client's with {@code --auto-inc off}; every counted write is a row the tables gained.
     */
    @ParameterizedTest
    @CsvSource({"POSTGRES,auto,on", "POSTGRES,disable,off", "MYSQL,auto,on", "MYSQL,disable,off", "OCEANBASE,auto,on"})
    void oltpInsertAddsARowPerCountedWrite(Kind kind, String psMode, String autoInc) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        List<String> conn = Cli.args(s.cliArgs(), List.of("--ssl-mode", "disable"));
        List<String> data = List.of("--workload", "oltp_insert", "--tables", "2", "--table-size", "1000", "--auto-inc", autoInc);
        Cli.run(Cli.args(List.of("cleanup"), conn, data));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), conn, data));
        try {
            assertThat(prep.exitCode()).as(prep.toString()).isZero();
            long rowsBefore = ServerCounters.sbtestRows(s, 2);
            Map<String, Long> before = ServerCounters.read(s);
            Path out = tmp.resolve("insert-" + kind + "-" + psMode);
            Cli run = Cli.run(Cli.args(List.of("run"), conn, data, List.of("--threads", "2", "--client", "wire",
                    "--ps-mode", psMode, "--time", "3s", "--warmup", "0", "--out", out.toString())));
            assertThat(run.exitCode()).as(run.toString()).isZero();
            Map<String, Long> delta = ServerCounters.delta(before, ServerCounters.read(s));
            long gained = ServerCounters.sbtestRows(s, 2) - rowsBefore;
            JsonNode step = new ObjectMapper().readTree(out.resolve("result.json").toFile()).get("steps").get(0);
            long writes = step.get("writes").asLong();
            assertThat(writes).isPositive().isEqualTo(step.get("transactions").asLong());
            assertThat(step.get("reads").asLong()).isZero();
            assertThat(step.get("errors").asLong()).isZero();
            // An insert in flight when the step ended still lands: at most one per worker.
            assertThat(gained).isBetween(writes, writes + 2);
            if (kind == Kind.MYSQL) {
                assertThat(delta.get("Com_insert")).isBetween(writes, writes + 2);
            }
        } finally {
            Cli clean = Cli.run(Cli.args(List.of("cleanup"), conn, data));
            assertThat(clean.exitCode()).as(clean.toString()).isZero();
        }
    }
}

package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every OLTP workload through prepare, run and cleanup on both server kinds, as a user would type them. */
class AllWorkloadsIT {
    private static final List<String> WORKLOADS = List.of("oltp_read_write", "oltp_read_only", "oltp_write_only",
            "oltp_point_select", "oltp_insert", "oltp_update_index", "oltp_update_non_index", "oltp_delete",
            "select_random_points", "select_random_ranges");

    @TempDir
    Path tmp;

    static Stream<Arguments> cases() {
        Stream<Arguments> sysbench = Stream.of(Kind.MYSQL, Kind.POSTGRES).flatMap(k -> WORKLOADS.stream()
                .map(w -> Arguments.of(k, w, List.of("--workload", w, "--tables", "1", "--table-size", "500"))));
        Stream<Arguments> pgbench = Stream.of(Kind.MYSQL, Kind.POSTGRES).flatMap(k -> Stream.of("pgbench_select_only", "pgbench_tpcb_like",
                        "pgbench_simple_update")
                .map(w -> Arguments.of(k, w, List.of("--workload", w, "--scale", "1"))));
        return Stream.concat(sysbench, pgbench);
    }

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("cases")
    void prepareRunCleanup(Kind kind, String workload, List<String> data) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), data));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), data));
        try {
            assertThat(prep.exitCode()).as(prep.toString()).isZero();
            if (workload.startsWith("pgbench")) {
                assertFillersAsPgbenchLeavesThem(s);
            }
            Path out = tmp.resolve(workload);
            Cli run = Cli.run(Cli.args(List.of("run"), s.cliArgs(), data,
                    List.of("--threads", "2", "--time", "1s", "--warmup", "0s", "--quiet", "--out", out.toString())));
            assertThat(run.exitCode()).as(run.toString()).isZero();
            JsonNode step = new ObjectMapper().readTree(out.resolve("result.json").toFile()).get("steps").get(0);
            assertThat(step.get("transactions").asLong()).isPositive();
            assertThat(step.get("queries").asLong()).isGreaterThanOrEqualTo(step.get("transactions").asLong());
            assertThat(step.get("status").asText()).isEqualTo("ok");
        } finally {
            Cli clean = Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), data));
            assertThat(clean.exitCode()).as(clean.toString()).isZero();
        }
    }

    /**
     * {@code pgbench -N} on both clients, checked against what the server holds afterwards: one history row per
     * transaction, account balances that moved by exactly the history's deltas, tellers and branches untouched.
     */
    @ParameterizedTest(name = "{0}, --client {1}")
    @MethodSource("simpleUpdateCases")
    void simpleUpdateCountsMatchTheServer(Kind kind, String client) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        List<String> data = List.of("--workload", "pgbench_simple_update", "--scale", "1");
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), data));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), data));
        try {
            assertThat(prep.exitCode()).as(prep.toString()).isZero();
            Path out = tmp.resolve("simple-update-" + client);
            Cli run = Cli.run(Cli.args(List.of("run"), s.cliArgs(), data, List.of("--client", client, "--threads", "4",
                    "--time", "2s", "--warmup", "0s", "--quiet", "--out", out.toString())));
            assertThat(run.exitCode()).as(run.toString()).isZero();
            JsonNode step = new ObjectMapper().readTree(out.resolve("result.json").toFile()).get("steps").get(0);
            long tx = step.get("transactions").asLong();
            assertThat(tx).isPositive();
            assertThat(step.get("status").asText()).isEqualTo("ok");
            // BEGIN; the account update; the balance select; the history insert; COMMIT. An update by a delta of 0
            // changes no row, which a server reporting changed rather than matched rows makes an "other".
            assertThat(step.get("reads").asLong()).isEqualTo(tx);
            assertThat(step.get("writes").asLong() + step.get("other").asLong()).isEqualTo(4 * tx);
            assertThat(step.get("writes").asLong()).isBetween(2 * tx - tx / 1000 - 5, 2 * tx);
            assertThat(step.get("errors").asLong()).isZero();
            try (Connection c = s.connect(s.database()); Statement st = c.createStatement()) {
                assertThat(single(st, "SELECT COUNT(*) FROM pgbench_history")).as("history rows").isEqualTo(tx);
                assertThat(single(st, "SELECT COALESCE(SUM(abalance), 0) FROM pgbench_accounts"))
                        .as("account balances").isEqualTo(single(st, "SELECT COALESCE(SUM(delta), 0) FROM pgbench_history"));
                assertThat(single(st, "SELECT COUNT(*) FROM pgbench_accounts WHERE abalance <> 0"))
                        .as("accounts changed").isPositive().isLessThanOrEqualTo(tx);
                assertThat(single(st, "SELECT COALESCE(SUM(ABS(tbalance)), 0) FROM pgbench_tellers")).as("tellers").isZero();
                assertThat(single(st, "SELECT COALESCE(SUM(ABS(bbalance)), 0) FROM pgbench_branches")).as("branches").isZero();
            }
        } finally {
            Cli clean = Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), data));
            assertThat(clean.exitCode()).as(clean.toString()).isZero();
        }
    }

    static Stream<Arguments> simpleUpdateCases() {
        return Stream.of(Kind.MYSQL, Kind.POSTGRES).flatMap(k -> Stream.of("jdbc", "wire").map(c -> Arguments.of(k, c)));
    }

    private static long single(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** pgbench -i inserts branches and tellers without a filler (NULL) and gives accounts an empty one (blank-padded). */
    private static void assertFillersAsPgbenchLeavesThem(TestServers.Server s) throws SQLException {
        try (Connection c = s.connect(s.database()); Statement st = c.createStatement()) {
            for (String table : List.of("pgbench_branches", "pgbench_tellers", "pgbench_accounts")) {
                try (ResultSet rs = st.executeQuery("SELECT COUNT(*), COUNT(filler), COUNT(CASE WHEN TRIM(filler) = '' THEN 1 END) FROM " + table)) {
                    rs.next();
                    boolean accounts = table.equals("pgbench_accounts");
                    assertThat(List.of(rs.getLong(2), rs.getLong(3))).as(table)
                            .containsExactly(accounts ? rs.getLong(1) : 0L, accounts ? rs.getLong(1) : 0L);
                }
            }
        }
    }
}

package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every workload through prepare, run and cleanup on MariaDB and PostgreSQL (and a covering set of them on MySQL 8 and
 * seekdb), as a user would type them, run once
 * on the JDBC driver and once on the default client ({@code --client auto}: the wire client wherever it serves the
 * workload): each run's statements per transaction are the workload's, and its counts are the server's own
 * (MariaDB's and MySQL 8's {@code Com_*}, PostgreSQL's commits in {@code pg_stat_database}; OceanBase keeps no such
 * counters).
 */
class AllWorkloadsIT {
    /**
     * Reads, writes and BEGIN/COMMIT per transaction of each workload at its defaults. A write that changes no row (a
     * delete of a row deleted before) counts as other, as sysbench counts it.
     */
    private static final Map<String, List<Integer>> MIX = Map.ofEntries(Map.entry("oltp_read_write", List.of(14, 4, 2)),
            Map.entry("oltp_read_only", List.of(14, 0, 2)), Map.entry("oltp_write_only", List.of(0, 4, 2)),
            Map.entry("oltp_point_select", List.of(1, 0, 0)), Map.entry("oltp_insert", List.of(0, 1, 0)),
            Map.entry("oltp_update_index", List.of(0, 1, 0)), Map.entry("oltp_update_non_index", List.of(0, 1, 0)),
            Map.entry("oltp_delete", List.of(0, 1, 0)), Map.entry("select_random_points", List.of(1, 0, 0)),
            Map.entry("select_random_ranges", List.of(1, 0, 0)), Map.entry("pgbench_select_only", List.of(1, 0, 0)),
            Map.entry("pgbench_tpcb_like", List.of(1, 4, 2)), Map.entry("pgbench_simple_update", List.of(1, 2, 2)));
    private static final int THREADS = 2;

    @TempDir
    Path tmp;

    /**
     * The workloads run on MySQL 8 and seekdb. Every workload's statements are the same on every MySQL-protocol server,
     * and MariaDB runs them all; these cover each kind of statement (point and range reads in explicit transactions,
     * inserts, deletes, changes that do and do not change a row) on the other two servers' own targets.
     */
    private static final Set<String> OTHER_SERVERS = Set.of("oltp_read_write", "oltp_insert", "oltp_delete",
            "pgbench_simple_update");

    static Stream<Arguments> cases() {
        return Stream.of(Kind.MYSQL, Kind.POSTGRES, Kind.MYSQL8, Kind.OCEANBASE).flatMap(k -> MIX.keySet().stream().sorted()
                .filter(w -> k == Kind.MYSQL || k == Kind.POSTGRES || OTHER_SERVERS.contains(w))
                .map(w -> Arguments.of(k, w, w.startsWith("pgbench") ? List.of("--workload", w, "--scale", "1")
                        : List.of("--workload", w, "--tables", "1", "--table-size", "500"))));
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
            boolean scripted = !workload.startsWith("select_random");
            run(s, workload, data, "jdbc", "jdbc");
            if (workload.equals("oltp_delete")) {
                // The first run may have deleted every row, which the next run's pre-flight refuses.
                Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), data));
                assertThat(Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), data)).exitCode()).isZero();
            }
            run(s, workload, data, "auto", scripted ? "wire, 2 event loops (auto: the target's wire client serves " + workload + " over TCP)"
                    : "jdbc (auto: " + workload + " has no event script, which the wire client runs)");
        } finally {
            Cli clean = Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), data));
            assertThat(clean.exitCode()).as(clean.toString()).isZero();
        }
    }

    /** One short run on {@code client}; checks its mix, the client the manifest names, and the server's counters. */
    private void run(TestServers.Server s, String workload, List<String> data, String client, String manifestClient) throws Exception {
        boolean shared = ServerCounters.othersActive(s);
        Map<String, Long> before = ServerCounters.read(s);
        Path out = tmp.resolve(workload + "-" + client);
        Cli run = Cli.run(Cli.args(List.of("run"), s.cliArgs(), data, List.of("--threads", Integer.toString(THREADS), "--time", "1s",
                "--warmup", "0s", "--client", client, "--quiet", "--out", out.toString())));
        Map<String, Long> delta = ServerCounters.delta(before, ServerCounters.readAfterRun(s));
        assertThat(run.exitCode()).as(run.toString()).isZero();
        JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
        assertThat(result.get("manifest").get("client").asText()).isEqualTo(manifestClient);
        JsonNode step = result.get("steps").get(0);
        String cell = workload + " on " + s.kind() + " with --client " + client + ": " + step;
        long tx = step.get("transactions").asLong();
        assertThat(tx).as(cell).isPositive();
        assertThat(step.get("status").asText()).as(cell).isEqualTo("ok");
        long reads = step.get("reads").asLong();
        long writes = step.get("writes").asLong();
        long other = step.get("other").asLong();
        assertThat(step.get("queries").asLong()).as(cell).isEqualTo(reads + writes + other);
        List<Integer> mix = MIX.get(workload);
        long unchanged = other - mix.get(2) * tx;
        if (step.get("errors").asLong() == 0) {
            // A transaction retried after an ignored error (a deadlock, a duplicate key) counts the statements of both tries.
            assertThat(List.of(reads, writes + unchanged)).as(cell).containsExactly(mix.get(0) * tx, mix.get(1) * tx);
            assertThat(unchanged).as(cell).isNotNegative();
        }
        // Statements of the events in flight when the step ended reach the server but no count, and the pre-flight and
        // the connections' set-up run a few more.
        long statementsPerEvent = mix.stream().mapToLong(Integer::longValue).sum();
        long slack = THREADS * statementsPerEvent + 30;
        long begins = mix.get(2) * tx / 2;
        if (s.kind() == Kind.POSTGRES) {
            long commits = begins > 0 ? begins : reads + writes + unchanged;
            ServerCounters.assertCommits(delta, commits, commits * 0.01 + slack, cell);
        } else if (s.kind() == Kind.MYSQL || s.kind() == Kind.MYSQL8) {
            long changes = delta.get("Com_insert") + delta.get("Com_update") + delta.get("Com_delete");
            boolean counted = ServerCounters.near(delta.get("Com_select"), reads, reads * 0.01 + slack)
                    && ServerCounters.near(changes, writes + unchanged, writes * 0.01 + slack)
                    && ServerCounters.near(delta.get("Com_commit"), begins, begins * 0.01 + THREADS + 2);
            // Only counts that differ need the quiet moment that tells whether other clients made the difference.
            shared = shared || !counted && ServerCounters.othersActive(s);
            if (shared) {
                // Other clients' statements add to these global counters: the server ran at least what was counted.
                assertThat(delta.get("Com_select")).as(cell + " " + delta).isGreaterThanOrEqualTo(reads);
                assertThat(changes).as(cell + " " + delta).isGreaterThanOrEqualTo(writes + unchanged);
                assertThat(delta.get("Com_commit")).as(cell + " " + delta).isGreaterThanOrEqualTo(begins);
                return;
            }
            assertThat((double) delta.get("Com_select")).as(cell + " " + delta).isCloseTo(reads, within(reads * 0.01 + slack));
            assertThat((double) changes).as(cell + " " + delta).isCloseTo(writes + unchanged, within(writes * 0.01 + slack));
            assertThat((double) delta.get("Com_commit")).as(cell + " " + delta).isCloseTo(begins, within(begins * 0.01 + THREADS + 2));
        }
    }

    /**
     * {@code pgbench -N} on both clients, checked against what the server holds afterwards: one history row per
     * transaction, account balances that moved by exactly the history's deltas, tellers and branches untouched. An
     * update by a delta of 0 changes no row: on MySQL-protocol servers every driver and the wire client then report
     * no changed row, as libmysqlclient does for sysbench, so it counts as other there, exactly once per such history
     * row; PostgreSQL counts the row as updated.
     */
    @ParameterizedTest(name = "{0} --target {1}, --client {2}")
    @MethodSource("simpleUpdateCases")
    void simpleUpdateCountsMatchTheServer(Kind kind, String target, String client) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        List<String> conn = s.cliArgs(target);
        List<String> data = List.of("--workload", "pgbench_simple_update", "--scale", "1");
        Cli.run(Cli.args(List.of("cleanup"), conn, data));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), conn, data));
        try {
            assertThat(prep.exitCode()).as(prep.toString()).isZero();
            Path out = tmp.resolve("simple-update-" + target + "-" + client);
            Cli run = Cli.run(Cli.args(List.of("run"), conn, data, List.of("--client", client, "--threads", "4",
                    "--time", "2s", "--warmup", "0s", "--quiet", "--out", out.toString())));
            assertThat(run.exitCode()).as(run.toString()).isZero();
            JsonNode step = new ObjectMapper().readTree(out.resolve("result.json").toFile()).get("steps").get(0);
            long tx = step.get("transactions").asLong();
            assertThat(tx).isPositive();
            assertThat(step.get("status").asText()).isEqualTo("ok");
            long unchanged;
            try (Connection c = s.connect(s.database()); Statement st = c.createStatement()) {
                assertThat(single(st, "SELECT COUNT(*) FROM pgbench_history")).as("history rows").isEqualTo(tx);
                assertThat(single(st, "SELECT COALESCE(SUM(abalance), 0) FROM pgbench_accounts"))
                        .as("account balances").isEqualTo(single(st, "SELECT COALESCE(SUM(delta), 0) FROM pgbench_history"));
                assertThat(single(st, "SELECT COUNT(*) FROM pgbench_accounts WHERE abalance <> 0"))
                        .as("accounts changed").isPositive().isLessThanOrEqualTo(tx);
                assertThat(single(st, "SELECT COALESCE(SUM(ABS(tbalance)), 0) FROM pgbench_tellers")).as("tellers").isZero();
                assertThat(single(st, "SELECT COALESCE(SUM(ABS(bbalance)), 0) FROM pgbench_branches")).as("branches").isZero();
                unchanged = kind == Kind.POSTGRES ? 0 : single(st, "SELECT COUNT(*) FROM pgbench_history WHERE delta = 0");
            }
            // BEGIN; the account update; the balance select; the history insert; COMMIT.
            assertThat(step.get("reads").asLong()).isEqualTo(tx);
            assertThat(step.get("writes").asLong()).as("writes").isEqualTo(2 * tx - unchanged);
            assertThat(step.get("other").asLong()).as("other").isEqualTo(2 * tx + unchanged);
            assertThat(step.get("errors").asLong()).isZero();
        } finally {
            Cli clean = Cli.run(Cli.args(List.of("cleanup"), conn, data));
            assertThat(clean.exitCode()).as(clean.toString()).isZero();
        }
    }

    /** Each client of each MySQL-protocol driver and of PostgreSQL; MariaDB Connector/J runs against the same server as Connector/J. */
    static Stream<Arguments> simpleUpdateCases() {
        return Stream.of(Arguments.of(Kind.MYSQL, "mysql", "jdbc"), Arguments.of(Kind.MYSQL, "mysql", "wire"),
                Arguments.of(Kind.MYSQL, "mariadb", "jdbc"), Arguments.of(Kind.POSTGRES, "postgresql", "jdbc"),
                Arguments.of(Kind.POSTGRES, "postgresql", "wire"));
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
                // MySQL 8.0.15 counts NULL in COUNT(filler) on these tables; IS NULL it gets right.
                try (ResultSet rs = st.executeQuery("SELECT COUNT(*), SUM(CASE WHEN filler IS NULL THEN 0 ELSE 1 END),"
                        + " SUM(CASE WHEN filler IS NOT NULL AND TRIM(filler) = '' THEN 1 ELSE 0 END) FROM " + table)) {
                    rs.next();
                    boolean accounts = table.equals("pgbench_accounts");
                    assertThat(List.of(rs.getLong(2), rs.getLong(3))).as(table)
                            .containsExactly(accounts ? rs.getLong(1) : 0L, accounts ? rs.getLong(1) : 0L);
                }
            }
        }
    }
}

package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.testing.TestServers;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/**
 * The server's own statement counters, read around a run to check dbbench's counts against them:
 * MariaDB/MySQL {@code SHOW GLOBAL STATUS} {@code Com_*}, PostgreSQL {@code pg_stat_database}; none for OceanBase,
 * which keeps no such counters.
 */
final class ServerCounters {
    /** The tables PostgreSQL's autovacuum vacuumed or analyzed in this database, counted once per pass. */
    static final String AUTOVACUUM = "autovacuum";

    /**
     * Commits that autovacuum may add to a window's {@code xact_commit}, which counts every transaction of the
     * database, a client's or not: a pass over a table commits its own few transactions (the table, its TOAST table,
     * its statistics), and tests that create and drop tables give it catalog tables to visit at any moment.
     */
    private static final long COMMITS_PER_AUTOVACUUM = 4;

    private ServerCounters() {
    }

    static Map<String, Long> read(TestServers.Server s) throws SQLException {
        Map<String, Long> out = new HashMap<>();
        if (s.kind() == TestServers.Kind.OCEANBASE) {
            return out;
        }
        if (s.kind() == TestServers.Kind.POSTGRES) {
            try (Connection c = s.connect(s.database()); Statement st = c.createStatement()) {
                return readPostgres(st);
            }
        }
        try (Connection c = s.connect(s.database());
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_select','Com_update','Com_insert',"
                     + "'Com_delete','Com_commit','Com_begin')")) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getLong(2));
            }
        }
        return out;
    }

    /**
     * The counters once a run's sessions have ended. MariaDB's and MySQL's count as statements finish; PostgreSQL's
     * reach {@code pg_stat_database} when a session flushes its statistics (at its end, and at most once a second
     * while it lives), so they are read until they stay still for 200 ms, up to 3 s.
     */
    static Map<String, Long> readAfterRun(TestServers.Server s) throws SQLException, InterruptedException {
        if (s.kind() != TestServers.Kind.POSTGRES) {
            return read(s);
        }
        try (Connection c = s.connect(s.database()); Statement st = c.createStatement()) {
            Map<String, Long> last = readPostgres(st);
            for (int i = 0; i < 15; i++) {
                Thread.sleep(200);
                Map<String, Long> now = readPostgres(st);
                if (now.equals(last)) {
                    break;
                }
                last = now;
            }
            return last;
        }
    }

    private static Map<String, Long> readPostgres(Statement st) throws SQLException {
        Map<String, Long> out = new HashMap<>();
        // Statistics are collected asynchronously; this makes the current numbers visible.
        st.execute("SELECT pg_stat_clear_snapshot()");
        try (ResultSet rs = st.executeQuery("SELECT xact_commit, xact_rollback FROM pg_stat_database WHERE datname = current_database()")) {
            rs.next();
            out.put("xact_commit", rs.getLong(1));
            out.put("xact_rollback", rs.getLong(2));
        }
        try (ResultSet rs = st.executeQuery("SELECT COALESCE(SUM(autovacuum_count + autoanalyze_count), 0) FROM pg_stat_all_tables")) {
            rs.next();
            out.put(AUTOVACUUM, rs.getLong(1));
        }
        return out;
    }

    /** The rows of the sbtest tables 1 to {@code tables}, for checks of what a run inserted. */
    static long sbtestRows(TestServers.Server s, int tables) throws SQLException {
        long rows = 0;
        try (Connection c = s.connect(s.database()); Statement st = c.createStatement()) {
            for (int t = 1; t <= tables; t++) {
                try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM sbtest" + t)) {
                    rs.next();
                    rows += rs.getLong(1);
                }
            }
        }
        return rows;
    }

    /**
     * Whether other clients are running statements on the server of {@code s} now, which its global counters would
     * add to a run's (MariaDB's and MySQL's {@code Com_*} count every database's statements; PostgreSQL's are this
     * database's alone): the counters moved during a quiet quarter of a second, in which any benchmark or test beside
     * this one runs hundreds of statements.
     */
    static boolean othersActive(TestServers.Server s) throws SQLException, InterruptedException {
        if (s.kind() == TestServers.Kind.POSTGRES || s.kind() == TestServers.Kind.OCEANBASE) {
            return false;
        }
        Map<String, Long> before = read(s);
        Thread.sleep(250);
        return delta(before, read(s)).values().stream().anyMatch(v -> v != 0);
    }

    /**
     * Checks PostgreSQL's {@code xact_commit} of a window against the commits a run counted: within {@code tolerance}
     * either side, plus on the upper side what autovacuum committed during the window.
     */
    static void assertCommits(Map<String, Long> delta, long expected, double tolerance, String description) {
        double background = COMMITS_PER_AUTOVACUUM * delta.getOrDefault(AUTOVACUUM, 0L);
        assertThat((double) delta.get("xact_commit")).as("%s: %s", description, delta)
                .isBetween(expected - tolerance, expected + tolerance + background);
    }

    /** Whether {@code got} is within {@code tolerance} of {@code expected}. */
    static boolean near(long got, double expected, double tolerance) {
        return Math.abs(got - expected) <= tolerance;
    }

    static Map<String, Long> delta(Map<String, Long> before, Map<String, Long> after) {
        Map<String, Long> d = new HashMap<>();
        after.forEach((k, v) -> d.put(k, v - before.getOrDefault(k, 0L)));
        return d;
    }
}

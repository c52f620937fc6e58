package dev.dbbench.workloads.oltp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.config.OptionValues;
import dev.dbbench.engine.QueryCounter;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.sql.MultiRowInsertLoader;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every sysbench workload against a live MariaDB and PostgreSQL: prepare 2 tables x 1000 rows, verify,
 * run 200 events of each workload on one connection, and hold the QueryCounter's totals against the
 * server's own statement counters, then clean up.
 *
 * <p>MariaDB: the worker connection's SESSION status (Com_select, Com_update, ...), which no other
 * client can disturb. A server-side prepared statement's execution counts both under Com_stmt_execute
 * and under its own Com_xxx, so Com_select means the same thing in both ps modes.
 *
 * <p>PostgreSQL: pg_stat_database (transactions, from a connection to another database, so that the
 * observer's own transactions do not count) and pg_stat_user_tables (scans and changed rows of the
 * sbtest tables). Statistics reach those views when the worker's backend exits.
 */
class OltpWorkloadsIT {
    private static final int EVENTS = 200;
    private static final int ROWS = 1000;

    /** The statements one event of a workload sends at default options. */
    record Mix(Workload workload, int tables, int selects, int updates, int deletes, int inserts, int begins, int commits) {
        long dml() {
            return updates + deletes + inserts;
        }

        long statements() {
            return selects + dml() + begins + commits;
        }
    }

    // Read-only workloads first, then the ones that keep the row count, then insert and delete.
    private static final List<Mix> MIXES = List.of(
            new Mix(new OltpPointSelect(), 2, 1, 0, 0, 0, 0, 0),
            new Mix(new OltpReadOnly(), 2, 14, 0, 0, 0, 1, 1),
            new Mix(new SelectRandomPoints(), 1, 1, 0, 0, 0, 0, 0),
            new Mix(new SelectRandomRanges(), 1, 1, 0, 0, 0, 0, 0),
            new Mix(new OltpReadWrite(), 2, 14, 2, 1, 1, 1, 1),
            new Mix(new OltpWriteOnly(), 2, 0, 2, 1, 1, 1, 1),
            new Mix(new OltpUpdateIndex(), 2, 0, 1, 0, 0, 0, 0),
            new Mix(new OltpUpdateNonIndex(), 2, 0, 1, 0, 0, 0, 0),
            new Mix(new OltpInsert(), 2, 0, 0, 0, 1, 0, 0),
            new Mix(new OltpDelete(), 2, 0, 0, 1, 0, 0, 0));

    @FunctionalInterface
    interface SqlAction {
        void run() throws SQLException;
    }

    @ParameterizedTest
    @EnumSource(PsMode.class)
    void mariadbSessionCountersMatchTheQueryCounter(PsMode mode) throws SQLException {
        ItServer server = new ItServer.MariaDb();
        withDataset(server, mode, mix -> checkMariaDb(server, mode, mix));
    }

    @ParameterizedTest
    @EnumSource(PsMode.class)
    void postgresStatisticsMatchTheQueryCounter(PsMode mode) throws SQLException {
        ItServer server = new ItServer.Postgres();
        withDataset(server, mode, mix -> checkPostgres(server, mode, mix));
    }

    @FunctionalInterface
    interface MixCheck {
        void check(Mix mix) throws SQLException;
    }

    private static void withDataset(ItServer server, PsMode mode, MixCheck check) throws SQLException {
        server.ensureTestDatabase();
        Dialect dialect = server.dialect();
        ConfiguredWorkload<?> dataset = configure(new OltpReadWrite(), 2);
        // Short-lived admin connections: an idle one would flush its statistics into the middle of a measurement.
        withConnection(server, mode, admin -> dataset.dataset().cleanup(admin, dialect));
        AtomicLong progress = new AtomicLong();
        dataset.dataset().prepare(new PrepareContext(() -> server.connect(mode), dialect, MultiRowInsertLoader.reporting(dialect, LoadReport.IGNORED), 4, 7, progress::addAndGet));
        assertThat(progress.get()).isEqualTo(2L * ROWS);
        withConnection(server, mode, admin -> assertThat(dataset.dataset().verify(admin, dialect)).isEmpty());
        withConnection(server, mode, OltpWorkloadsIT::assertKeysAndIndexes);
        if (server instanceof ItServer.Postgres) {
            // Autovacuum's and autoanalyze's transactions count in pg_stat_database.xact_commit too, at times of
            // their own choosing: after a write-heavy mix one would land inside the next measurement.
            withConnection(server, mode, admin -> {
                try (Statement st = admin.createStatement()) {
                    for (String table : List.of("sbtest1", "sbtest2")) {
                        st.execute("ALTER TABLE " + table + " SET (autovacuum_enabled = false)");
                    }
                }
            });
        }
        try {
            for (Mix mix : MIXES) {
                check.check(mix);
                if (mix.workload() instanceof OltpUpdateNonIndex) {
                    // Everything so far keeps every id: delete + insert pairs put back what they took.
                    withConnection(server, mode, admin -> assertThat(dataset.dataset().verify(admin, dialect)).isEmpty());
                }
            }
        } finally {
            withConnection(server, mode, admin -> dataset.dataset().cleanup(admin, dialect));
        }
        withConnection(server, mode, admin -> assertThat(dataset.dataset().verify(admin, dialect))
                .containsExactly("tables sbtest1, sbtest2 are missing; run prepare with the same --tables"));
    }

    /** Row counts cannot tell a table without its key; the catalog can, whichever way prepare built it. */
    private static void assertKeysAndIndexes(Connection c) throws SQLException {
        for (int n = 1; n <= 2; n++) {
            List<String> key = new ArrayList<>();
            try (ResultSet rs = c.getMetaData().getPrimaryKeys(c.getCatalog(), c.getSchema(), "sbtest" + n)) {
                while (rs.next()) {
                    key.add(rs.getString("COLUMN_NAME"));
                }
            }
            assertThat(key).as("primary key of sbtest%d", n).containsExactly("id");
            List<String> indexes = new ArrayList<>();
            try (ResultSet rs = c.getMetaData().getIndexInfo(c.getCatalog(), c.getSchema(), "sbtest" + n, false, false)) {
                while (rs.next()) {
                    indexes.add(rs.getString("INDEX_NAME"));
                }
            }
            assertThat(indexes).as("indexes of sbtest%d", n).contains("k_" + n);
        }
    }

    @FunctionalInterface
    interface ConnectionAction {
        void run(Connection connection) throws SQLException;
    }

    private static void withConnection(ItServer server, PsMode mode, ConnectionAction action) throws SQLException {
        try (Connection c = server.connect(mode)) {
            action.run(c);
        }
    }

    private static void checkMariaDb(ItServer server, PsMode mode, Mix mix) throws SQLException {
        QueryCounter counter = new QueryCounter();
        Map<String, Long> before = new HashMap<>();
        Map<String, Long> after;
        try (Connection c = server.connect(mode)) {
            runEvents(configure(mix.workload(), mix.tables()), c, server.dialect(), counter, () -> before.putAll(sessionStatus(c)));
            after = sessionStatus(c);
        }
        Map<String, Long> d = new HashMap<>();
        after.forEach((k, v) -> d.put(k, v - before.get(k)));
        report("mariadb", mode, mix, counter, d);
        long n = EVENTS;
        assertThat(d.get("Com_select")).isEqualTo(mix.selects() * n).isEqualTo(counter.reads());
        assertThat(d.get("Com_update")).isEqualTo(mix.updates() * n);
        assertThat(d.get("Com_delete")).isEqualTo(mix.deletes() * n);
        assertThat(d.get("Com_insert")).isEqualTo(mix.inserts() * n);
        assertThat(d.get("Com_begin")).isEqualTo(mix.begins() * n);
        assertThat(d.get("Com_commit")).isEqualTo(mix.commits() * n);
        assertThat(counter.writes() + counter.others()).isEqualTo(d.get("Com_update") + d.get("Com_delete")
                + d.get("Com_insert") + d.get("Com_begin") + d.get("Com_commit"));
        assertThat(counter.others()).isGreaterThanOrEqualTo(d.get("Com_begin") + d.get("Com_commit"));
        // Prepared executions are counted a second time, under Com_stmt_execute; BEGIN/COMMIT go as text.
        assertThat(d.get("Com_stmt_execute")).isEqualTo(mode == PsMode.AUTO ? (mix.selects() + mix.dml()) * n : 0);
        assertThat(counter.emptyReads()).isLessThanOrEqualTo(counter.reads());
    }

    private static Map<String, Long> sessionStatus(Connection c) throws SQLException {
        Map<String, Long> out = new HashMap<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SHOW SESSION STATUS WHERE Variable_name IN"
                + " ('Com_select', 'Com_update', 'Com_delete', 'Com_insert', 'Com_begin', 'Com_commit', 'Com_stmt_execute')")) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getLong(2));
            }
        }
        return out;
    }

    /**
     * Autovacuum's transactions count in xact_commit too, and it may pick a catalog that prepare's DDL touched
     * at any moment, even with the test tables excluded: a window in which it ran is measured again, twice at most.
     */
    private static void checkPostgres(ItServer server, PsMode mode, Mix mix) throws SQLException {
        for (int attempt = 1; !measurePostgres(server, mode, mix, attempt == 3); attempt++) {
            System.out.printf("[it] autovacuum ran (or committed) while %s was measured; measuring again%n", mix.workload().id());
        }
    }

    /** Returns false, without checking, when autovacuum ran inside the window and {@code last} is false. */
    private static boolean measurePostgres(ItServer server, PsMode mode, Mix mix, boolean last) throws SQLException {
        QueryCounter counter = new QueryCounter();
        try (Connection databaseStats = server.connect(server.database, PsMode.DISABLE);
                Connection tableStats = server.connect(PsMode.DISABLE)) {
            // The table observer stays inside one transaction that is rolled back, so it adds no commit.
            tableStats.setAutoCommit(false);
            awaitQuietDatabase(databaseStats, tableStats);
            Map<String, Long> before = pgStats(databaseStats, tableStats);
            try (Connection c = server.connect(mode)) {
                runEvents(configure(mix.workload(), mix.tables()), c, server.dialect(), counter, () -> { });
            }
            long n = EVENTS;
            // Each autocommit statement, or each BEGIN ... COMMIT, is one transaction, plus the one a new
            // backend commits while it reads the catalogs at start-up.
            long expectedCommits = (mix.begins() > 0 ? n : mix.statements() * n) + 1;
            Map<String, Long> d = settledDelta(databaseStats, tableStats, before, expectedCommits);
            tableStats.rollback();
            report("postgresql", mode, mix, counter, d);
            // An autovacuum worker that visits the database commits transactions of its own even when it finds
            // nothing to vacuum, which no table counter shows: a window with extra commits is measured again too,
            // and only the last attempt's counts must match.
            if ((d.get("autovacuum") != 0 || d.get("xact_commit") != expectedCommits) && !last) {
                return false;
            }
            assertThat(d.get("xact_commit")).isEqualTo(expectedCommits);
            assertThat(d.get("n_tup_upd")).isEqualTo(mix.updates() * n);
            assertThat(d.get("n_tup_ins")).isEqualTo(mix.inserts() * n);
            assertThat(d.get("n_tup_del") + counter.others() - (mix.begins() + mix.commits()) * n).isEqualTo(mix.deletes() * n);
            assertThat(counter.writes()).isEqualTo(d.get("n_tup_upd") + d.get("n_tup_ins") + d.get("n_tup_del"));
            assertThat(counter.reads()).isEqualTo(mix.selects() * n);
            // Every SELECT, UPDATE and DELETE by key starts one scan; select_random_ranges may OR several index scans.
            long scansByStatement = counter.reads() + (mix.updates() + mix.deletes()) * n;
            if (mix.workload() instanceof SelectRandomRanges) {
                assertThat(d.get("scans")).isGreaterThanOrEqualTo(scansByStatement);
            } else {
                assertThat(d.get("scans")).isEqualTo(scansByStatement);
            }
        }
        return true;
    }

    private static Map<String, Long> pgStats(Connection databaseStats, Connection tableStats) throws SQLException {
        Map<String, Long> out = new HashMap<>();
        try (Statement st = databaseStats.createStatement();
                ResultSet rs = st.executeQuery("SELECT xact_commit FROM pg_stat_database WHERE datname = '" + ItServer.TEST_DB + "'")) {
            rs.next();
            out.put("xact_commit", rs.getLong(1));
        }
        try (Statement st = tableStats.createStatement()) {
            st.execute("SELECT pg_stat_clear_snapshot()");
            try (ResultSet rs = st.executeQuery("SELECT COALESCE(SUM(seq_scan), 0) + COALESCE(SUM(idx_scan), 0),"
                    + " SUM(n_tup_ins), SUM(n_tup_upd), SUM(n_tup_del) FROM pg_stat_user_tables"
                    + " WHERE relname IN ('sbtest1', 'sbtest2')")) {
                rs.next();
                out.put("scans", rs.getLong(1));
                out.put("n_tup_ins", rs.getLong(2));
                out.put("n_tup_upd", rs.getLong(3));
                out.put("n_tup_del", rs.getLong(4));
            }
            try (ResultSet rs = st.executeQuery("SELECT COALESCE(SUM(autovacuum_count + autoanalyze_count), 0) FROM pg_stat_all_tables")) {
                rs.next();
                out.put("autovacuum", rs.getLong(1));
            }
        }
        return out;
    }

    /** Waits until no other backend is connected to the test database and the statistics stopped moving. */
    private static void awaitQuietDatabase(Connection databaseStats, Connection tableStats) throws SQLException {
        long deadline = System.nanoTime() + 20_000_000_000L;
        Map<String, Long> last = Map.of();
        while (System.nanoTime() < deadline) {
            long others;
            try (Statement st = databaseStats.createStatement(); ResultSet rs = st.executeQuery(
                    "SELECT count(*) FROM pg_stat_activity WHERE datname = '" + ItServer.TEST_DB + "'")) {
                rs.next();
                others = rs.getLong(1) - 1;
            }
            Map<String, Long> now = pgStats(databaseStats, tableStats);
            if (others == 0 && now.equals(last)) {
                return;
            }
            last = now;
            pause();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(300);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for PostgreSQL statistics", e);
        }
    }

    /** Polls until the closed worker's statistics have landed and stopped moving (at most 20 s). */
    private static Map<String, Long> settledDelta(Connection databaseStats, Connection tableStats, Map<String, Long> before,
            long expectedCommits) throws SQLException {
        Map<String, Long> last = Map.of();
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < deadline) {
            Map<String, Long> now = pgStats(databaseStats, tableStats);
            if (now.equals(last) && now.get("xact_commit") - before.get("xact_commit") >= expectedCommits) {
                break;
            }
            last = now;
            pause();
        }
        Map<String, Long> delta = new HashMap<>();
        last.forEach((k, v) -> delta.put(k, v - before.get(k)));
        return delta;
    }

    private static <S extends WorkerState> void runEvents(ConfiguredWorkload<S> w, Connection c, Dialect dialect,
            QueryCounter counter, SqlAction beforeEvents) throws SQLException {
        try (S state = w.open(new WorkerContext(0, 1, c, dialect, PsMode.AUTO, 17))) {
            beforeEvents.run();
            for (int i = 0; i < EVENTS; i++) {
                w.event(state, counter);
                counter.publishEvent();
            }
        }
    }

    private static ConfiguredWorkload<?> configure(Workload w, int tables) {
        return w.configure(new OptionValues(w.options(), Map.of("tables", Integer.toString(tables),
                "table-size", Integer.toString(ROWS), "rand-seed", "3")));
    }

    private static void report(String server, PsMode mode, Mix mix, QueryCounter counter, Map<String, Long> delta) {
        System.out.printf("[it] %-10s ps=%-7s %-22s r/w/o %d/%d/%d (empty %d)  server %s%n", server, mode.cliName(),
                mix.workload().id(), counter.reads(), counter.writes(), counter.others(), counter.emptyReads(),
                new java.util.TreeMap<>(delta));
    }
}

package dev.dbbench.workloads.oltp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.config.OptionValues;
import dev.dbbench.engine.QueryCounter;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.workloads.FakeJdbc;
import dev.dbbench.workloads.TestDialect;
import dev.dbbench.workloads.sbtest.SbtestOptions;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** What one event of each workload sends, counted through a fake JDBC driver. */
class EventStatementsTest {
    private static final String POINT = "SELECT c FROM sbtestN WHERE id=?";
    private static final String SIMPLE = "SELECT c FROM sbtestN WHERE id BETWEEN ? AND ?";
    private static final String SUM = "SELECT SUM(k) FROM sbtestN WHERE id BETWEEN ? AND ?";
    private static final String ORDER = "SELECT c FROM sbtestN WHERE id BETWEEN ? AND ? ORDER BY c";
    private static final String DISTINCT = "SELECT DISTINCT c FROM sbtestN WHERE id BETWEEN ? AND ? ORDER BY c";
    private static final String INDEX_UPDATE = "UPDATE sbtestN SET k=k+1 WHERE id=?";
    private static final String NON_INDEX_UPDATE = "UPDATE sbtestN SET c=? WHERE id=?";
    private static final String DELETE = "DELETE FROM sbtestN WHERE id=?";
    private static final String INSERT = "INSERT INTO sbtestN (id, k, c, pad) VALUES (?, ?, ?, ?)";

    private final FakeJdbc db = new FakeJdbc();
    private final QueryCounter counter = new QueryCounter();

    private static ConfiguredWorkload<?> configure(Workload w, String... keyValues) {
        Map<String, String> given = new HashMap<>(Map.of("tables", "2", "table-size", "1000", "rand-seed", "11"));
        for (int i = 0; i < keyValues.length; i += 2) {
            given.put(keyValues[i], keyValues[i + 1]);
        }
        return w.configure(new OptionValues(w.options(), given));
    }

    /** Runs {@code events} events on one worker (worker 0 of 1 unless given) and closes its state. */
    private <S extends WorkerState> void run(ConfiguredWorkload<S> w, Dialect dialect, int worker, int threads, int events)
            throws SQLException {
        try (S state = w.open(new WorkerContext(worker, threads, db.connection(), dialect, PsMode.AUTO, 3))) {
            for (int i = 0; i < events; i++) {
                assertThat(w.event(state, counter)).isZero();
                // As the engine does: an event's statements become visible when the event is published.
                counter.publishEvent();
            }
        }
    }

    private void run(ConfiguredWorkload<?> w, int events) throws SQLException {
        run(w, TestDialect.mysqlLike(), 0, 1, events);
    }

    private List<String> statements() {
        return db.sqlLog().stream().map(s -> s.replaceAll("sbtest\\d+", "sbtestN")).toList();
    }

    private void assertCounts(long reads, long writes, long other) {
        assertThat(new long[] {counter.reads(), counter.writes(), counter.others()})
                .as("reads/writes/other").containsExactly(reads, writes, other);
    }

    @Test
    void readWriteSendsSysbenchsTwentyStatements() throws SQLException {
        ConfiguredWorkload<?> w = configure(new OltpReadWrite());
        run(w, 1);
        List<String> expected = new ArrayList<>(List.of("BEGIN"));
        expected.addAll(Collections.nCopies(10, POINT));
        expected.addAll(List.of(SIMPLE, SUM, ORDER, DISTINCT, INDEX_UPDATE, NON_INDEX_UPDATE, DELETE, INSERT, "COMMIT"));
        assertThat(statements()).containsExactlyElementsOf(expected);
        assertCounts(14, 4, 2);
        // Every statement of the mix is prepared once per table, and nothing is left open.
        assertThat(db.prepared).hasSize(18).doesNotHaveDuplicates();
        assertThat(w.traits().preparedStatementsPerWorker()).isEqualTo(18);
        assertThat(db.openStatements()).isZero();
    }

    @Test
    void readWriteCountsTwentyQueriesPerEventOverManyEvents() throws SQLException {
        run(configure(new OltpReadWrite()), 100);
        assertCounts(1400, 400, 200);
        assertThat(db.prepared).hasSize(18);
    }

    @Test
    void aStatementGroupStaysOnOneTableAndBindsSysbenchsParameters() throws SQLException {
        run(configure(new OltpReadWrite(), "tables", "4"), 50);
        List<FakeJdbc.Execution> all = db.executions;
        for (int e = 0; e < 50; e++) {
            List<FakeJdbc.Execution> event = all.subList(e * 20, e * 20 + 20);
            assertThat(event.subList(1, 11)).extracting(FakeJdbc.Execution::sql).containsOnly(event.get(1).sql());
            FakeJdbc.Execution range = event.get(11);
            assertThat((int) range.param(2)).isEqualTo((int) range.param(1) + 99);
            FakeJdbc.Execution delete = event.get(17);
            FakeJdbc.Execution insert = event.get(18);
            assertThat(insert.sql().replaceAll("\\D", "")).isEqualTo(delete.sql().replaceAll("\\D", ""));
            assertThat(insert.param(1)).isEqualTo(delete.param(1));
            assertThat((int) insert.param(2)).isBetween(1, 1000);
            assertThat((String) insert.param(3)).hasSize(119);
            assertThat((String) insert.param(4)).hasSize(59);
            assertThat((String) event.get(16).param(1)).matches("[0-9]{11}(-[0-9]{11}){9}");
        }
    }

    @Test
    void tablesAreDrawnUniformly() throws SQLException {
        run(configure(new OltpPointSelect(), "tables", "4"), 4000);
        for (int t = 1; t <= 4; t++) {
            assertThat(db.executionsOf("SELECT c FROM sbtest" + t + " ").size()).as("events on sbtest%s", t).isBetween(900, 1100);
        }
    }

    @Test
    void readOnlyIsSixteenStatements() throws SQLException {
        run(configure(new OltpReadOnly()), 10);
        assertCounts(140, 0, 20);
        assertThat(statements().subList(0, 16)).startsWith("BEGIN", POINT).endsWith(SIMPLE, SUM, ORDER, DISTINCT, "COMMIT");
    }

    @Test
    void writeOnlyIsSixStatements() throws SQLException {
        run(configure(new OltpWriteOnly()), 10);
        assertCounts(0, 40, 20);
        assertThat(statements().subList(0, 6)).containsExactly("BEGIN", INDEX_UPDATE, NON_INDEX_UPDATE, DELETE, INSERT, "COMMIT");
    }

    @Test
    void skipTrxDropsBeginAndCommit() throws SQLException {
        run(configure(new OltpReadWrite(), "skip-trx", "on"), 10);
        assertCounts(140, 40, 0);
        assertThat(statements()).doesNotContain("BEGIN", "COMMIT");
    }

    @Test
    void rangeSelectsOffLeavesTheFourRangeGroupsOut() throws SQLException {
        ConfiguredWorkload<?> w = configure(new OltpReadWrite(), "range-selects", "off");
        run(w, 10);
        assertCounts(100, 40, 20);
        assertThat(w.traits().preparedStatementsPerWorker()).isEqualTo(10);
    }

    @Test
    void perTransactionCountsAreHonoured() throws SQLException {
        run(configure(new OltpReadWrite(), "point-selects", "3", "sum-ranges", "2", "order-ranges", "0",
                "delete-inserts", "2", "index-updates", "0"), 1);
        assertThat(statements()).containsExactly("BEGIN", POINT, POINT, POINT, SIMPLE, SUM, SUM, DISTINCT,
                NON_INDEX_UPDATE, DELETE, INSERT, DELETE, INSERT, "COMMIT");
    }

    @Test
    void anEventWithNothingToRunIsRefused() {
        assertThatThrownBy(() -> configure(new OltpReadOnly(), "point-selects", "0", "range-selects", "off", "skip-trx", "on"))
                .isInstanceOf(UsageException.class).hasMessageContaining("--point-selects");
    }

    @Test
    void pointSelectIsOneSelectWhateverPointSelectsSays() throws SQLException {
        ConfiguredWorkload<?> w = configure(new OltpPointSelect(), "point-selects", "10");
        run(w, 10);
        assertThat(statements()).containsOnly(POINT).hasSize(10);
        assertCounts(10, 0, 0);
        assertThat(w.settings()).containsEntry("point-selects", "1");
        assertThat(w.traits().preparedStatementsPerWorker()).isEqualTo(2);
    }

    @Test
    void emptyResultsAreReadsAndCountedAsEmpty() throws SQLException {
        db.rows = sql -> List.of();
        run(configure(new OltpPointSelect()), 5);
        assertThat(counter.reads()).isEqualTo(5);
        assertThat(counter.emptyReads()).isEqualTo(5);
    }

    @Test
    void updateWorkloadsRunOneStatementPerEvent() throws SQLException {
        run(configure(new OltpUpdateIndex()), 5);
        run(configure(new OltpUpdateNonIndex()), 5);
        assertThat(statements()).containsExactly(INDEX_UPDATE, INDEX_UPDATE, INDEX_UPDATE, INDEX_UPDATE, INDEX_UPDATE,
                NON_INDEX_UPDATE, NON_INDEX_UPDATE, NON_INDEX_UPDATE, NON_INDEX_UPDATE, NON_INDEX_UPDATE);
        assertCounts(0, 10, 0);
    }

    @Test
    void aDeleteThatHitsNothingIsOther() throws SQLException {
        db.updateCounts = sql -> 0;
        run(configure(new OltpDelete(), "delete-inserts", "5"), 7);
        assertThat(statements()).containsOnly(DELETE).hasSize(7);
        assertCounts(0, 0, 7);
    }

    @Test
    void insertSendsIdZeroWhereTheServerMakesAKeyOfIt() throws SQLException {
        run(configure(new OltpInsert()), TestDialect.mysqlLike(), 0, 1, 5);
        assertThat(statements()).containsOnly(INSERT).hasSize(5);
        assertThat(db.executions).allSatisfy(e -> assertThat(e.param(1)).isEqualTo(0));
        assertCounts(0, 5, 0);
    }

    @Test
    void insertLeavesIdOutWhereZeroIsJustZero() throws SQLException {
        run(configure(new OltpInsert()), TestDialect.postgresLike(), 0, 1, 5);
        assertThat(statements()).containsOnly("INSERT INTO sbtestN (k, c, pad) VALUES (?, ?, ?)").hasSize(5);
        assertThat(db.executions).allSatisfy(e -> {
            assertThat((int) e.param(1)).isBetween(1, 1000);
            assertThat((String) e.param(2)).hasSize(119);
            assertThat((String) e.param(3)).hasSize(59);
        });
    }

    @Test
    void insertWithClientIdsUsesUniqueIdsFromEmptyTables() throws SQLException {
        ConfiguredWorkload<?> w = configure(new OltpInsert(), "auto-inc", "off");
        TestDialect dialect = TestDialect.postgresLike();
        w.dataset().prepare(new dev.dbbench.spi.workload.PrepareContext(db::connection, dialect, dialect.bulkLoader(dev.dbbench.spi.LoadReport.IGNORED), 2, 1, n -> { }));
        assertThat(dialect.loaded).isEmpty();
        db.executions.clear();
        run(w, dialect, 0, 1, 2000);
        assertThat(db.executions).extracting(e -> e.param(1)).doesNotHaveDuplicates().hasSize(2000);
        assertThat(statements()).containsOnly(INSERT);
    }

    @Test
    void selectRandomPointsReadsTheWorkersSliceOfK() throws SQLException {
        ConfiguredWorkload<?> w = configure(new SelectRandomPoints(), "tables", "1");
        run(w, TestDialect.mysqlLike(), 1, 4, 200);
        assertThat(db.prepared).containsExactly("SELECT id, k, c, pad FROM sbtest1 WHERE k IN (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        assertThat(db.executions).hasSize(200).allSatisfy(e -> {
            assertThat(e.params()).hasSize(10);
            assertThat(e.params().values()).allSatisfy(v -> assertThat((int) v).isBetween(250, 500));
        });
        assertCounts(200, 0, 0);
    }

    @Test
    void selectRandomRangesBindsPairsDeltaApart() throws SQLException {
        ConfiguredWorkload<?> w = configure(new SelectRandomRanges(), "tables", "1", "number-of-ranges", "3", "delta", "7");
        run(w, TestDialect.mysqlLike(), 0, 2, 100);
        assertThat(db.prepared).containsExactly(
                "SELECT count(k) FROM sbtest1 WHERE k BETWEEN ? AND ? OR k BETWEEN ? AND ? OR k BETWEEN ? AND ?");
        assertThat(db.executions).allSatisfy(e -> {
            for (int i = 1; i <= 5; i += 2) {
                assertThat((int) e.param(i)).isBetween(0, 500);
                assertThat((int) e.param(i + 1)).isEqualTo((int) e.param(i) + 7);
            }
        });
    }

    @Test
    void selectRandomWorkloadsUseSbtest1Only() {
        assertThatThrownBy(() -> configure(new SelectRandomPoints(), "tables", "4"))
                .isInstanceOf(UsageException.class)
                .hasMessage("--tables 4 is not supported: this workload reads sbtest1 only, as sysbench's does; give --tables 1");
    }

    @Test
    void sameSeedsGiveTheSameStatementsAndParameters() throws SQLException {
        ConfiguredWorkload<?> w = configure(new OltpReadWrite(), "tables", "3");
        run(w, 3);
        List<FakeJdbc.Execution> first = List.copyOf(db.executions);
        db.executions.clear();
        run(w, 3);
        assertThat(db.executions).isEqualTo(first);
    }

    @Test
    void recoveryRollsBackOnlyAnOpenTransaction() throws SQLException {
        recover(configure(new OltpReadWrite()));
        assertThat(db.sqlLog()).containsExactly("ROLLBACK");
        db.executions.clear();
        recover(configure(new OltpReadWrite(), "skip-trx", "on"));
        recover(configure(new OltpPointSelect()));
        recover(configure(new SelectRandomPoints(), "tables", "1"));
        assertThat(db.sqlLog()).isEmpty();
    }

    private <S extends WorkerState> void recover(ConfiguredWorkload<S> w) throws SQLException {
        Dialect dialect = TestDialect.mysqlLike();
        java.sql.Connection c = db.connection();
        try (S state = w.open(new WorkerContext(0, 1, c, dialect, PsMode.AUTO, 3))) {
            w.recover(state, c, dialect);
        }
    }

    /**
     * A mix that offers an event script (for {@code --client wire}) sends through it exactly what its JDBC events
     * send on the same server: the same statements, tables and values (sysbench's c and pad text too, and
     * oltp_insert's id 0, missing id or unique ids), for the same worker and seed. The non-sysbench selects have none.
     */
    @Test
    void eventScriptSendsWhatTheJdbcEventsSend() throws SQLException {
        for (Workload w : List.of(new OltpPointSelect(), new OltpReadOnly(), new OltpUpdateIndex(), new OltpReadWrite(),
                new OltpWriteOnly(), new OltpUpdateNonIndex(), new OltpDelete(), new OltpInsert())) {
            assertScriptMatchesJdbc(w, TestDialect.mysqlLike(), "range-size", "7");
        }
        assertScriptMatchesJdbc(new OltpInsert(), TestDialect.postgresLike());
        assertScriptMatchesJdbc(new OltpInsert(), TestDialect.mysqlLike(), "auto-inc", "off");
        assertScriptMatchesJdbc(new OltpInsert(), TestDialect.postgresLike(), "auto-inc", "off");
        assertThat(configure(new SelectRandomRanges(), "tables", "1").traits().script(TestDialect.mysqlLike())).isEmpty();
    }

    /** The per-event options of oltp_common, each with a value other than its default. */
    private static final Map<String, String> EVENT_OPTIONS = Map.ofEntries(Map.entry("range-size", "7"), Map.entry("point-selects", "3"),
            Map.entry("simple-ranges", "3"), Map.entry("sum-ranges", "3"), Map.entry("order-ranges", "3"), Map.entry("distinct-ranges", "3"),
            Map.entry("range-selects", "off"), Map.entry("index-updates", "3"), Map.entry("non-index-updates", "3"),
            Map.entry("delete-inserts", "3"), Map.entry("skip-trx", "on"));

    /**
     * {@code list} shows a workload only the options it reads: each of those changes what an event sends, and
     * each of the others, accepted as sysbench accepts them, changes nothing.
     */
    @Test
    void aWorkloadReadsExactlyTheOptionsListShowsForIt() throws SQLException {
        List<String> all = new ArrayList<>(EVENT_OPTIONS.keySet());
        List<String> trx = List.of("skip-trx");
        Map<Workload, List<String>> reads = Map.of(
                new OltpReadWrite(), all,
                new OltpReadOnly(), join(SbtestOptions.READS, trx),
                new OltpWriteOnly(), join(SbtestOptions.WRITES, trx),
                new OltpUpdateIndex(), List.of("index-updates"),
                new OltpUpdateNonIndex(), List.of("non-index-updates"),
                new OltpPointSelect(), List.of(),
                new OltpInsert(), List.of(),
                new OltpDelete(), List.of(),
                new SelectRandomPoints(), List.of(),
                new SelectRandomRanges(), List.of());
        for (Map.Entry<Workload, List<String>> e : reads.entrySet()) {
            Workload w = e.getKey();
            List<String> sentByDefault = sent(w);
            for (String option : all) {
                boolean read = e.getValue().contains(option);
                assertThat(w.reads(option)).as("%s reads --%s", w.id(), option).isEqualTo(read);
                List<String> sent = sent(w, option, EVENT_OPTIONS.get(option));
                if (read) {
                    assertThat(sent).as("%s --%s %s", w.id(), option, EVENT_OPTIONS.get(option)).isNotEqualTo(sentByDefault);
                } else {
                    assertThat(sent).as("%s --%s %s", w.id(), option, EVENT_OPTIONS.get(option)).isEqualTo(sentByDefault);
                }
            }
            for (String shared : List.of("tables", "table-size", "auto-inc", "create-secondary", "create-table-options", "rand-type")) {
                assertThat(w.reads(shared)).as("%s reads --%s", w.id(), shared).isTrue();
            }
        }
    }

    /** What three events on one worker send, statements with their parameters and transaction calls, on a fresh driver. */
    private static List<String> sent(Workload w, String... options) throws SQLException {
        FakeJdbc fresh = new FakeJdbc();
        List<String> given = new ArrayList<>(List.of("tables", "1"));
        given.addAll(List.of(options));
        ConfiguredWorkload<?> c = configure(w, given.toArray(String[]::new));
        runOn(fresh, c);
        List<String> out = new ArrayList<>(fresh.transactionCalls);
        synchronized (fresh.executions) {
            fresh.executions.forEach(x -> out.add(x.sql() + " " + new TreeMap<>(x.params()).values()));
        }
        return out;
    }

    private static <S extends WorkerState> void runOn(FakeJdbc fresh, ConfiguredWorkload<S> w) throws SQLException {
        QueryCounter counter = new QueryCounter();
        try (S state = w.open(new WorkerContext(0, 1, fresh.connection(), TestDialect.mysqlLike(), PsMode.AUTO, 3))) {
            for (int i = 0; i < 3; i++) {
                w.event(state, counter);
                counter.publishEvent();
            }
        }
    }

    private static List<String> join(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** Two configurations of the same options, so that shared state (oltp_insert's unique ids) starts equal for both. */
    private void assertScriptMatchesJdbc(Workload w, Dialect dialect, String... options) throws SQLException {
        db.executions.clear();
        run(configure(w, options), dialect, 1, 2, 20);
        List<String> jdbc;
        synchronized (db.executions) {
            jdbc = db.executions.stream().map(e -> e.sql() + " " + new TreeMap<>(e.params()).values()).toList();
        }
        EventScript script = configure(w, options).traits().script(dialect).orElseThrow();
        ScriptCursor cursor = script.cursor(1, 3);
        List<String> scripted = new ArrayList<>();
        ScriptParams params = ScriptParams.forScript(script);
        for (int e = 0; e < 20; e++) {
            int i;
            while ((i = cursor.next(params)) >= 0) {
                ScriptStatement st = script.statements().get(i);
                List<Object> values = new ArrayList<>();
                for (int p = 0; p < st.parameters(); p++) {
                    values.add(st.isText(p) ? params.text(p) : params.getInt(p));
                }
                scripted.add(st.sql() + " " + values);
            }
        }
        assertThat(scripted).as(w.id() + " " + List.of(options)).isNotEmpty().containsExactlyElementsOf(jdbc);
    }
}

package dev.dbbench.workloads.sbtest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.workloads.FakeJdbc;
import dev.dbbench.workloads.TestDialect;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class SbtestDatasetTest {
    private final FakeJdbc db = new FakeJdbc();

    private static SbtestConfig config(String... keyValues) {
        Map<String, String> given = new java.util.HashMap<>(Map.of("tables", "3", "table-size", "1000", "rand-seed", "5"));
        for (int i = 0; i < keyValues.length; i += 2) {
            given.put(keyValues[i], keyValues[i + 1]);
        }
        return SbtestOptionsTest.parse(given);
    }

    private PrepareContext context(TestDialect dialect, AtomicLong progress) {
        return new PrepareContext(db::connection, dialect, dialect.bulkLoader(LoadReport.IGNORED), 4, 99, progress::addAndGet);
    }

    @Test
    void prepareCreatesLoadsEveryIdOnceThenIndexes() throws SQLException {
        TestDialect dialect = TestDialect.mysqlLike();
        AtomicLong progress = new AtomicLong();
        List<Integer> loadedWhenIndexing = new CopyOnWriteArrayList<>();
        db.onExecute = sql -> {
            if (sql.startsWith("CREATE INDEX")) {
                loadedWhenIndexing.add(dialect.loaded.size());
            }
        };
        new SbtestDataset(config(), 1000, RowCountRule.EXACT).prepare(context(dialect, progress));

        assertThat(db.sqlLog().subList(0, 3)).allSatisfy(sql -> assertThat(sql).startsWith("CREATE TABLE sbtest"));
        assertThat(db.sqlLog()).filteredOn(sql -> sql.startsWith("CREATE INDEX"))
                .containsExactlyInAnyOrder("CREATE INDEX k_1 ON sbtest1(k)", "CREATE INDEX k_2 ON sbtest2(k)",
                        "CREATE INDEX k_3 ON sbtest3(k)");
        assertThat(loadedWhenIndexing).containsOnly(3000);
        assertThat(progress.get()).isEqualTo(3000);
        for (String table : List.of("sbtest1", "sbtest2", "sbtest3")) {
            assertThat(dialect.loaded).filteredOn(r -> r.table().equals(table)).extracting(TestDialect.Row::id)
                    .doesNotHaveDuplicates().hasSize(1000).allSatisfy(id -> assertThat(id).isBetween(1L, 1000L));
        }
        assertThat(dialect.loaded).allSatisfy(r -> {
            assertThat(r.k()).isBetween(1L, 1000L);
            assertThat(r.c()).matches("[0-9]{11}(-[0-9]{11}){9}");
            assertThat(r.pad()).matches("[0-9]{11}(-[0-9]{11}){4}");
        });
        // Each chunk is one transaction.
        assertThat(db.transactionCalls).contains("autocommit=false", "commit").doesNotContain("rollback");
        assertThat(db.openStatements()).isZero();
    }

    @Test
    void postgresSequencesAreMovedPastTheLoadedIds() throws SQLException {
        new SbtestDataset(config("create-secondary", "off"), 1000, RowCountRule.EXACT)
                .prepare(context(TestDialect.postgresLike(), new AtomicLong()));
        assertThat(db.sqlLog()).noneMatch(sql -> sql.startsWith("CREATE INDEX"))
                .filteredOn(sql -> sql.startsWith("SELECT setval")).hasSize(3);
        // The keys come after the rows and before the sequences look at max(id).
        List<String> log = db.sqlLog();
        assertThat(log).filteredOn(sql -> sql.startsWith("ALTER TABLE")).containsExactlyInAnyOrder(
                "ALTER TABLE sbtest1 ADD PRIMARY KEY (id)", "ALTER TABLE sbtest2 ADD PRIMARY KEY (id)", "ALTER TABLE sbtest3 ADD PRIMARY KEY (id)");
        int lastKey = log.lastIndexOf(log.stream().filter(sql -> sql.startsWith("ALTER TABLE")).reduce((a, b) -> b).orElseThrow());
        int firstSetval = log.indexOf(log.stream().filter(sql -> sql.startsWith("SELECT setval")).findFirst().orElseThrow());
        assertThat(lastKey).isLessThan(firstSetval);
        assertThat(log).filteredOn(sql -> sql.startsWith("CREATE TABLE")).allSatisfy(sql -> assertThat(sql).doesNotContain("PRIMARY KEY"));
    }

    @Test
    void clientIdsNeedNoSequenceAndEmptyTablesNoLoad() throws SQLException {
        TestDialect dialect = TestDialect.postgresLike();
        new SbtestDataset(config("auto-inc", "off"), 0, RowCountRule.ANY).prepare(context(dialect, new AtomicLong()));
        assertThat(dialect.loaded).isEmpty();
        assertThat(db.sqlLog()).noneMatch(sql -> sql.startsWith("SELECT setval")).anyMatch(sql -> sql.contains("id INTEGER NOT NULL,"));
    }

    @Test
    void prepareRefusesToOverwriteAnExistingTable() {
        db.tables.add("sbtest2");
        assertThatThrownBy(() -> new SbtestDataset(config(), 1000, RowCountRule.EXACT)
                .prepare(context(TestDialect.mysqlLike(), new AtomicLong())))
                .isInstanceOf(UsageException.class)
                .hasMessage("table sbtest2 already exists; run cleanup with the same --tables first, then prepare again");
        assertThat(db.sqlLog()).isEmpty();
    }

    @Test
    void verifyNamesMissingTablesAndWrongRowCounts() throws SQLException {
        db.tables.addAll(List.of("sbtest1", "sbtest2"));
        db.rows = sql -> List.of(List.of(sql.endsWith("sbtest2") ? 500L : 1000L));
        assertThat(new SbtestDataset(config(), 1000, RowCountRule.EXACT).verify(db.connection())).containsExactly(
                "table sbtest3 is missing; run prepare with the same --tables",
                "sbtest2 has 500 rows but --table-size is 1000; run cleanup and prepare again, or pass --table-size 500");
        assertThat(db.sqlLog()).containsExactly("SELECT COUNT(*) FROM sbtest1", "SELECT COUNT(*) FROM sbtest2");
    }

    @Test
    void verifyPassesACompleteDataset() throws SQLException {
        db.tables.addAll(List.of("sbtest1", "sbtest2", "sbtest3"));
        db.rows = sql -> List.of(List.of(1000L));
        assertThat(new SbtestDataset(config(), 1000, RowCountRule.EXACT).verify(db.connection())).isEmpty();
    }

    @Test
    void verifyReportsAnEmptyTableAndManyMissingOnOneLineEach() throws SQLException {
        db.tables.add("sbtest1");
        db.rows = sql -> List.of(List.of(0L));
        assertThat(new SbtestDataset(config("tables", "6"), 1000, RowCountRule.EXACT).verify(db.connection())).containsExactly(
                "tables sbtest2, sbtest3, sbtest4 and 2 more are missing; run prepare with the same --tables",
                "sbtest1 has 0 rows but --table-size is 1000; run cleanup and prepare again");
    }

    @Test
    void rulesFollowWhatEachWorkloadDoesToTheRowCount() {
        assertThat(RowCountRule.EXACT.accepts(1000, 1000)).isTrue();
        assertThat(RowCountRule.EXACT.accepts(999, 1000)).isFalse();
        assertThat(RowCountRule.AT_LEAST.accepts(1200, 1000)).isTrue();
        assertThat(RowCountRule.AT_LEAST.accepts(999, 1000)).isFalse();
        assertThat(RowCountRule.AT_MOST.accepts(400, 1000)).isTrue();
        assertThat(RowCountRule.AT_MOST.accepts(1001, 1000)).isFalse();
        assertThat(RowCountRule.AT_MOST.accepts(0, 1000)).as("an emptied table measures only misses").isFalse();
        assertThat(RowCountRule.ANY.accepts(0, 1000)).isTrue();
    }

    @Test
    void cleanupDropsEveryTable() throws SQLException {
        new SbtestDataset(config(), 1000, RowCountRule.EXACT).cleanup(db.connection(), TestDialect.mysqlLike());
        assertThat(db.sqlLog()).containsExactly("DROP TABLE IF EXISTS sbtest1", "DROP TABLE IF EXISTS sbtest2",
                "DROP TABLE IF EXISTS sbtest3");
    }
}

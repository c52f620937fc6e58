package dev.dbbench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.workloads.FakeJdbc;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** prepare, verify and cleanup of the order-entry example through a fake driver and a loader that keeps its rows. */
class FileDatasetTest {
    private final FakeJdbc db = new FakeJdbc();
    private final FileRun run = Examples.configure(Examples.example("order-entry.yaml"), Map.of("customers", "60000", "rand-seed", "1"));

    private static PrepareContext context(PrepareContext.ConnectionSource connections, RecordingDialect dialect, int threads) {
        return new PrepareContext(connections, dialect, dialect.bulkLoader(LoadReport.IGNORED), threads, 7, rows -> { });
    }

    private void prepare(RecordingDialect dialect) throws SQLException {
        run.prepare(context(db::connection, dialect, 3));
    }

    @Test
    void loadsEveryRowThroughTheBulkLoaderWithItsGenerators() throws SQLException {
        RecordingDialect dialect = RecordingDialect.mysql();
        prepare(dialect);
        List<List<Object>> customers = dialect.loaded.get("customer");
        assertThat(customers).hasSize(60_000);
        Set<Object> ids = new HashSet<>();
        for (List<Object> row : customers) {
            ids.add(row.get(0));
            assertThat((String) row.get(1)).hasSizeBetween(8, 24).matches("[A-Za-z0-9]+");
            assertThat(row.get(2)).isIn("eu", "us", "apac");
            assertThat((Long) row.get(3)).isBetween(0L, 100_000L);
            assertThat((String) row.get(4)).matches("202[0-4]-[01][0-9]-[0-3][0-9] [0-2][0-9]:[0-5][0-9]:[0-5][0-9]");
        }
        assertThat(ids).hasSize(60_000).contains(1L, 60_000L);
        assertThat(dialect.loaded.get("item")).hasSize(100)
                .allSatisfy(row -> assertThat((String) row.get(1)).matches("item-[a-z]{4}-[0-9]{4}"));
        assertThat(dialect.loaded).doesNotContainKey("orders");
    }

    @Test
    void theSameSeedLoadsTheSameRowsWhateverTheThreads() throws SQLException {
        RecordingDialect a = RecordingDialect.mysql();
        RecordingDialect b = RecordingDialect.mysql();
        run.prepare(context(db::connection, a, 1));
        db.tables.clear();
        run.prepare(context(new FakeJdbc()::connection, b, 4));
        assertThat(new HashSet<>(b.loaded.get("customer"))).isEqualTo(new HashSet<>(a.loaded.get("customer")));
    }

    @Test
    void createsTablesBeforeLoadingAndKeysAndIndexesAfter() throws SQLException {
        prepare(RecordingDialect.postgresql());
        List<String> sql = db.sqlLog();
        assertThat(sql.get(0)).startsWith("CREATE TABLE customer (\n  id INTEGER NOT NULL,").contains("since TIMESTAMP NOT NULL")
                .doesNotContain("PRIMARY KEY");
        assertThat(sql).contains("CREATE TABLE orders (\n  id SERIAL,\n  customer_id INTEGER NOT NULL,\n  item_id INTEGER NOT NULL,"
                + "\n  quantity INTEGER NOT NULL,\n  amount BIGINT NOT NULL,\n  created TIMESTAMP NOT NULL\n)");
        assertThat(sql).contains("ALTER TABLE customer ADD PRIMARY KEY (id)", "CREATE INDEX orders_customer ON orders (customer_id)");
    }

    @Test
    void theMySqlTableHoldsItsKeyAndTheServersTypes() throws SQLException {
        prepare(RecordingDialect.mysql());
        assertThat(db.sqlLog().get(0)).contains("since DATETIME NOT NULL").contains("PRIMARY KEY (id)\n)");
        assertThat(db.sqlLog()).noneMatch(s -> s.startsWith("ALTER TABLE"));
    }

    @Test
    void aTableThatExistsStopsPrepareWithWhatToRun() {
        db.tables.add("item");
        assertThatThrownBy(() -> prepare(RecordingDialect.mysql())).isInstanceOf(UsageException.class)
                .hasMessage("table item already exists; run cleanup --workload-file " + Examples.DIR.resolve("order-entry.yaml")
                        + " first, then prepare again");
    }

    @Test
    void verifyNamesMissingTablesAndWrongCountsWithTheFix() throws SQLException {
        db.tables.addAll(List.of("customer", "orders"));
        db.rows = sql -> List.of(List.of(sql.contains("customer") ? 999L : 5L));
        List<String> problems = run.verify(db.connection(), RecordingDialect.mysql());
        assertThat(problems).containsExactly(
                "table item is missing; run prepare --workload-file " + Examples.DIR.resolve("order-entry.yaml") + " with the same --set values",
                "table customer has 999 rows but " + Examples.DIR.resolve("order-entry.yaml") + " expects 60000 (rows: customers); run"
                        + " cleanup and prepare again with the same --set values, or give verify: at_least to a table the"
                        + " transactions add rows to");
    }

    @Test
    void cleanupDropsTheTablesLastFirst() throws SQLException {
        run.cleanup(db.connection(), RecordingDialect.mysql());
        assertThat(db.sqlLog()).containsExactly("DROP TABLE IF EXISTS orders", "DROP TABLE IF EXISTS item", "DROP TABLE IF EXISTS customer");
    }

    private static final String OWN_DDL = """
            tables:
              t:
                rows: 10
                columns:
                  id: {data: {sequence: 1}}
                  c: {data: {string: 4}}
                primary_key: [id]
                ddl: "CREATE TABLE t (id INTEGER NOT NULL, c VARCHAR(8))"
                options: {mysql: "COMMENT='x'", default: ""}
            transactions:
              look: {weight: 1, params: {id: {ref: t.id}}, statements: ["SELECT c FROM t WHERE id = :id"]}
            """;

    /** A primary_key the file's own CREATE TABLE lacks is added: after the load on PostgreSQL, before it on MySQL. */
    @Test
    void aPrimaryKeyTheOwnDdlLacksIsAdded() throws SQLException {
        FileRun own = Examples.configure(Examples.of(OWN_DDL), Map.of());
        own.prepare(context(db::connection, RecordingDialect.postgresql(), 2));
        assertThat(db.sqlLog()).containsSubsequence("CREATE TABLE t (id INTEGER NOT NULL, c VARCHAR(8))",
                "ALTER TABLE t ADD PRIMARY KEY (id)");
        FakeJdbc mysql = new FakeJdbc();
        RecordingDialect dialect = RecordingDialect.mysql();
        own.prepare(context(mysql::connection, dialect, 2));
        assertThat(mysql.sqlLog()).startsWith("CREATE TABLE t (id INTEGER NOT NULL, c VARCHAR(8))",
                "ALTER TABLE t ADD PRIMARY KEY (id)");
        assertThat(dialect.loaded.get("t")).hasSize(10);
    }

    @Test
    void anOwnDdlWithTheKeyIsLeftAloneAndOneWithAnotherKeyIsAMistake() throws SQLException {
        FileRun own = Examples.configure(Examples.of(OWN_DDL), Map.of());
        db.primaryKeys.put("t", List.of("ID"));
        own.prepare(context(db::connection, RecordingDialect.postgresql(), 2));
        assertThat(db.sqlLog()).noneMatch(sql -> sql.startsWith("ALTER TABLE"));
        FakeJdbc other = new FakeJdbc();
        other.primaryKeys.put("t", List.of("c"));
        assertThatThrownBy(() -> own.prepare(context(other::connection, RecordingDialect.postgresql(), 2)))
                .isInstanceOf(UsageException.class)
                .hasMessageEndingWith("the ddl of table t declares the primary key (c) but its primary_key is (id); give the key in"
                        + " one place");
    }

    /** A load that stores other text than it was given fails prepare, naming the row, the column and both values. */
    @Test
    void aLoadThatChangedTheTextFailsPrepare() {
        RecordingDialect dialect = RecordingDialect.mysql();
        db.rows = sql -> {
            if (!sql.startsWith("SELECT id, name, region") || !dialect.loaded.containsKey("customer")) {
                return List.of(List.of(60_000L));
            }
            List<List<Object>> stored = new java.util.ArrayList<>(dialect.loaded.get("customer").stream()
                    .filter(row -> (Long) row.get(0) <= 100).toList());
            List<Object> third = new java.util.ArrayList<>(stored.get(2));
            third.set(2, "e\\u");
            stored.set(2, third);
            return stored;
        };
        assertThatThrownBy(() -> prepare(dialect)).isInstanceOf(SQLException.class)
                .hasMessageStartingWith("prepare read back table customer and column region of the row with id = ")
                .hasMessageContaining(" holds 'e\\\\u' where '");
    }

    private static final String NESTED_KEY = """
            tables:
              customer:
                rows: 12
                columns:
                  c_d_id: {type: INTEGER NOT NULL, data: {sequence: 1, every: 4, cycle: 3}}
                  c_id: {type: INTEGER NOT NULL, data: {sequence: 1, cycle: 4}}
                  c_last: {type: VARCHAR(16) NOT NULL, data: {string: 6}}
                primary_key: [c_d_id, c_id]
            transactions:
              look: {weight: 1, params: {id: {ref: customer.c_id}}, statements: ["SELECT c_last FROM customer WHERE c_id = :id"]}
            """;

    /**
     * A key of nested sequences reads back the first district's customers only: the other districts hold the same
     * customer numbers with other names, which are not the rows the sample was taken from.
     */
    @Test
    void aKeyOfNestedSequencesReadsBackItsFirstRoundOnly() throws SQLException {
        FileRun nested = Examples.configure(Examples.of(NESTED_KEY), Map.of());
        RecordingDialect dialect = RecordingDialect.postgresql();
        List<String> reads = new java.util.ArrayList<>();
        db.rows = sql -> {
            if (!sql.startsWith("SELECT c_d_id") || !dialect.loaded.containsKey("customer")) {
                return List.of(List.of(12L));
            }
            reads.add(sql);
            return dialect.loaded.get("customer").stream().filter(row -> (Long) row.get(0) == 1L).toList();
        };
        nested.prepare(context(db::connection, dialect, 1));
        assertThat(reads).containsExactly("SELECT c_d_id, c_id, c_last FROM customer WHERE c_id BETWEEN 1 AND 4 AND c_d_id = 1");
    }
}

package dev.dbbench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.engine.QueryCounter;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.workload.StatementFailure;
import dev.dbbench.spi.workload.TransactionMix;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.workloads.FakeJdbc;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The order-entry example's events through a fake JDBC driver: the mix, the counts, the values carried. */
class FileRunTest {
    private final FakeJdbc db = new FakeJdbc();
    private final QueryCounter counter = new QueryCounter();
    private final FileRun run = Examples.configure(Examples.example("order-entry.yaml"), Map.of("rand-seed", "5"));

    private int[] run(Dialect dialect, int events) throws SQLException {
        int[] byOperation = new int[run.operations().size()];
        try (FileState state = run.open(new WorkerContext(0, 1, db.connection(), dialect, PsMode.AUTO, 3))) {
            for (int i = 0; i < events; i++) {
                byOperation[run.event(state, counter)]++;
                counter.publishEvent();
            }
        }
        return byOperation;
    }

    @Test
    void eachNamedTransactionIsAnOperationRunByItsWeight() throws SQLException {
        assertThat(run.operations()).containsExactly("new_order", "payment", "order_status");
        int[] ops = run(RecordingDialect.mysql(), 4000);
        assertThat(ops[0] / 4000.0).isBetween(0.42, 0.48);
        assertThat(ops[1] / 4000.0).isBetween(0.40, 0.46);
        assertThat(ops[2] / 4000.0).isBetween(0.10, 0.14);
    }

    @Test
    void countsAsSysbenchDoesWithBeginAndCommitAsOther() throws SQLException {
        db.updateCounts = sql -> sql.startsWith("UPDATE") ? 1 : sql.startsWith("INSERT") ? 1 : 0;
        int[] ops = run(RecordingDialect.mysql(), 1000);
        // new_order and payment: BEGIN, a read, a write, COMMIT; order_status: two reads.
        assertThat(counter.reads()).isEqualTo(ops[0] + ops[1] + 2L * ops[2]);
        assertThat(counter.writes()).isEqualTo(ops[0] + ops[1]);
        assertThat(counter.others()).isEqualTo(2L * (ops[0] + ops[1]));
        assertThat(db.sqlLog()).contains("BEGIN", "COMMIT");
    }

    @Test
    void aValueReadByOneStatementIsBoundInALaterOne() throws SQLException {
        db.rows = sql -> sql.startsWith("SELECT balance") ? List.of(List.of(4_000_000_000L)) : List.of(List.of(250L));
        run(RecordingDialect.mysql(), 300);
        List<FakeJdbc.Execution> updates = db.executionsOf("UPDATE customer SET balance = ? + ?");
        assertThat(updates).isNotEmpty().allSatisfy(u -> {
            assertThat(u.param(1)).as("the balance read, past 32 bits").isEqualTo(4_000_000_000L);
            assertThat((Integer) u.param(2)).isBetween(1, 5000);
        });
        assertThat(db.executionsOf("INSERT INTO orders")).isNotEmpty().allSatisfy(i -> assertThat(i.param(4)).isEqualTo(250));
    }

    @Test
    void aReadIntoThatFindsNoRowFailsTheEventWithNoData() throws SQLException {
        db.rows = sql -> List.of();
        try (FileState state = run.open(new WorkerContext(0, 1, db.connection(), RecordingDialect.mysql(), PsMode.AUTO, 3))) {
            assertThatThrownBy(() -> {
                for (int i = 0; i < 50; i++) {
                    run.event(state, counter);
                }
            }).isInstanceOf(SQLException.class).hasMessageContaining("found no row").hasMessageContaining("--ignore-errors 02000")
                    .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("02000");
            run.recover(state, null, RecordingDialect.mysql());
        }
        assertThat(db.sqlLog()).last().isEqualTo("ROLLBACK");
    }

    @Test
    void aReadIntoThatFindsNoRowEndsTheTransactionWhereTheFileSaysSo() throws SQLException {
        FileRun run = Examples.configure(Examples.of("""
                transactions:
                  deliver:
                    weight: 1
                    statements:
                      - {sql: SELECT id FROM queue ORDER BY id LIMIT 1 FOR UPDATE, into: [id], noRow: end}
                      - DELETE FROM queue WHERE id = :id
                """), Map.of());
        db.rows = sql -> List.of();
        try (FileState state = run.open(new WorkerContext(0, 1, db.connection(), RecordingDialect.mysql(), PsMode.AUTO, 3))) {
            run.event(state, counter);
            counter.publishEvent();
        }
        assertThat(db.sqlLog()).noneMatch(sql -> sql.startsWith("DELETE")).last().isEqualTo("COMMIT");
        assertThat(counter.reads()).isEqualTo(1);
    }

    @Test
    void noRowWithoutIntoIsAMistake() {
        assertThatThrownBy(() -> Examples.of("""
                transactions:
                  t1:
                    weight: 1
                    statements:
                      - {sql: SELECT 1, noRow: end}
                """)).hasMessage("test.yaml:5:32: statement 1 of transaction t1 says what to do when it finds no row but reads"
                + " nothing; add into, or remove noRow");
    }

    @Test
    void aStatementWithoutTextForTheServerStopsPrepareBeforeTheLoad() {
        FileRun run = Examples.configure(Examples.of("""
                tables: {t: {rows: 5, columns: {id: {type: INTEGER, data: {sequence: 1}}}}}
                transactions: {t1: {weight: 1, statements: [{sql: {mysql: SELECT 1}}]}}
                """), Map.of());
        RecordingDialect postgresql = RecordingDialect.postgresql();
        assertThatThrownBy(() -> run.prepare(new dev.dbbench.spi.workload.PrepareContext(db::connection, postgresql, postgresql.bulkLoader(dev.dbbench.spi.LoadReport.IGNORED), 1, 1, r -> { })))
                .hasMessage("test.yaml:2:45: statement 1 of transaction t1 has no entry for postgresql; add postgresql: (or"
                        + " default:) to it");
        assertThat(postgresql.loaded).isEmpty();
        assertThat(db.sqlLog()).isEmpty();
    }

    @Test
    void aQueryThatReturnsFewerColumnsThanItReadsIntoSaysSo() throws SQLException {
        FileRun run = Examples.configure(Examples.of("""
                transactions:
                  t1:
                    weight: 1
                    statements:
                      - {sql: SELECT a FROM t, into: [a, b]}
                      - "SELECT :a, :b"
                """), Map.of());
        db.rows = sql -> List.of(List.of(1L));
        try (FileState state = run.open(new WorkerContext(0, 1, db.connection(), RecordingDialect.mysql(), PsMode.AUTO, 3))) {
            assertThatThrownBy(() -> run.event(state, counter)).isInstanceOf(SQLException.class)
                    .hasMessage("statement 1 (test.yaml:5:9) returns 1 columns but reads into 2; select one column per name of into");
        }
    }

    /** A transaction marked readOnly runs where --route-reads sends reads; the engine picks and runs it by its index. */
    @Test
    void readOnlyTransactionsAreToldToTheEngine() throws SQLException {
        FileRun run = Examples.configure(Examples.of("""
                transactions:
                  look: {weight: 3, readOnly: true, transaction: false, statements: ["SELECT 1"]}
                  touch: {weight: 1, statements: ["UPDATE t SET a = 1"]}
                """), Map.of());
        TransactionMix<FileState> mix = run.mix().orElseThrow();
        assertThat(run.readOnly()).isFalse();
        assertThat(mix.readOnly(0)).isTrue();
        assertThat(mix.readOnly(1)).isFalse();
        try (FileState state = run.open(new WorkerContext(0, 1, db.connection(), RecordingDialect.mysql(), PsMode.AUTO, 3))) {
            assertThat(mix.run(state, 1, counter)).isEqualTo(1);
            assertThat(db.sqlLog()).anyMatch(sql -> sql.contains("UPDATE t SET a = 1")).last().isEqualTo("COMMIT");
        }
    }

    @Test
    void valuesReadBackKeepTheWireClientAwayWithAReason() {
        assertThat(run.script(RecordingDialect.mysql())).isEmpty();
        assertThat(run.noScriptReason()).get().asString().contains("new_order").contains("into");
    }

    @Test
    void settingsRecordTheFileTheOptionsAndTheSeed() {
        assertThat(run.settings()).containsEntry("customers", "1000").containsEntry("rand-seed", "5")
                .containsKey("workload-file-sha256").containsEntry("workload-file", Examples.DIR.resolve("order-entry.yaml").toString());
        assertThat(run.preparedStatementsPerWorker()).isEqualTo(6);
    }

    private static final String AWKWARD = """
            tables: {t: {rows: 10, columns: {id: {type: INTEGER, data: {sequence: 1}}, c: {type: TEXT, data: %s}}}}
            transactions:
              put:
                weight: 1
                params: {id: {ref: t.id}, c: %s}
                statements: ["UPDATE t SET c = :c WHERE id = :id"]
            """;

    /** A value the server cannot hold is refused before a load or a run, at its place in the file. */
    @Test
    void aValueTheServerCannotHoldIsRefusedBeforeTheRun() {
        FileRun nul = Examples.configure(Examples.of(AWKWARD.formatted("{string: 4}", "{choice: [ok, \"a\\0b\"]}")), Map.of());
        assertThatThrownBy(() -> nul.verify(db.connection(), RecordingDialect.postgresql()))
                .isInstanceOf(dev.dbbench.spi.UsageException.class)
                .hasMessage("test.yaml:5:43: parameter c of transaction put may give a NUL character (U+0000), which"
                        + " the server's text cannot hold; give other values");
        assertThat(catchVerify(nul, RecordingDialect.mysql())).isNull();
        FileRun half = Examples.configure(Examples.of(AWKWARD.formatted("{value: \"x\\uD800\"}", "{value: 1}")), Map.of());
        assertThat(catchVerify(half, RecordingDialect.mysql())).hasMessageContaining("data of column c of table t may give a"
                + " lone surrogate (U+D800), half of a character, which no UTF-8 text can carry");
    }

    private Throwable catchVerify(FileRun r, Dialect dialect) {
        try {
            r.verify(db.connection(), dialect);
            return null;
        } catch (SQLException | RuntimeException e) {
            return e;
        }
    }

    /** A template beyond ASCII is bound and loaded as its characters, not as their UTF-8 bytes read one by one. */
    @Test
    void aDigitsTemplateBeyondAsciiKeepsItsCharacters() throws SQLException {
        FileRun r = Examples.configure(Examples.of(AWKWARD.formatted("{digits: \"caf\u00e9-##\"}", "{digits: \"\u20ac##\"}")),
                Map.of());
        RecordingDialect dialect = RecordingDialect.mysql();
        r.prepare(new dev.dbbench.spi.workload.PrepareContext(db::connection, dialect, dialect.bulkLoader(dev.dbbench.spi.LoadReport.IGNORED), 1, 7, rows -> { }));
        assertThat(dialect.loaded.get("t")).allSatisfy(row -> assertThat((String) row.get(1)).matches("caf\u00e9-[0-9]{2}"));
        try (FileState state = r.open(new WorkerContext(0, 1, db.connection(), dialect, PsMode.AUTO, 3))) {
            r.event(state, counter);
        }
        assertThat(db.executionsOf("UPDATE t SET c = ? WHERE id = ?")).allSatisfy(e ->
                assertThat((String) e.param(1)).matches("\u20ac[0-9]{2}"));
    }

    /** A statement that fails says where it is in the file, keeping the driver's code for the engine. */
    @Test
    void aFailedStatementSaysWhereItStands() {
        db.onExecute = sql -> {
            if (sql.startsWith("UPDATE customer")) {
                throw FileRunTest.<RuntimeException>sneaky(new SQLException("Table 'customer' doesn't exist", "42S02", 1146));
            }
        };
        assertThatThrownBy(() -> run(RecordingDialect.mysql(), 200)).isInstanceOfSatisfying(StatementFailure.class, e -> {
            assertThat(e.origin()).matches(".*order-entry\\.yaml:[0-9]+:[0-9]+, statement 2 of transaction payment");
            assertThat(e.getErrorCode()).isEqualTo(1146);
            assertThat(e.getSQLState()).isEqualTo("42S02");
        });
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T sneaky(Throwable t) throws T {
        throw (T) t;
    }
}

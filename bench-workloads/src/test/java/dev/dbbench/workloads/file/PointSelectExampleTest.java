package dev.dbbench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.config.OptionValues;
import dev.dbbench.engine.QueryCounter;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.workloads.FakeJdbc;
import dev.dbbench.workloads.oltp.OltpPointSelectAccess;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** examples/workloads/point-select.yaml against the built-in oltp_point_select: the same statement, reads and table. */
class PointSelectExampleTest {
    private static final int EVENTS = 500;

    /** reads, writes, other and events after {@code EVENTS} events, and the statements sent. */
    private record Counts(long reads, long writes, long other, List<String> sql) {
    }

    private static <S extends WorkerState> Counts run(ConfiguredWorkload<S> w) throws SQLException {
        FakeJdbc db = new FakeJdbc();
        QueryCounter counter = new QueryCounter();
        try (S state = w.open(new WorkerContext(0, 1, db.connection(), RecordingDialect.mysql(), PsMode.AUTO, 3))) {
            for (int i = 0; i < EVENTS; i++) {
                w.event(state, counter);
                counter.publishEvent();
            }
        }
        return new Counts(counter.reads(), counter.writes(), counter.others(), db.sqlLog().stream().distinct().toList());
    }

    @Test
    void givesTheBuiltInsReadsPerEventWithItsStatement() throws SQLException {
        Workload builtIn = OltpPointSelectAccess.workload();
        Counts expected = run(builtIn.configure(new OptionValues(builtIn.options(), Map.of("tables", "1", "rand-seed", "3"))));
        Counts file = run(Examples.configure(Examples.example("point-select.yaml"), Map.of("rand-seed", "3")));
        assertThat(file.reads()).isEqualTo(expected.reads()).isEqualTo(EVENTS);
        assertThat(List.of(file.writes(), file.other())).isEqualTo(List.of(expected.writes(), expected.other()));
        assertThat(file.sql()).isEqualTo(expected.sql()).containsExactly("SELECT c FROM sbtest1 WHERE id=?");
    }

    @Test
    void createsTheTableSysbenchCreates() throws SQLException {
        FakeJdbc db = new FakeJdbc();
        RecordingDialect dialect = RecordingDialect.mysql();
        Examples.configure(Examples.example("point-select.yaml"), Map.of()).prepare(
                new dev.dbbench.spi.workload.PrepareContext(db::connection, dialect, dialect.bulkLoader(dev.dbbench.spi.LoadReport.IGNORED), 2, 1, rows -> { }));
        assertThat(db.sqlLog().get(0)).isEqualTo(dev.dbbench.workloads.sbtest.SbtestSchema.createTable(1, dialect, true, "")
                .replace("(\n", " (\n"));
        assertThat(db.sqlLog()).contains(dev.dbbench.workloads.sbtest.SbtestSchema.createIndex(1).replace("(k)", " (k)"));
        assertThat(dialect.loaded.get("sbtest1")).hasSize(10_000).allSatisfy(row -> {
            assertThat((String) row.get(2)).hasSize(119);
            assertThat((String) row.get(3)).hasSize(59);
        });
    }
}

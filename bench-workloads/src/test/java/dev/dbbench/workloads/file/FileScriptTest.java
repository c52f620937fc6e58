package dev.dbbench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.engine.QueryCounter;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.wire.InlineText;
import dev.dbbench.workloads.FakeJdbc;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A file of plain statement sequences as an event script: the statements and values its JDBC run sends. */
class FileScriptTest {
    private static final String PLAIN = """
            tables: {t: {rows: 100, columns: {id: {type: INTEGER, data: {sequence: 1}}}}}
            transactions:
              rename:
                weight: 3
                params:
                  id: {ref: t.id}
                  name: {choice: [ann, bob]}
                  code: {digits: "##-@@"}
                statements:
                  - UPDATE t SET name = :name, code = :code WHERE id = :id
                  - SELECT name FROM t WHERE id = :id
              look:
                weight: 1
                transaction: false
                params: {id: {uniform: [1, 100]}}
                statements: ["SELECT name FROM t WHERE id = :id"]
            """;

    @Test
    void theScriptSendsWhatTheJdbcWorkerSends() throws SQLException {
        FileRun run = Examples.configure(Examples.of(PLAIN), Map.of("rand-seed", "8"));
        RecordingDialect dialect = RecordingDialect.postgresql();
        FakeJdbc db = new FakeJdbc();
        QueryCounter counter = new QueryCounter();
        List<Integer> operations = new ArrayList<>();
        try (FileState state = run.open(new WorkerContext(2, 4, db.connection(), dialect, PsMode.AUTO, 77))) {
            for (int i = 0; i < 200; i++) {
                operations.add(run.event(state, counter));
            }
        }
        List<String> jdbc = db.executions.stream().map(e -> e.sql() + " " + new java.util.TreeMap<>(e.params()).values()).toList();

        EventScript script = run.script(dialect).orElseThrow();
        ScriptCursor cursor = script.cursor(2, 77);
        ScriptParams params = ScriptParams.forScript(script);
        List<String> wire = new ArrayList<>();
        List<Integer> scriptOperations = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            int s;
            while ((s = cursor.next(params)) >= 0) {
                ScriptStatement st = script.statements().get(s);
                List<Object> values = new ArrayList<>();
                for (int p = 0; p < st.parameters(); p++) {
                    values.add(st.isText(p) ? params.text(p) : params.getInt(p));
                }
                wire.add(st.sql() + " " + values);
            }
            scriptOperations.add(cursor.operation());
        }
        assertThat(wire).isEqualTo(jdbc);
        assertThat(scriptOperations).isEqualTo(operations).contains(0, 1);
        assertThat(script.statements()).extracting(ScriptStatement::kind).containsExactly(ScriptStatement.Kind.UPDATE,
                ScriptStatement.Kind.QUERY, ScriptStatement.Kind.OTHER, ScriptStatement.Kind.OTHER);
        assertThat(script.statements().get(0).isText(0)).isTrue();
        assertThat(script.statements().get(0).isText(2)).isFalse();
        assertThat(run.noScriptReason()).isEmpty();
        assertThat(script.origin(1)).isEqualTo("test.yaml:11:9, statement 2 of transaction rename");
        assertThat(script.origin(2)).as("BEGIN").isEmpty();
    }

    @Test
    void aThinkTimeKeepsTheWireClientAwayWithAReason() {
        FileRun run = Examples.configure(Examples.of(PLAIN.replace("      - SELECT name FROM t WHERE id = :id\n",
                "      - SELECT name FROM t WHERE id = :id\n      - {think: 1ms}\n")), Map.of());
        assertThat(run.script(RecordingDialect.mysql())).isEmpty();
        assertThat(run.noScriptReason()).get().asString().startsWith("transaction rename pauses (think)");
    }

    /** A ? or :name in a comment is text for the JDBC worker and the wire client alike: one value, where the file says. */
    @Test
    void valuesInCommentsStayText() throws SQLException {
        FileRun run = Examples.configure(Examples.of("""
                tables: {qlit: {rows: 0, columns: {n: {type: INTEGER}}}}
                transactions:
                  l4:
                    weight: 1
                    params: {n: {value: 7}}
                    statements: ["INSERT INTO qlit (src, v, n) /* :n ? */ VALUES ('l4', 'x', :n) -- trailing ? :n"]
                """), Map.of());
        for (RecordingDialect dialect : List.of(RecordingDialect.mysql(), RecordingDialect.postgresql())) {
            FakeJdbc db = new FakeJdbc();
            try (FileState state = run.open(new WorkerContext(0, 1, db.connection(), dialect, PsMode.AUTO, 1))) {
                run.event(state, new QueryCounter());
            }
            String sql = "INSERT INTO qlit (src, v, n) /* :n ? */ VALUES ('l4', 'x', ?) -- trailing ? :n";
            assertThat(db.executions).extracting(e -> e.sql() + " " + e.params().values()).contains(sql + " [7]");
            ScriptStatement st = run.script(dialect).orElseThrow().statements().get(0);
            assertThat(st.sql()).isEqualTo(sql);
            assertThat(st.parameters()).isEqualTo(1);
            assertThat(new InlineText(st, 0, dialect.literals().syntaxes()).numbered('$'))
                    .isEqualTo("INSERT INTO qlit (src, v, n) /* :n ? */ VALUES ('l4', 'x', $1) -- trailing ? :n");
        }
    }

    /** A statement of more parameters than a script statement marks (64) runs on JDBC workers; the wire client says why not. */
    @Test
    void aStatementOfManyParametersKeepsTheWireClientAwayWithAReason() {
        String values = String.join(", ", java.util.Collections.nCopies(65, ":id"));
        FileRun run = Examples.configure(Examples.of("""
                tables: {t: {rows: 10, columns: {id: {type: INTEGER, data: {sequence: 1}}}}}
                transactions: {wide: {weight: 1, params: {id: {uniform: [1, 10]}}, statements: ["SELECT id FROM t WHERE id IN (%s)"]}}
                """.formatted(values)), Map.of());
        assertThat(run.script(RecordingDialect.mysql())).isEmpty();
        assertThat(run.noScriptReason()).get().asString().isEqualTo("transaction wide has a statement of 65 parameters, more than"
                + " the 64 the wire client binds");
    }
}

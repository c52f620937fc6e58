package dev.dbbench.sql;

import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * Runs an {@link EventScript} over one worker's JDBC connection: the JDBC side of a scripted workload, so
 * that a JDBC run and a {@code --client wire} run send the same statements with the same values. Statements
 * that return rows or change them are prepared as the worker's {@code --ps-mode} asks; {@link ScriptStatement.Kind#OTHER}
 * statements (BEGIN, COMMIT) take no parameters and go as plain text, as sysbench sends them. One per worker.
 */
public final class JdbcScript implements WorkerState {
    private final ScriptStatement[] statements;
    private final SqlStatement[] prepared;
    private final Statement plain;
    private final ScriptParams params;

    /**
     * Prepares every statement of {@code script} on the worker's connection. Called once per worker, before the step.
     *
     * @param ctx    the worker's context
     * @param script the workload's script
     * @throws SQLException when a statement cannot be prepared; what was opened is closed
     * @throws IllegalArgumentException when a statement of kind {@code OTHER} takes parameters
     */
    public JdbcScript(WorkerContext ctx, EventScript script) throws SQLException {
        List<ScriptStatement> list = script.statements();
        statements = list.toArray(new ScriptStatement[0]);
        prepared = new SqlStatement[statements.length];
        Statement opened = ctx.connection().createStatement();
        try {
            for (int i = 0; i < statements.length; i++) {
                ScriptStatement s = statements[i];
                if (s.kind() != ScriptStatement.Kind.OTHER) {
                    prepared[i] = SqlStatement.prepare(ctx, s.sql());
                } else if (s.parameters() > 0) {
                    throw new IllegalArgumentException("statement " + i + " of kind OTHER takes parameters: " + s.sql());
                }
            }
        } catch (SQLException | RuntimeException e) {
            closeAll(opened);
            throw e;
        }
        plain = opened;
        params = ScriptParams.forScript(script);
    }

    /**
     * Runs the cursor's next event to its end. Called in the measured loop on the worker's thread.
     *
     * @param cursor  the worker's cursor
     * @param counter the worker's counter
     * @return the event's operation, as {@link ScriptCursor#operation()} gives it
     * @throws SQLException when a statement fails; the cursor is reset, abandoning the event
     */
    public int event(ScriptCursor cursor, Counter counter) throws SQLException {
        try {
            int i;
            while ((i = cursor.next(params)) >= 0) {
                SqlStatement ps = prepared[i];
                if (ps == null) {
                    Statements.other(plain, statements[i].sql(), counter);
                    continue;
                }
                ScriptStatement s = statements[i];
                for (int p = 0; p < s.parameters(); p++) {
                    if (s.isText(p)) {
                        ps.setString(p + 1, params.text(p));
                    } else {
                        ps.setInt(p + 1, params.getInt(p));
                    }
                }
                if (s.kind() == ScriptStatement.Kind.QUERY) {
                    Statements.query(ps, counter);
                } else {
                    Statements.update(ps, counter);
                }
            }
            return cursor.operation();
        } catch (SQLException | RuntimeException e) {
            cursor.reset();
            throw e;
        }
    }

    /**
     * How many statements this script prepares on the server under {@code --ps-mode auto}.
     *
     * @param script the workload's script
     * @return the count
     */
    public static int preparedStatements(EventScript script) {
        int n = 0;
        for (ScriptStatement s : script.statements()) {
            if (s.kind() != ScriptStatement.Kind.OTHER) {
                n++;
            }
        }
        return n;
    }

    @Override
    public void close() throws SQLException {
        closeAll(plain);
    }

    private void closeAll(Statement opened) throws SQLException {
        SQLException first = null;
        for (SqlStatement ps : prepared) {
            if (ps != null) {
                try {
                    ps.close();
                } catch (SQLException e) {
                    first = first == null ? e : first;
                }
            }
        }
        try {
            opened.close();
        } catch (SQLException e) {
            first = first == null ? e : first;
        }
        if (first != null) {
            throw first;
        }
    }
}

package dev.dbbench.workloads.pgbench;

import dev.dbbench.sql.JdbcScript;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.workload.WorkerState;
import java.sql.SQLException;

/** One worker's pgbench statements on its JDBC connection and its walk through the script. */
record PgbenchState(JdbcScript statements, ScriptCursor cursor) implements WorkerState {

    @Override
    public void close() throws SQLException {
        statements.close();
    }
}

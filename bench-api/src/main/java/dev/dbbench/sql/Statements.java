package dev.dbbench.sql;

import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.workload.Counter;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Executes a statement and counts it by sysbench's rules. Result sets are read to the end, as
 * sysbench does, so that a client that skips rows cannot look faster than one that reads them.
 */
public final class Statements {
    private Statements() {
    }

    /** Runs a query, reads every row, counts one read (and an empty read when no row came back). */
    public static int query(SqlStatement ps, Counter counter) throws SQLException {
        int rows = 0;
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                rows++;
            }
        }
        counter.query(rows);
        return rows;
    }

    /** Runs DML: a write when it changed rows, else other. */
    public static int update(SqlStatement ps, Counter counter) throws SQLException {
        int n = ps.executeUpdate();
        counter.dml(n);
        return n;
    }

    /** Runs a statement without a result, such as BEGIN or COMMIT, counted as other. */
    public static void other(Statement st, String sql, Counter counter) throws SQLException {
        st.execute(sql);
        counter.other();
    }

    /**
     * Counts one successful execution of a statement of {@code kind} that returned {@code rows} rows or changed
     * {@code affected}, as sysbench counts it: a query is a read (and an empty read without rows), DML a write when it
     * changed a row, anything else other. Allocates nothing.
     */
    public static void count(ScriptStatement.Kind kind, Counter counter, long rows, long affected) {
        switch (kind) {
            case QUERY -> counter.query(rows);
            case UPDATE -> counter.dml(affected);
            case OTHER -> counter.other();
        }
    }
}

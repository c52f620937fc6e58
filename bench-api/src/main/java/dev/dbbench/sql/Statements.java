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

    /**
     * Runs a query, reads every row, counts one read (and an empty read when no row came back). Called in the
     * measured loop; adds no allocation of its own to the driver's.
     *
     * @param ps      the statement, its parameters bound
     * @param counter the worker's counter
     * @return how many rows came back
     * @throws SQLException when the statement fails; nothing is counted then
     */
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

    /**
     * Runs DML: a write when it changed rows, else other. Called in the measured loop.
     *
     * @param ps      the statement, its parameters bound
     * @param counter the worker's counter
     * @return the update count
     * @throws SQLException when the statement fails; nothing is counted then
     */
    public static int update(SqlStatement ps, Counter counter) throws SQLException {
        int n = ps.executeUpdate();
        counter.dml(n);
        return n;
    }

    /**
     * Runs a statement without a result, such as BEGIN or COMMIT, counted as other. Called in the measured loop.
     *
     * @param st      a plain statement of the worker's connection
     * @param sql     the statement's text
     * @param counter the worker's counter
     * @throws SQLException when the statement fails; nothing is counted then
     */
    public static void other(Statement st, String sql, Counter counter) throws SQLException {
        st.execute(sql);
        counter.other();
    }

    /**
     * Counts one successful execution of a statement, as sysbench counts it: a query is a read (and an empty read
     * without rows), DML a write when it changed a row, anything else other. Allocates nothing.
     *
     * @param kind     how the statement is counted
     * @param counter  the worker's counter
     * @param rows     how many rows it returned (read for a query)
     * @param affected how many rows it changed (read for DML)
     */
    public static void count(ScriptStatement.Kind kind, Counter counter, long rows, long affected) {
        switch (kind) {
            case QUERY -> counter.query(rows);
            case UPDATE -> counter.dml(affected);
            case OTHER -> counter.other();
        }
    }
}

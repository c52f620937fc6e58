package dev.dbbench.sql;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.workload.WorkerContext;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * A statement with {@code ?} parameters that a worker runs again and again: the driver's prepared statement,
 * or, in text mode on a target whose driver would write its values in a form sysbench never sends, the
 * statement text with the values written in by dbbench (see {@link dev.dbbench.spi.Literals#inlinesParameters}).
 * Parameters keep their values between executions, as JDBC's do. Used only on its worker's thread.
 */
public interface SqlStatement extends AutoCloseable {

    /**
     * Binds a 32-bit integer.
     *
     * @param index the parameter's position, from 1 as in JDBC
     * @param value the value
     * @throws SQLException when the driver refuses the index
     */
    void setInt(int index, int value) throws SQLException;

    /**
     * Binds a 64-bit integer, for values read back from the server (a {@code BIGINT} balance) rather than drawn.
     *
     * @param index the parameter's position, from 1 as in JDBC
     * @param value the value
     * @throws SQLException when the driver refuses the index
     */
    void setLong(int index, long value) throws SQLException;

    /**
     * Binds text.
     *
     * @param index the parameter's position, from 1 as in JDBC
     * @param value the text
     * @throws SQLException when the driver refuses the index
     */
    void setString(int index, String value) throws SQLException;

    /**
     * Runs the statement with the values bound.
     *
     * @return its rows, which the caller closes
     * @throws SQLException when the statement fails
     */
    ResultSet executeQuery() throws SQLException;

    /**
     * Runs the statement with the values bound.
     *
     * @return the update count
     * @throws SQLException when the statement fails
     */
    int executeUpdate() throws SQLException;

    @Override
    void close() throws SQLException;

    /**
     * Whether statements on this dialect under this {@code --ps-mode} carry their values in their text: the one
     * decision both {@link #prepare} and the manifest's {@code text-parameters} follow.
     *
     * @param psMode  the user's {@code --ps-mode}
     * @param dialect the target's dialect
     * @return true when dbbench writes the values into the text
     */
    static boolean inlined(PsMode psMode, Dialect dialect) {
        return psMode == PsMode.DISABLE && dialect.literals().inlinesParameters();
    }

    /**
     * {@code sql} prepared on the worker's connection as its {@code --ps-mode} and dialect ask. Called when the
     * worker's state is made, not in the measured loop.
     *
     * @param ctx the worker's context
     * @param sql the statement, with one {@code ?} per parameter
     * @return the statement, which the caller closes
     * @throws SQLException when the driver cannot prepare it
     */
    static SqlStatement prepare(WorkerContext ctx, String sql) throws SQLException {
        if (inlined(ctx.psMode(), ctx.dialect())) {
            return new InlineStatement(ctx.connection().createStatement(), sql, ctx.dialect());
        }
        return new DriverStatement(ctx.connection().prepareStatement(sql));
    }
}

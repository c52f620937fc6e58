package dev.dbbench.workloads.file;

import dev.dbbench.sql.SqlStatement;
import dev.dbbench.workloads.file.gen.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Reads a query's answer to the end, as sysbench does, keeping the columns of its first row where the statement
 * says {@code into}: whole numbers as numbers, everything else as text.
 */
final class Rows {
    /** SQLSTATE of "no data": an {@code into} whose query found no row. */
    static final String NO_DATA = "02000";

    private Rows() {
    }

    /**
     * Runs {@code ps}, reads every row and returns how many there were. Finding none to read {@code into} fails, unless
     * the statement says {@code noRow: end}; its caller then ends the transaction.
     */
    static int read(SqlStatement ps, Step.Sql sql, Value[] values) throws SQLException {
        int rows = 0;
        int[] into = sql.into();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                if (rows++ == 0 && into.length > 0) {
                    keep(rs, sql, into, values);
                }
            }
        }
        if (rows == 0 && into.length > 0 && !sql.spec().endOnNoRow()) {
            throw new SQLException("statement " + sql.spec().number() + " (" + sql.spec().where() + ") found no row to read "
                    + String.join(", ", sql.spec().into()) + " from; --ignore-errors " + NO_DATA + " counts such events as"
                    + " errors and goes on", NO_DATA);
        }
        return rows;
    }

    private static void keep(ResultSet rs, Step.Sql sql, int[] into, Value[] values) throws SQLException {
        for (int i = 0; i < into.length; i++) {
            Object o = column(rs, sql, i + 1, into.length);
            Value v = values[into[i]];
            if (o == null) {
                throw new SQLException("statement " + sql.spec().number() + " (" + sql.spec().where() + ") read NULL into "
                        + sql.spec().into().get(i) + "; select a value that is never NULL (COALESCE(x, 0))", "22004");
            } else if (o instanceof Long || o instanceof Integer || o instanceof Short || o instanceof Byte) {
                v.setNumber(((Number) o).longValue());
            } else if (o instanceof BigInteger b && b.bitLength() < Long.SIZE) {
                v.setNumber(b.longValue());
            } else if (o instanceof BigDecimal d && d.scale() <= 0 && d.toBigInteger().bitLength() < Long.SIZE) {
                v.setNumber(d.longValue());
            } else {
                v.setText(rs.getString(i + 1), null);
            }
        }
    }

    /** Column {@code index}; a statement that returns fewer columns than it reads into is told as such. */
    private static Object column(ResultSet rs, Step.Sql sql, int index, int wanted) throws SQLException {
        try {
            return rs.getObject(index);
        } catch (SQLException e) {
            int columns = rs.getMetaData().getColumnCount();
            if (columns >= index) {
                throw e;
            }
            throw new SQLException("statement " + sql.spec().number() + " (" + sql.spec().where() + ") returns " + columns
                    + " columns but reads into " + wanted + "; select one column per name of into", "07009", e);
        }
    }
}

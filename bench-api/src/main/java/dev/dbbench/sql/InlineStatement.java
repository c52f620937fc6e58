package dev.dbbench.sql;

import dev.dbbench.spi.Dialect;
import dev.dbbench.sql.text.Placeholders;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A statement whose parameter values dbbench writes into the text itself, as sysbench and pgbench do in
 * their text modes: an integer as its digits ({@code id=40026}; a negative one in parentheses), a string as the
 * dialect's literal. Its placeholders are found once, as every mode of the dialect's sessions reads the text
 * ({@link Placeholders}). The text is built in one reused buffer; the String JDBC needs is the only allocation
 * per execution.
 */
final class InlineStatement implements SqlStatement {
    private final Statement statement;
    private final Dialect dialect;
    /** The text around the parameters: parameter i goes between parts[i - 1] and parts[i]. */
    private final String[] parts;
    private final long[] ints;
    /** A string parameter's value; null where the parameter holds an integer. */
    private final String[] strings;
    private final boolean[] bound;
    private final StringBuilder text = new StringBuilder(256);

    InlineStatement(Statement statement, String sql, Dialect dialect) throws SQLException {
        this.statement = statement;
        this.dialect = dialect;
        try {
            this.parts = Placeholders.split(sql, dialect.literals().syntaxes());
        } catch (IllegalArgumentException e) {
            throw new SQLException(e.getMessage(), "07001", e);
        }
        int n = parts.length - 1;
        this.ints = new long[n];
        this.strings = new String[n];
        this.bound = new boolean[n];
        // The text is final SQL: the driver must not rewrite JDBC escapes in a value.
        statement.setEscapeProcessing(false);
    }

    @Override
    public void setInt(int index, int value) throws SQLException {
        setLong(index, value);
    }

    @Override
    public void setLong(int index, long value) throws SQLException {
        int i = slot(index);
        ints[i] = value;
        strings[i] = null;
        bound[i] = true;
    }

    @Override
    public void setString(int index, String value) throws SQLException {
        int i = slot(index);
        if (value == null) {
            throw new SQLException("parameter " + index + " is null; inline text parameters take values only");
        }
        strings[i] = value;
        bound[i] = true;
    }

    private int slot(int index) throws SQLException {
        if (index < 1 || index > ints.length) {
            throw new SQLException("parameter " + index + " is out of range: the statement has " + ints.length);
        }
        return index - 1;
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        return statement.executeQuery(render());
    }

    @Override
    public int executeUpdate() throws SQLException {
        return statement.executeUpdate(render());
    }

    /** The statement text with the current values; the same text the server receives. */
    String render() throws SQLException {
        text.setLength(0);
        for (int i = 0; i < ints.length; i++) {
            if (!bound[i]) {
                throw new SQLException("parameter " + (i + 1) + " is not set");
            }
            text.append(parts[i]);
            if (strings[i] == null && ints[i] < 0) {
                // After a minus sign, -5 would start a comment: "k - -5".
                text.append('(').append(ints[i]).append(')');
            } else if (strings[i] == null) {
                text.append(ints[i]);
            } else {
                dialect.literals().appendLiteral(text, strings[i]);
            }
        }
        return text.append(parts[ints.length]).toString();
    }

    @Override
    public void close() throws SQLException {
        statement.close();
    }
}

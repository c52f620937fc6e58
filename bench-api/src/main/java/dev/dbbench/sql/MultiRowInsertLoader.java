package dev.dbbench.sql;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.Literals;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.target.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * Loads rows with multi-row {@code INSERT ... VALUES (...), (...)} statements of literal values, as
 * sysbench's bulk insert does: one round trip and one parse per batch instead of per row.
 */
public final class MultiRowInsertLoader implements BulkLoader {
    /** How these loaders load, as {@code prepare}'s summary names it. */
    public static final String METHOD = "multi-row INSERTs";
    /** Rows per INSERT where nothing asks for fewer, as sysbench's bulk insert sends. */
    public static final int ROWS = 500;
    private final Literals literals;
    private final int rowsPerStatement;
    private final int maxChars;

    /**
     * The loader of a server without a faster way: sysbench's {@value #ROWS} rows per INSERT, telling {@code report}
     * so, for {@code prepare}'s summary.
     *
     * @param dialect the target's dialect, which writes the literals
     * @param report  told how the rows are loaded
     * @return the loader
     */
    public static BulkLoader reporting(Dialect dialect, LoadReport report) {
        return new MultiRowInsertLoader(dialect, ROWS).reporting(report, METHOD, "");
    }

    /**
     * The loader {@code prepare} loads through on {@code target}: the target's own when it has one, else multi-row
     * INSERTs of literals in its dialect.
     *
     * @param target the target loaded into
     * @param report told how the rows are loaded
     * @return the loader
     */
    public static BulkLoader forTarget(Target target, LoadReport report) {
        return target.bulkLoader(report).orElseGet(() -> reporting(target.dialect(), report));
    }

    /**
     * At most {@code rowsPerStatement} rows per statement, of any length.
     *
     * @param dialect          the target's dialect, which writes the literals
     * @param rowsPerStatement rows per INSERT, at least 1
     */
    public MultiRowInsertLoader(Dialect dialect, int rowsPerStatement) {
        this(dialect, rowsPerStatement, Integer.MAX_VALUE);
    }

    /**
     * At most {@code rowsPerStatement} rows per statement, and a statement ends early where one more row as long as
     * the longest so far would take it past {@code maxChars} (a single row longer than that still goes alone).
     *
     * @param dialect          the target's dialect, which writes the literals
     * @param rowsPerStatement rows per INSERT, at least 1
     * @param maxChars         the longest statement text wanted, in characters
     */
    public MultiRowInsertLoader(Dialect dialect, int rowsPerStatement, int maxChars) {
        this.literals = dialect.literals();
        this.rowsPerStatement = rowsPerStatement;
        this.maxChars = maxChars;
    }

    @Override
    public long load(Connection connection, String quotedTable, List<String> columns, RowSource rows) throws SQLException {
        String head = "INSERT INTO " + quotedTable + " (" + String.join(", ", columns) + ") VALUES ";
        StringBuilder sql = new StringBuilder(rowsPerStatement * 220);
        LiteralRow row = new LiteralRow(sql, literals);
        long total = 0;
        int inBatch = 0;
        int longestRow = 0;
        try (Statement st = connection.createStatement()) {
            sql.append(head);
            while (true) {
                sql.append(inBatch == 0 ? "(" : ",(");
                row.first = true;
                int mark = sql.length();
                if (!rows.next(row)) {
                    sql.setLength(mark - (inBatch == 0 ? 1 : 2));
                    break;
                }
                sql.append(')');
                inBatch++;
                total++;
                longestRow = Math.max(longestRow, sql.length() - mark + 2);
                if (inBatch == rowsPerStatement || (long) sql.length() + longestRow > maxChars) {
                    st.executeUpdate(sql.toString());
                    sql.setLength(0);
                    sql.append(head);
                    inBatch = 0;
                }
            }
            if (inBatch > 0) {
                st.executeUpdate(sql.toString());
            }
        }
        return total;
    }

    private static final class LiteralRow implements RowWriter {
        private final StringBuilder sql;
        private final Literals literals;
        boolean first;

        LiteralRow(StringBuilder sql, Literals literals) {
            this.sql = sql;
            this.literals = literals;
        }

        @Override
        public void integer(long value) {
            separator();
            sql.append(value);
        }

        @Override
        public void text(CharSequence value) {
            separator();
            literals.appendLiteral(sql, value);
        }

        /** Nothing in such text needs quoting in any dialect, so it goes between plain quotes. */
        @Override
        public void asciiText(byte[] ascii, int offset, int length) {
            separator();
            sql.append('\'');
            for (int i = offset; i < offset + length; i++) {
                sql.append((char) ascii[i]);
            }
            sql.append('\'');
        }

        @Override
        public void nullValue() {
            separator();
            sql.append("NULL");
        }

        private void separator() {
            if (!first) {
                sql.append(',');
            }
            first = false;
        }
    }
}

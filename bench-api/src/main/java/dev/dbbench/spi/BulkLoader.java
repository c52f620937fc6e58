package dev.dbbench.spi;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * Loads many rows into one table over one connection: what a workload's {@code prepare} loads with
 * ({@link dev.dbbench.spi.workload.PrepareContext#bulkLoader()}), multi-row INSERTs by default, or a target's faster
 * way ({@code COPY}, {@code LOAD DATA LOCAL INFILE}).
 *
 * <p>Threading: one loader serves every loader thread at once, each calling {@link #load} with its own connection;
 * implementations keep no state between calls but what is safe to share.
 */
public interface BulkLoader {

    /**
     * Writes rows until {@code rows.next} returns false.
     *
     * @param connection  the loader thread's own connection, in auto-commit mode; not closed
     * @param quotedTable the table, its name quoted with {@link Dialect#quote} where it needs quotes
     * @param columns     the columns each row gives values for, in order, quoted as the table's name
     * @param rows        the rows, asked for one at a time on the calling thread
     * @return the number of rows written
     * @throws SQLException when the server refuses a row or the load, or the connection is lost
     */
    long load(Connection connection, String quotedTable, List<String> columns, RowSource rows) throws SQLException;

    /**
     * This loader, telling {@code report} at each load that it loads by {@code method}, with {@code slower} (see
     * {@link LoadReport#loadsBy}): for a loader that has one way, or one of several chosen per connection.
     *
     * @param report hears, at each load, how it loads
     * @param method how this loader loads, as {@code prepare}'s summary names it ({@code COPY})
     * @param slower why this is a slower way than the target's best, or empty when it is the best
     * @return a new loader that reports, then loads through this one
     */
    default BulkLoader reporting(LoadReport report, String method, String slower) {
        BulkLoader self = this;
        return (connection, quotedTable, columns, rows) -> {
            report.loadsBy(method, slower);
            return self.load(connection, quotedTable, columns, rows);
        };
    }

    /** Produces the rows to load, one call per row, writing one value per column in column order. */
    @FunctionalInterface
    interface RowSource {
        /**
         * Writes the next row, or nothing when there is none left.
         *
         * @param row where the row's values go, one call per column in the order of the load's columns; valid only
         *            during this call
         * @return true when a row was written, false when the rows are all loaded (and nothing was written)
         */
        boolean next(RowWriter row);
    }

    /**
     * Receives the values of one row, one call per column in the load's column order. Strings are written as given;
     * loaders quote or escape them. Implemented by each loader, reused row after row: it allocates nothing per value.
     */
    interface RowWriter {
        /**
         * An integer column's value.
         *
         * @param value the value
         */
        void integer(long value);

        /**
         * A text column's value.
         *
         * @param value the text, any characters the server holds; the caller may reuse it after the call, so a
         *              loader copies or encodes it at once
         */
        void text(CharSequence value);

        /**
         * Text that the caller guarantees is made of ASCII digits, letters, {@code '-'} and spaces only,
         * which no load format quotes or escapes (sysbench's {@code c} and {@code pad}): loaders that build
         * bytes copy it as it is. Valid only during the call. The default decodes it for {@link #text}.
         *
         * @param ascii  the caller's buffer
         * @param offset where the text starts in it
         * @param length how many bytes it takes
         */
        default void asciiText(byte[] ascii, int offset, int length) {
            text(new String(ascii, offset, length, StandardCharsets.US_ASCII));
        }

        /**
         * SQL NULL, which no text value can stand for in every load format (TPC-C's undelivered orders have
         * no carrier). Every loader of dbbench writes it; the default refuses, for writers that cannot.
         */
        default void nullValue() {
            throw new UnsupportedOperationException(getClass().getName() + " cannot load NULL");
        }
    }
}

package dev.dbbench.spi;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/** Loads many rows into one table over one connection. Each loader thread calls it with its own connection. */
public interface BulkLoader {

    /** Writes rows until {@code rows.next} returns false; returns the number of rows written. */
    long load(Connection connection, String quotedTable, List<String> columns, RowSource rows) throws SQLException;

    /**
     * This loader, telling {@code report} at each load that it loads by {@code method}, with {@code slower} (see
     * {@link LoadReport#loadsBy}): for a loader that has one way, or one of several chosen per connection.
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
        boolean next(RowWriter row);
    }

    /** Receives the values of one row. Strings are written as given; loaders quote or escape them. */
    interface RowWriter {
        void integer(long value);

        /** The value is valid only during the call: loaders reuse their buffers, so copy or encode it at once. */
        void text(CharSequence value);

        /**
         * Text that the caller guarantees is made of ASCII digits, letters, {@code '-'} and spaces only,
         * which no load format quotes or escapes (sysbench's {@code c} and {@code pad}): loaders that build
         * bytes copy it as it is. Valid only during the call. The default decodes it for {@link #text}.
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

package dev.dbbench.targets.postgresql;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.sql.EncodedRows;
import dev.dbbench.sql.MultiRowInsertLoader;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * Loads rows with {@code COPY ... FROM STDIN}: in binary format when every column is an integer or a
 * character string ({@link CopyBinaryRow}; the server then parses no text at all), else in text format.
 * Rows are encoded straight into one reusable byte buffer and streamed in 64 KiB writes, so loading
 * allocates nothing per row. One instance serves every loader thread; each call keeps its own buffer.
 */
public final class CopyLoader implements BulkLoader {
    /** Bytes gathered before a write: big enough to amortise the call, small enough to stay in cache. */
    static final int FLUSH_BYTES = 64 * 1024;
    /** How this loader loads, as {@code prepare}'s summary names it. */
    static final String METHOD = "COPY (text format)";
    static final String BINARY_METHOD = "COPY (binary format)";
    private static final String COLUMN_TYPES = "SELECT attname, atttypid FROM pg_attribute"
            + " WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped";
    private final Dialect dialect;
    private final LoadReport report;
    /** Binary column types per table and column list (empty: load as text); one catalog query per table. */
    private final Map<String, Optional<CopyBinaryRow.Type[]>> binaryTypes = new ConcurrentHashMap<>();

    public CopyLoader(Dialect dialect, LoadReport report) {
        this.dialect = dialect;
        this.report = report;
    }

    @Override
    public long load(Connection connection, String quotedTable, List<String> columns, RowSource rows) throws SQLException {
        if (!connection.isWrapperFor(PGConnection.class)) {
            // A wrapper that hides pgJDBC (a proxy driver) still speaks SQL.
            return MultiRowInsertLoader.reporting(dialect, report).load(connection, quotedTable, columns, rows);
        }
        Optional<CopyBinaryRow.Type[]> types = types(connection, quotedTable, columns);
        String copy = "COPY " + quotedTable + " (" + String.join(", ", columns) + ") FROM STDIN";
        CopyIn in = connection.unwrap(PGConnection.class).getCopyAPI()
                .copyIn(types.isPresent() ? copy + " (FORMAT binary)" : copy);
        try {
            EncodedRows row;
            if (types.isPresent()) {
                report.loadsBy(BINARY_METHOD, "");
                row = new CopyBinaryRow(columns, types.get(), FLUSH_BYTES + FLUSH_BYTES / 4);
            } else {
                report.loadsBy(METHOD, "");
                row = new CopyTextRow(FLUSH_BYTES + FLUSH_BYTES / 4);
            }
            long count = stream(in, row, rows);
            if (row instanceof CopyBinaryRow binary) {
                binary.trailer();
            }
            if (row.size() > 0) {
                in.writeToCopy(row.bytes(), 0, row.size());
            }
            in.endCopy();
            return count;
        } catch (SQLException | RuntimeException e) {
            cancel(in, e);
            throw e;
        }
    }

    /** Encodes and sends every row but what is left in the buffer at the end; returns the rows. */
    private static long stream(CopyIn in, EncodedRows row, RowSource rows) throws SQLException {
        long count = 0;
        while (true) {
            int mark = row.size();
            row.startRow();
            if (!rows.next(row)) {
                row.truncate(mark);
                return count;
            }
            row.endRow();
            count++;
            if (row.size() >= FLUSH_BYTES) {
                in.writeToCopy(row.bytes(), 0, row.size());
                row.clear();
            }
        }
    }

    /** The binary types of {@code columns}, or empty when one of them has a type binary COPY is not used for. */
    private Optional<CopyBinaryRow.Type[]> types(Connection connection, String quotedTable, List<String> columns)
            throws SQLException {
        String key = quotedTable + " " + columns;
        Optional<CopyBinaryRow.Type[]> known = binaryTypes.get(key);
        if (known != null) {
            return known;
        }
        Map<String, Integer> oids = new HashMap<>();
        try (PreparedStatement ps = connection.prepareStatement(COLUMN_TYPES)) {
            ps.setString(1, quotedTable);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    oids.put(rs.getString(1), rs.getInt(2));
                }
            }
        }
        CopyBinaryRow.Type[] types = new CopyBinaryRow.Type[columns.size()];
        for (int i = 0; i < types.length; i++) {
            Integer oid = oids.get(attributeName(columns.get(i)));
            types[i] = oid == null ? null : CopyBinaryRow.Type.of(oid);
            if (types[i] == null) {
                binaryTypes.put(key, Optional.empty());
                return Optional.empty();
            }
        }
        binaryTypes.put(key, Optional.of(types));
        return Optional.of(types);
    }

    /** The catalog's name of a column as written in SQL: a quoted name as it is, an unquoted one folded to lower case. */
    static String attributeName(String sqlName) {
        if (sqlName.length() >= 2 && sqlName.startsWith("\"") && sqlName.endsWith("\"")) {
            return sqlName.substring(1, sqlName.length() - 1).replace("\"\"", "\"");
        }
        return sqlName.toLowerCase(Locale.ROOT);
    }

    /** Ends a failed COPY so that the connection can be used (or closed) cleanly. */
    private static void cancel(CopyIn in, Exception cause) {
        if (in.isActive()) {
            try {
                in.cancelCopy();
            } catch (SQLException e) {
                cause.addSuppressed(e);
            }
        }
    }
}

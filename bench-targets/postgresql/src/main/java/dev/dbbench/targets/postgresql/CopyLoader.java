package dev.dbbench.targets.postgresql;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.sql.MultiRowInsertLoader;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * Loads rows with {@code COPY ... FROM STDIN} in text format: rows are encoded straight into one
 * reusable byte buffer and streamed in 64 KiB writes, so loading allocates nothing per row and the
 * server parses no SQL. One instance serves every loader thread; each call keeps its own buffer.
 */
public final class CopyLoader implements BulkLoader {
    /** Bytes gathered before a write: big enough to amortise the call, small enough to stay in cache. */
    static final int FLUSH_BYTES = 64 * 1024;
    /** How this loader loads, as {@code prepare}'s summary names it. */
    static final String METHOD = "COPY";
    private final Dialect dialect;
    private final LoadReport report;

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
        report.loadsBy(METHOD, "");
        CopyIn in = connection.unwrap(PGConnection.class).getCopyAPI()
                .copyIn("COPY " + quotedTable + " (" + String.join(", ", columns) + ") FROM STDIN");
        CopyTextRow row = new CopyTextRow(FLUSH_BYTES + FLUSH_BYTES / 4);
        long count = 0;
        try {
            while (true) {
                row.startRow();
                if (!rows.next(row)) {
                    break;
                }
                row.endRow();
                count++;
                if (row.size() >= FLUSH_BYTES) {
                    in.writeToCopy(row.bytes(), 0, row.size());
                    row.clear();
                }
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

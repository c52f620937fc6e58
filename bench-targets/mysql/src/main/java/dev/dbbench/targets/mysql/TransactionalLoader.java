package dev.dbbench.targets.mysql;

import dev.dbbench.spi.BulkLoader;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * Runs another loader in transactions of a fixed number of rows. In auto-commit mode every multi-row
 * INSERT waits for its own redo log flush ({@code innodb_flush_log_at_trx_commit = 1}), which halves
 * the load rate; sysbench's prepare batches its inserts in transactions for the same reason. A caller
 * that already manages its own transaction is left alone.
 */
public final class TransactionalLoader implements BulkLoader {
    private final BulkLoader inner;
    private final int rowsPerCommit;

    public TransactionalLoader(BulkLoader inner, int rowsPerCommit) {
        if (rowsPerCommit < 1) {
            throw new IllegalArgumentException("rowsPerCommit must be at least 1, was " + rowsPerCommit);
        }
        this.inner = inner;
        this.rowsPerCommit = rowsPerCommit;
    }

    @Override
    public long load(Connection connection, String quotedTable, List<String> columns, RowSource rows) throws SQLException {
        if (!connection.getAutoCommit()) {
            return inner.load(connection, quotedTable, columns, rows);
        }
        Chunk chunk = new Chunk(rows);
        long total = 0;
        connection.setAutoCommit(false);
        try {
            while (!chunk.exhausted) {
                chunk.left = rowsPerCommit;
                total += inner.load(connection, quotedTable, columns, chunk);
                connection.commit();
            }
            return total;
        } catch (SQLException | RuntimeException e) {
            try {
                connection.rollback();
            } catch (SQLException r) {
                e.addSuppressed(r);
            }
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    /** The next {@code left} rows of the source, remembering when the source itself ran dry. */
    private static final class Chunk implements RowSource {
        private final RowSource rows;
        int left;
        boolean exhausted;

        Chunk(RowSource rows) {
            this.rows = rows;
        }

        @Override
        public boolean next(RowWriter row) {
            if (left == 0) {
                return false;
            }
            if (!rows.next(row)) {
                exhausted = true;
                return false;
            }
            left--;
            return true;
        }
    }
}

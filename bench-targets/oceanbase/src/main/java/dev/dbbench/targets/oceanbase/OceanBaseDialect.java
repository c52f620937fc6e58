package dev.dbbench.targets.oceanbase;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.sql.MultiRowInsertLoader;
import dev.dbbench.targets.mysql.MySqlDialect;
import dev.dbbench.targets.mysql.TransactionalLoader;
import java.util.List;

/**
 * MySQL-mode OceanBase SQL: MySQL's quoting, keys and literals, without a storage engine clause.
 * OceanBase has one storage engine of its own and merely tolerates {@code ENGINE=InnoDB}, so the DDL
 * recorded with a result says only what really shapes the table: the user's
 * {@code --create-table-options}, typically partitioning ({@code PARTITION BY HASH(id) PARTITIONS 8}).
 * Stateless and thread-safe.
 */
public class OceanBaseDialect extends MySqlDialect {

    /** Workload files' {@code oceanbase} entries apply here, else its {@code mysql} ones: MySQL mode speaks MySQL's SQL. */
    @Override
    public List<String> names() {
        return List.of("oceanbase", "mysql");
    }

    /**
     * Under {@code --ps-mode disable} dbbench writes the values into the text itself: the OceanBase driver's text mode
     * misreads a statement whose comments hold quotes when the session has NO_BACKSLASH_ESCAPES, and put a value's
     * backslashes or the statement's own placeholders wrong (found by the differential test of every text path).
     * dbbench's literals read the same in every sql_mode, and its placeholders are the server's.
     */
    @Override
    public boolean inlinesParameters() {
        return true;
    }

    @Override
    public String tableOptions(String userOptions) {
        return userOptions.isBlank() ? "" : " " + userOptions.trim();
    }

    /**
     * Characters per INSERT on an encrypted connection: with ASCII rows (sysbench's and pgbench's) the statement
     * fits one TLS record (16 KB). seekdb drops, now and then, a connection whose client packet spans several
     * records (on seekdb 1.4.0 a 25 KB statement failed 3 times in 20 and a 500-row sysbench INSERT most times;
     * answers of any size arrive whole), and this keeps {@code prepare} under {@code --ssl-mode require} working
     * there, at about half the clear-text load rate (4 x 100,000 rows: 74,000 rows/s against 151,000; a third of
     * this limit gave 38,000).
     */
    static final int TLS_STATEMENT_CHARS = 16_000;
    static final String TLS_METHOD = String.format(java.util.Locale.ROOT, "%s of at most %,d characters", MultiRowInsertLoader.METHOD,
            TLS_STATEMENT_CHARS);
    /** Why an encrypted load is slower, and the way to the faster one: one line, as the user sees it. */
    static final String TLS_WHY = "the connection is encrypted, and seekdb now and then drops one whose statement spans"
            + " several TLS records; --ssl-mode disable, where clear text is acceptable, loads by 500-row INSERTs about"
            + " twice as fast";

    /**
     * Multi-row INSERTs (the driver has no local infile), kept within one TLS record when the driver encrypts;
     * {@code report} hears which, and why when it is the shorter ones.
     */
    @Override
    public BulkLoader bulkLoader(LoadReport report) {
        BulkLoader clear = inserts(false, report);
        BulkLoader encrypted = inserts(true, report);
        return new TransactionalLoader((connection, table, columns, rows) ->
                (DriverTls.encrypted(connection) ? encrypted : clear).load(connection, table, columns, rows),
                ROWS_PER_COMMIT);
    }

    /** The INSERTs for a clear-text or an encrypted connection, each telling {@code report} how it loads. */
    BulkLoader inserts(boolean encrypted, LoadReport report) {
        return encrypted
                ? new MultiRowInsertLoader(this, ROWS_PER_STATEMENT, TLS_STATEMENT_CHARS).reporting(report, TLS_METHOD, TLS_WHY)
                : MultiRowInsertLoader.reporting(this, report);
    }
}

package dev.dbbench.spi.workload;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongConsumer;

/**
 * What {@code prepare} gives a workload to create and load its tables. Built by dbbench; a workload only reads it.
 *
 * @param connections opens a new auto-commit connection each call; the caller closes it
 * @param dialect     the target's SQL dialect
 * @param bulkLoader  the loader to load rows with: the target's fastest way, which reports how it loads
 * @param threads     how many loader threads the workload may use in parallel, at least 1
 * @param seed        seed for generated data
 * @param progress    called with the number of rows just loaded, from any loader thread
 * @param tables      told when a table is loaded whole, for a line per table; from any loader thread
 * @param share       this client's part when several clients prepare together; {@link PrepareShare#WHOLE} on one
 */
public record PrepareContext(ConnectionSource connections, Dialect dialect, BulkLoader bulkLoader, int threads, long seed,
                             LongConsumer progress, TableProgress tables, PrepareShare share) {

    /**
     * A context for one client preparing the whole dataset, which hears of no table's end.
     *
     * @param connections opens a new auto-commit connection each call
     * @param dialect     the target's SQL dialect
     * @param bulkLoader  the loader to load rows with
     * @param threads     how many loader threads the workload may use
     * @param seed        seed for generated data
     * @param progress    called with the number of rows just loaded
     */
    public PrepareContext(ConnectionSource connections, Dialect dialect, BulkLoader bulkLoader, int threads, long seed,
                          LongConsumer progress) {
        this(connections, dialect, bulkLoader, threads, seed, progress, TableProgress.IGNORED, PrepareShare.WHOLE);
    }

    /** Opens connections to the target under test. */
    @FunctionalInterface
    public interface ConnectionSource {
        Connection open() throws SQLException;
    }

    /** Hears that every row of one table is in: a workload that loads several tables in parallel tells each end. */
    @FunctionalInterface
    public interface TableProgress {
        TableProgress IGNORED = (table, rows, seconds) -> { };

        /** {@code rows} rows of {@code table} loaded in {@code seconds} since the load began. */
        void loaded(String table, long rows, double seconds);
    }
}

package dev.dbbench.spi.workload;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongConsumer;

/**
 * What {@code prepare} gives a workload to create and load its tables. Built by dbbench; a workload only reads it.
 *
 * <p>Threading: the workload's {@code prepare} runs on one thread and may start up to {@link #threads} loader threads
 * of its own; {@link #connections}, {@link #bulkLoader}, {@link #progress} and {@link #tables} may be called from any
 * of them at once, each loader thread on a connection of its own.
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

    /** Opens connections to the target under test. Thread-safe. */
    @FunctionalInterface
    public interface ConnectionSource {
        /**
         * Opens one connection.
         *
         * @return a new connection in auto-commit mode, which the caller closes; a loader's has no read timeout
         * @throws SQLException when the server cannot be reached or refuses the login
         */
        Connection open() throws SQLException;
    }

    /**
     * Hears that every row of one table is in: a workload that loads several tables in parallel tells each end, and
     * {@code prepare} prints a line per table. Thread-safe.
     */
    @FunctionalInterface
    public interface TableProgress {
        /** Hears nothing. */
        TableProgress IGNORED = (table, rows, seconds) -> { };

        /**
         * Tells that a table is loaded whole.
         *
         * @param table   the table's name, as the workload created it
         * @param rows    how many rows it holds
         * @param seconds how long since the load began
         */
        void loaded(String table, long rows, double seconds);
    }
}

package dev.dbbench.spi.workload;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.LoadReport;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongConsumer;

/**
 * What {@code prepare} gives a workload to create and load its tables.
 *
 * @param connections opens a new auto-commit connection each call; the caller closes it
 * @param dialect     the target's SQL dialect
 * @param threads     how many loader threads the workload may use in parallel
 * @param seed        seed for generated data
 * @param progress    called with the number of rows just loaded, from any loader thread
 * @param loads       told by the loader how it loads (see {@link #bulkLoader()})
 * @param tables      told when a table is loaded whole, for a line per table; from any loader thread
 * @param share       this client's part when several clients prepare together; {@link PrepareShare#WHOLE} on one
 */
public record PrepareContext(ConnectionSource connections, Dialect dialect, int threads, long seed, LongConsumer progress,
                             LoadReport loads, TableProgress tables, PrepareShare share) {

    /** A context for one client preparing the whole dataset. */
    public PrepareContext(ConnectionSource connections, Dialect dialect, int threads, long seed, LongConsumer progress,
                          LoadReport loads, TableProgress tables) {
        this(connections, dialect, threads, seed, progress, loads, tables, PrepareShare.WHOLE);
    }

    /** A context whose loader reports to no one. */
    public PrepareContext(ConnectionSource connections, Dialect dialect, int threads, long seed, LongConsumer progress) {
        this(connections, dialect, threads, seed, progress, LoadReport.IGNORED);
    }

    /** A context that hears of no table's end. */
    public PrepareContext(ConnectionSource connections, Dialect dialect, int threads, long seed, LongConsumer progress,
                          LoadReport loads) {
        this(connections, dialect, threads, seed, progress, loads, TableProgress.IGNORED);
    }

    /** The dialect's bulk loader, reporting to {@link #loads}; what a workload's prepare should load with. */
    public BulkLoader bulkLoader() {
        return dialect.bulkLoader(loads);
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

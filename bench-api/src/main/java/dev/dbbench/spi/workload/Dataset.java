package dev.dbbench.spi.workload;

import dev.dbbench.spi.Dialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * The tables and rows a workload runs on: made by {@code prepare}, checked before every run, dropped by
 * {@code cleanup}. A role of {@link ConfiguredWorkload}, found with {@link ConfiguredWorkload#dataset()}; shared by every
 * thread of a command, so it is thread-safe and keeps no mutable state of its own.
 */
public interface Dataset {

    /**
     * Creates and loads the schema; uses {@code ctx.threads()} connections in parallel. A dataset that
     * {@link #preparesInShares() prepares in shares} does only {@code ctx.share()}'s part.
     *
     * @param ctx the connections, the loader and the share to load
     * @throws SQLException when the server refuses a statement; the command fails with it
     */
    void prepare(PrepareContext ctx) throws SQLException;

    /**
     * Whether {@link #prepare} can do one client's share of the dataset, so that several clients load it in parallel
     * ({@code prepare --shard I/N}).
     *
     * @return false (the default): such a dataset is prepared from one client
     */
    default boolean preparesInShares() {
        return false;
    }

    /**
     * Checks that the schema is there and the real row counts match the options: a dataset smaller than
     * {@code --table-size} makes point selects return nothing and look fast.
     *
     * @param connection an open connection, which the caller closes
     * @param dialect    the server's SQL
     * @return one line per problem, each saying what to run or change; empty when all is well
     * @throws SQLException when the server cannot be read; the pre-flight reports it
     */
    List<String> verify(Connection connection, Dialect dialect) throws SQLException;

    /**
     * Drops what {@link #prepare} created.
     *
     * @param connection an open connection, which the caller closes
     * @param dialect    the server's SQL
     * @throws SQLException when the server refuses a statement
     */
    void cleanup(Connection connection, Dialect dialect) throws SQLException;
}

package dev.dbbench.spi.target;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.ServerCounters;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What a target reads from its server: product and settings for the result, limits that would spoil a run, and
 * which instance answers. Part of a {@link Target}; stateless and thread-safe. Every method uses the connection it
 * is given on the caller's thread and never closes it. All methods have defaults, built on JDBC metadata alone.
 */
public interface ServerInspector {

    /**
     * Product, version and the settings that explain performance, read before measuring on a connection of the
     * engine's own; must fail soft on missing views and privileges.
     *
     * @param connection an open connection, not closed by this method
     * @return what the result records of the server
     * @throws SQLException when even the JDBC metadata cannot be read
     */
    default ServerInfo describe(Connection connection) throws SQLException {
        DatabaseMetaData md = connection.getMetaData();
        return new ServerInfo(md.getDatabaseProductName(), md.getDatabaseProductVersion(), settings(connection));
    }

    /**
     * The settings table of {@link #describe}; absent settings are left out. Must not throw.
     *
     * @param connection an open connection, not closed by this method
     * @return setting values by name; empty (the default) when the target reads none
     */
    default Map<String, String> settings(Connection connection) {
        return Map.of();
    }

    /**
     * The server's connection limit, when it has one that a user can read, for this inspector's own {@link #preflight}
     * to check against the threads asked; the engine does not call it.
     *
     * @param connection an open connection, not closed by this method
     * @return the limit, or empty (the default) when unknown
     */
    default OptionalLong maxConnections(Connection connection) {
        return OptionalLong.empty();
    }

    /**
     * Problems that would spoil the run {@code request} describes, each phrased as one line that names the setting
     * to change (for example {@code max_prepared_stmt_count}). Called once before the run, on the caller's thread.
     *
     * @param connection an open connection, not closed by this method
     * @param request    the threads and statements the run will use
     * @return one line per problem; empty (the default) when all is well
     * @throws SQLException when the server cannot be asked; the run then stops with the error
     */
    default List<String> preflight(Connection connection, PreflightRequest request) throws SQLException {
        return List.of();
    }

    /**
     * An identifier of the server instance that answers on {@code connection}, for failover tracking. Called on a
     * worker's thread after each (re)connect, never in the measured loop; must not throw.
     *
     * @param connection an open connection, not closed by this method
     * @return the instance's id; empty (the default) when unknown
     */
    default String instanceId(Connection connection) {
        return "";
    }

    /**
     * A query whose one row and column is the server's clock now, in whole milliseconds since 1970-01-01 UTC, read
     * fresh by every call: the clock that the shards of a sharded run keep time by.
     *
     * @return the query; PostgreSQL's by default
     */
    default String clockQuery() {
        return "SELECT CAST(EXTRACT(EPOCH FROM CLOCK_TIMESTAMP()) * 1000 AS BIGINT)";
    }

    /**
     * The server's counts of transactions committed and rolled back (PostgreSQL's {@code xact_commit} and
     * {@code xact_rollback}), which the engine reads at the edges of each measured window of a workload that reads
     * server counters of its own: their sum's change per minute is the server's TPM.
     *
     * @return the counters, or empty (the default) when the server keeps none a user can read
     */
    default Optional<ServerCounters> transactionCounters() {
        return Optional.empty();
    }
}

package dev.dbbench.spi.target;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.sql.SqlStatement;
import dev.dbbench.wire.WireClient;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Set;

/**
 * A database vendor plugin: everything dbbench knows about one kind of server. Found with
 * {@link java.util.ServiceLoader} (a {@code META-INF/services/dev.dbbench.spi.target.Target} line), so an
 * implementation needs a public no-argument constructor.
 *
 * <p>Threading: one instance is shared by all workers; every method must be thread-safe and should
 * keep no mutable state. Methods that take a {@link Connection} use it on the caller's thread and
 * never close it.
 *
 * <p>Core code never tests a vendor name: whatever differs between vendors is a method here.
 */
public interface Target {

    /** The id users type after {@code --target}, e.g. {@code mysql}. Lower case, no spaces. */
    String id();

    /** One line for {@code list}. */
    String description();

    int defaultPort();

    default String defaultUser() {
        return "root";
    }

    /** The JDBC URL for {@code spec}; never contains the password. */
    String jdbcUrl(ConnectionSpec spec);

    /** Driver properties for one connection, including user, password, TLS, socket and timeouts. */
    Properties driverProperties(ConnectionSpec spec, PsMode psMode);

    /** Opens one connection in auto-commit mode. Called concurrently when a step opens its connections. */
    default Connection connect(ConnectionSpec spec, PsMode psMode) throws SQLException {
        return DriverManager.getConnection(jdbcUrl(spec), driverProperties(spec, psMode));
    }

    Dialect dialect();

    /** Error codes ignored by default, as sysbench does (MySQL 1213, 1020, 1205; PostgreSQL 40P01, 40001, 23505). */
    Set<String> defaultIgnoredErrors();

    /**
     * The vendor's code for an error: the server's error number where there is one, else the SQLSTATE. A driver marks
     * an error it raised itself with 0 or a negative number (MariaDB Connector/J's -1), which no server sends.
     */
    default String errorCode(SQLException e) {
        if (e.getErrorCode() > 0) {
            return Integer.toString(e.getErrorCode());
        }
        return e.getSQLState() == null ? "unknown" : e.getSQLState();
    }

    /**
     * Whether {@code code}, given with {@code --ignore-errors} and upper-cased, has the form of a code {@link #errorCode}
     * gives: a run refuses one that has not, which would replace the defaults and match nothing. By default a vendor
     * error number or a five-character SQLSTATE.
     */
    default boolean isErrorCode(String code) {
        return code.matches("[0-9]{1,9}|[0-9A-Z]{5}");
    }

    /** What the codes of {@link #isErrorCode} look like, for the line that refuses another. */
    default String errorCodeForm() {
        return "an error number or a 5-character SQLSTATE";
    }

    /** Decides how the engine treats {@code e}; {@code ignored} holds the codes the user asked to ignore. */
    default ErrorClass classify(SQLException e, Set<String> ignored) {
        if (isConnectionLost(e)) {
            return ErrorClass.CONNECTION;
        }
        String code = errorCode(e);
        return ignored.contains(code) || ignored.contains("all") ? ErrorClass.IGNORABLE : ErrorClass.FATAL;
    }

    /** True when the connection cannot be used any more (SQLSTATE class 08, timeouts, recoverable errors). */
    default boolean isConnectionLost(SQLException e) {
        return dev.dbbench.sql.ConnectionErrors.lost(e, s -> false);
    }

    /** Product, version and the settings that explain performance; must fail soft on missing views. */
    default ServerInfo describe(Connection connection) throws SQLException {
        DatabaseMetaData md = connection.getMetaData();
        return new ServerInfo(md.getDatabaseProductName(), md.getDatabaseProductVersion(), settings(connection));
    }

    /** The settings table of {@link #describe}; absent settings are left out. */
    default Map<String, String> settings(Connection connection) {
        return Map.of();
    }

    /** The server's connection limit, when it has one that a user can read. */
    default OptionalLong maxConnections(Connection connection) {
        return OptionalLong.empty();
    }

    /**
     * Problems that would spoil a run of {@code threads} workers, each phrased as one line that names
     * the setting to change (for example {@code max_prepared_stmt_count}). Empty when all is well.
     */
    default List<String> preflight(Connection connection, int threads, PsMode psMode) throws SQLException {
        return List.of();
    }

    /**
     * As {@link #preflight(Connection, int, PsMode)}, also told how many server-side prepared statements each
     * worker keeps open under {@link PsMode#AUTO} (the workload's {@code preparedStatementsPerWorker}), so a
     * target with a server-wide statement limit (MySQL's {@code max_prepared_stmt_count}) can check it. The
     * default ignores the count; engines call this form when they know the workload.
     */
    default List<String> preflight(Connection connection, int threads, PsMode psMode, int preparedStatementsPerWorker)
            throws SQLException {
        return preflight(connection, threads, psMode);
    }

    /** Driver properties that change behaviour, recorded in the result's manifest. */
    default Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new java.util.TreeMap<>();
        driverProperties(spec, psMode).forEach((k, v) -> {
            String key = k.toString();
            if (!key.toLowerCase(java.util.Locale.ROOT).contains("password")) {
                out.put("driver." + key, v.toString());
            }
        });
        if (SqlStatement.inlined(psMode, dialect())) {
            out.put("text-parameters", "inlined by dbbench (id=40026)");
        }
        return out;
    }

    /**
     * The unit of each driver property that is a time limit, by the property's name as {@link #driverProperties} sets
     * it ({@code connectTimeout}): Connector/J counts milliseconds, pgJDBC seconds. {@code compare} and a sweep of
     * several targets show such a value with its unit ({@code 10000 ms} beside {@code 10 s}) and do not count two
     * equal limits as a difference. Units are {@code MILLIS}, {@code SECONDS}, {@code MINUTES} or {@code HOURS}; a property
     * left out (or in another unit) is shown and compared as recorded. None by default.
     */
    default Map<String, ChronoUnit> driverTimeoutUnits() {
        return Map.of();
    }

    /**
     * This vendor's own non-blocking client for the event-loop engine ({@code --client wire}), when it has one;
     * the JDBC driver serves every other run.
     */
    default Optional<WireClient> wireClient() {
        return Optional.empty();
    }

    /** An identifier of the server instance that answers on {@code connection}, for failover tracking. */
    default String instanceId(Connection connection) {
        return "";
    }
}

package org.example.dbbench.mariadb;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Target;
import dev.dbbench.sql.ConnectionErrors;
import dev.dbbench.sql.UrlSecrets;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/**
 * A {@code mariadb-example} target on MariaDB Connector/J 3.x, written against the SPI alone, as a third party
 * would. Found by {@link java.util.ServiceLoader} through the line in
 * {@code META-INF/services/dev.dbbench.spi.target.Target}, so it has a public no-argument constructor.
 *
 * <p>One instance serves every worker thread at once: it keeps no mutable state, and the connection
 * passed to a method is used on the caller's thread and never closed here.
 */
public final class MariaDbTarget implements Target {
    private static final String SCHEME = "jdbc:mariadb:";
    /** sysbench's default ignore list for MySQL-family servers: deadlock, record changed, lock wait timeout. */
    private static final Set<String> IGNORED = Set.of("1213", "1020", "1205");
    /** Vendor codes after which the session is gone: shutdown, killed, "gone away", "lost connection". */
    private static final Set<Integer> LOST = Set.of(1053, 1927, 2006, 2013);
    private final Dialect dialect = new MariaDbDialect();

    @Override
    public String id() {
        return "mariadb-example";
    }

    @Override
    public String description() {
        return "MariaDB (MariaDB Connector/J) - example plugin";
    }

    @Override
    public int defaultPort() {
        return 3306;
    }

    /** The URL without any password in it: safe to show, and the one handed to the driver. */
    @Override
    public String jdbcUrl(ConnectionSpec spec) {
        return url(spec).url();
    }

    /**
     * The user's {@code --url} when given (checked to be ours), split from its secrets with the core's
     * {@link UrlSecrets}; else a URL built from host, port and database.
     */
    private UrlSecrets url(ConnectionSpec spec) {
        if (spec.url().isPresent()) {
            UrlSecrets user = UrlSecrets.split(spec.url().get(), false);
            if (!user.url().startsWith(SCHEME)) {
                throw new UsageException("--url " + user.url() + " is not a URL for target mariadb-example; it must start with " + SCHEME);
            }
            return user;
        }
        String host = spec.socket().isPresent() ? "localhost" : spec.host();
        int port = spec.port() == 0 ? defaultPort() : spec.port();
        String db = URLEncoder.encode(spec.database(), StandardCharsets.UTF_8).replace("+", "%20");
        return new UrlSecrets(SCHEME + "//" + host + ":" + port + "/" + db, Map.of(), Set.of());
    }

    @Override
    public Properties driverProperties(ConnectionSpec spec, PsMode psMode) {
        return MariaDbProperties.of(spec, psMode, url(spec));
    }

    /**
     * Calls the driver directly instead of {@link java.sql.DriverManager}: this class lives in the plugin
     * jar's own class loader, and DriverManager hands out only drivers visible to the application's.
     */
    @Override
    public Connection connect(ConnectionSpec spec, PsMode psMode) throws SQLException {
        Connection c = new org.mariadb.jdbc.Driver().connect(jdbcUrl(spec), driverProperties(spec, psMode));
        if (c == null) {
            throw new SQLException("MariaDB Connector/J refused the URL " + jdbcUrl(spec), "08001");
        }
        return c;
    }

    @Override
    public Dialect dialect() {
        return dialect;
    }

    @Override
    public Set<String> defaultIgnoredErrors() {
        return IGNORED;
    }

    /**
     * The core's {@link ConnectionErrors} knows the standard signs (SQLSTATE class 08, a socket error
     * among the causes, the JDBC connection exception types); the vendor codes are this target's.
     */
    @Override
    public boolean isConnectionLost(SQLException e) {
        return ConnectionErrors.lost(e, s -> LOST.contains(s.getErrorCode()));
    }

    @Override
    public ServerInfo describe(Connection connection) throws SQLException {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT VERSION()")) {
            rs.next();
            String version = rs.getString(1);
            return new ServerInfo(version.contains("MariaDB") ? "MariaDB" : "MySQL", version, settings(connection));
        }
    }

    @Override
    public Map<String, String> settings(Connection connection) {
        return MariaDbSettings.read(connection);
    }

    @Override
    public OptionalLong maxConnections(Connection connection) {
        return MariaDbSettings.maxConnections(connection);
    }

    /** One line per limit a run of {@code threads} workers would exceed, naming the setting to change. */
    @Override
    public List<String> preflight(Connection connection, int threads, PsMode psMode) {
        OptionalLong max = maxConnections(connection);
        long needed = threads + 2L;
        if (max.isPresent() && needed > max.getAsLong()) {
            return List.of("max_connections is " + max.getAsLong() + " but " + threads + " threads need " + needed
                    + ": SET GLOBAL max_connections = " + needed);
        }
        return List.of();
    }

    /** The driver counts its limits in milliseconds (see {@link MariaDbProperties}). */
    @Override
    public Map<String, ChronoUnit> driverTimeoutUnits() {
        return Map.of("connectTimeout", ChronoUnit.MILLIS, "socketTimeout", ChronoUnit.MILLIS);
    }

    @Override
    public Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new TreeMap<>(Target.super.manifest(spec, psMode));
        out.put("jdbc.driver", "MariaDB Connector/J " + org.mariadb.jdbc.util.VersionFactory.getInstance().getVersion());
        return out;
    }

    @Override
    public String instanceId(Connection connection) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT @@hostname, @@port")) {
            return rs.next() ? rs.getString(1) + ":" + rs.getString(2) : "";
        } catch (SQLException e) {
            return "";
        }
    }
}

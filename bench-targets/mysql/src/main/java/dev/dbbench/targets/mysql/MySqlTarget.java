package dev.dbbench.targets.mysql;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Target;
import dev.dbbench.sql.UrlSecrets;
import dev.dbbench.targets.mysql.wire.MySqlWireClient;
import dev.dbbench.wire.WireClient;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/**
 * MySQL 5.7/8.x and MariaDB through MySQL Connector/J.
 *
 * <p>Built to be extended: a MySQL-compatible plugin (Aurora MySQL through the AWS wrapper driver,
 * OceanBase in MySQL mode) subclasses this class, overrides {@link #id()}, {@link #description()}
 * and {@link #urlPrefix()}, and passes its own collaborators to the protected constructor for what
 * differs: driver properties, dialect, error codes, settings. Like every target it is stateless and
 * thread-safe; the collaborators must be too.
 */
public class MySqlTarget implements Target {
    private final MySqlDialect dialect;
    private final MySqlErrors errors;
    private final MySqlSettings settings;
    private final MySqlDriverProperties properties;
    private final WireClient wireClient;

    public MySqlTarget() {
        this(new MySqlDialect(), new MySqlErrors(), new MySqlSettings(), new MySqlDriverProperties());
    }

    protected MySqlTarget(MySqlDialect dialect, MySqlErrors errors, MySqlSettings settings,
            MySqlDriverProperties properties) {
        this.dialect = dialect;
        this.errors = errors;
        this.settings = settings;
        this.properties = properties;
        this.wireClient = new MySqlWireClient(properties.preferEncrypts());
    }

    @Override
    public String id() {
        return "mysql";
    }

    @Override
    public String description() {
        return "MySQL 5.7/8.x and MariaDB (MySQL Connector/J)";
    }

    @Override
    public int defaultPort() {
        return 3306;
    }

    /** The start of every URL this target builds; a user's {@code --url} must start with it up to the {@code //}. */
    protected String urlPrefix() {
        return "jdbc:mysql://";
    }

    @Override
    public String jdbcUrl(ConnectionSpec spec) {
        return url(spec).url();
    }

    /**
     * The URL split from its secrets. A user's URL wins over host, port and database; a built one
     * names {@code localhost} when a Unix socket is used, because the socket factory ignores the host.
     */
    protected UrlSecrets url(ConnectionSpec spec) {
        return UrlSecrets.forTarget(spec, urlPrefix(), defaultPort(), id(), false);
    }

    @Override
    public Properties driverProperties(ConnectionSpec spec, PsMode psMode) {
        return properties.build(spec, psMode, url(spec));
    }

    /** Connector/J's and MariaDB Connector/J's limits are in milliseconds (see {@link MySqlDriverProperties}). */
    @Override
    public Map<String, ChronoUnit> driverTimeoutUnits() {
        return Map.of("connectTimeout", ChronoUnit.MILLIS, "socketTimeout", ChronoUnit.MILLIS);
    }

    @Override
    public Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new TreeMap<>(Target.super.manifest(spec, psMode));
        out.put("jdbc.driver", properties.driverVersion());
        return out;
    }

    /** Connector/J's file transfer stays off except for prepare's own LOAD DATA; see {@link LocalInfileLoader}. */
    @Override
    public Connection connect(ConnectionSpec spec, PsMode psMode) throws SQLException {
        Connection c = Target.super.connect(spec, psMode);
        try {
            LocalInfileLoader.refuseFileRequests(c);
        } catch (SQLException | RuntimeException e) {
            try {
                c.close();
            } catch (SQLException closeFailure) {
                e.addSuppressed(closeFailure);
            }
            throw e;
        }
        return c;
    }

    @Override
    public Dialect dialect() {
        return dialect;
    }

    @Override
    public Set<String> defaultIgnoredErrors() {
        return errors.defaultIgnored();
    }

    @Override
    public String errorCodeForm() {
        return "an error number such as 1213 or a 5-character SQLSTATE such as HY000";
    }

    @Override
    public boolean isConnectionLost(SQLException e) {
        return errors.isConnectionLost(e);
    }

    /** Names the product from {@code VERSION()} and {@code @@version_comment}: MariaDB and Percona say so there. */
    @Override
    public ServerInfo describe(Connection connection) throws SQLException {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("SELECT VERSION(), @@version_comment")) {
            rs.next();
            String version = rs.getString(1);
            String comment = rs.getString(2) == null ? "" : rs.getString(2);
            return new ServerInfo(productName(version, comment), version, settings(connection));
        }
    }

    protected String productName(String version, String versionComment) {
        if (version.contains("MariaDB")) {
            return "MariaDB";
        }
        return versionComment.contains("Percona") ? "Percona Server for MySQL" : "MySQL";
    }

    @Override
    public Map<String, String> settings(Connection connection) {
        return settings.read(connection);
    }

    @Override
    public OptionalLong maxConnections(Connection connection) {
        return settings.longVariable(connection, "max_connections");
    }

    /** Without the workload's count, assumes one table of oltp_read_write per worker. */
    @Override
    public List<String> preflight(Connection connection, int threads, PsMode psMode) throws SQLException {
        return preflight(connection, threads, psMode, MySqlPreflight.DEFAULT_STATEMENTS_PER_WORKER);
    }

    @Override
    public List<String> preflight(Connection connection, int threads, PsMode psMode, int preparedStatementsPerWorker)
            throws SQLException {
        return new MySqlPreflight(connection).check(threads, psMode, preparedStatementsPerWorker);
    }

    /**
     * dbbench's own client of the protocol, for {@code --client wire}, with {@code --ssl-mode prefer} as the
     * JDBC driver runs it; stateless, so one serves every run. The plugins for compatible servers (MariaDB,
     * OceanBase) inherit it.
     */
    @Override
    public Optional<WireClient> wireClient() {
        return Optional.of(wireClient);
    }

    /** {@code @@hostname:@@port}: what changes when a failover moves the endpoint to another server. */
    @Override
    public String instanceId(Connection connection) {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("SELECT @@hostname, @@port")) {
            return rs.next() ? rs.getString(1) + ":" + rs.getString(2) : "";
        } catch (SQLException e) {
            return "";
        }
    }
}

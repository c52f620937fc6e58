package dev.dbbench.targets.postgresql;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Target;
import dev.dbbench.sql.UrlSecrets;
import dev.dbbench.targets.postgresql.wire.PostgresWireClient;
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
 * PostgreSQL through pgJDBC.
 *
 * <p>Built to be extended: Aurora PostgreSQL subclasses it, overrides {@link #id()},
 * {@link #description()} and {@link #urlPrefix()}, and passes its own collaborators to the protected
 * constructor for what differs. Stateless and thread-safe, as are the collaborators.
 */
public class PostgresTarget implements Target {
    private static final WireClient WIRE_CLIENT = new PostgresWireClient();
    private final PostgresDialect dialect;
    private final PostgresErrors errors;
    private final PostgresSettings settings;
    private final PostgresDriverProperties properties;

    public PostgresTarget() {
        this(new PostgresDialect(), new PostgresErrors(), new PostgresSettings(), new PostgresDriverProperties());
    }

    protected PostgresTarget(PostgresDialect dialect, PostgresErrors errors, PostgresSettings settings,
            PostgresDriverProperties properties) {
        this.dialect = dialect;
        this.errors = errors;
        this.settings = settings;
        this.properties = properties;
    }

    @Override
    public String id() {
        return "postgresql";
    }

    @Override
    public String description() {
        return "PostgreSQL (pgJDBC)";
    }

    @Override
    public int defaultPort() {
        return 5432;
    }

    @Override
    public String defaultUser() {
        return "postgres";
    }

    /** The start of every URL this target builds; a user's {@code --url} must start with it up to the {@code //}. */
    protected String urlPrefix() {
        return "jdbc:postgresql://";
    }

    @Override
    public String jdbcUrl(ConnectionSpec spec) {
        return url(spec).url();
    }

    /**
     * The URL split from its secrets. A user's URL wins over host, port and database; a built one names
     * {@code localhost} with a Unix socket, the host name junixsocket's factory answers for.
     */
    protected UrlSecrets url(ConnectionSpec spec) {
        return UrlSecrets.forTarget(spec, urlPrefix(), defaultPort(), id(), true);
    }

    protected int port(ConnectionSpec spec) {
        return spec.port() == 0 ? defaultPort() : spec.port();
    }

    @Override
    public Properties driverProperties(ConnectionSpec spec, PsMode psMode) {
        return properties.build(spec, psMode, url(spec), port(spec));
    }

    /** pgJDBC's limits are in whole seconds (see {@link PostgresDriverProperties}); aurora-postgresql records them so too. */
    @Override
    public Map<String, ChronoUnit> driverTimeoutUnits() {
        return Map.of("connectTimeout", ChronoUnit.SECONDS, "loginTimeout", ChronoUnit.SECONDS, "socketTimeout", ChronoUnit.SECONDS);
    }

    @Override
    public Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new TreeMap<>(Target.super.manifest(spec, psMode));
        out.put("jdbc.driver", properties.driverVersion());
        return out;
    }

    @Override
    public Dialect dialect() {
        return dialect;
    }

    @Override
    public Set<String> defaultIgnoredErrors() {
        return errors.defaultIgnored();
    }

    /** pgJDBC reports no vendor number; the SQLSTATE is PostgreSQL's own error code. */
    @Override
    public String errorCode(SQLException e) {
        return e.getSQLState() == null ? "unknown" : e.getSQLState();
    }

    /** A SQLSTATE only: a number such as MySQL's 1213 (a sysbench habit) is never one of PostgreSQL's codes. */
    @Override
    public boolean isErrorCode(String code) {
        return code.matches("[0-9A-Z]{5}");
    }

    @Override
    public String errorCodeForm() {
        return "a 5-character SQLSTATE such as 40P01";
    }

    @Override
    public boolean isConnectionLost(SQLException e) {
        return errors.isConnectionLost(e);
    }

    @Override
    public Map<String, String> settings(Connection connection) {
        return settings.read(connection);
    }

    @Override
    public OptionalLong maxConnections(Connection connection) {
        return settings.maxConnections(connection);
    }

    @Override
    public List<String> preflight(Connection connection, int threads, PsMode psMode) throws SQLException {
        return new PostgresPreflight(connection).check(threads);
    }

    /** dbbench's own client of the protocol, for {@code --client wire}; stateless, so one serves every run. */
    @Override
    public Optional<WireClient> wireClient() {
        return Optional.of(WIRE_CLIENT);
    }

    /**
     * Server address, port and postmaster start time: a failover to another server or a restart of the
     * same one both change it. Over a Unix socket the address reads {@code local}.
     */
    @Override
    public String instanceId(Connection connection) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT COALESCE(host(inet_server_addr()), 'local') || ':' || current_setting('port') || '@'"
                        + " || floor(extract(epoch FROM pg_postmaster_start_time()))::bigint")) {
            return rs.next() ? rs.getString(1) : "";
        } catch (SQLException e) {
            return "";
        }
    }
}

package dev.dbbench.targets.postgresql;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.DriverFacts;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.spi.target.UrlSecrets;
import dev.dbbench.wire.WatchedSocketFactory;
import java.nio.file.Path;
import java.sql.Driver;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * How PostgreSQL connects through pgJDBC: URL, driver properties and the connection. The properties are built in
 * steps that a plugin overrides one by one (the AWS wrapper adds its own plugins on top); a plugin for a wrapping
 * driver passes its id and URL prefix to the protected constructor.
 *
 * <p>Precedence, lowest first: the defaults chosen here; whatever the user's {@code --url} sets (our
 * default for that key is dropped, since pgJDBC lets URL parameters override properties anyway);
 * secrets taken out of that URL; the {@code --password}; the user's explicit driver properties.
 * Stateless and thread-safe.
 */
public class PostgresConnector implements Connector {
    private static final Driver DRIVER = new org.postgresql.Driver();
    private static final Map<String, ChronoUnit> TIMEOUT_UNITS = Map.of("connectTimeout", ChronoUnit.SECONDS, "loginTimeout",
            ChronoUnit.SECONDS, "socketTimeout", ChronoUnit.SECONDS);
    /** junixsocket's factory that takes the socket file as its constructor argument. */
    public static final String UNIX_SOCKET_FACTORY = "org.newsclub.net.unix.AFUNIXSocketFactory$FactoryArg";
    /** File name prefix of PostgreSQL's socket inside its socket directory; the port follows. */
    public static final String SOCKET_FILE_PREFIX = ".s.PGSQL.";
    private static final int DEFAULT_PORT = 5432;
    private final String targetId;
    private final String urlPrefix;

    public PostgresConnector() {
        this("postgresql", "jdbc:postgresql://");
    }

    /**
     * @param targetId  the id of the target, named when a user's {@code --url} is not for it
     * @param urlPrefix the start of every URL this connector builds; a user's {@code --url} must start with it up
     *                  to the {@code //}
     */
    protected PostgresConnector(String targetId, String urlPrefix) {
        this.targetId = targetId;
        this.urlPrefix = urlPrefix;
    }

    @Override
    public int defaultPort() {
        return DEFAULT_PORT;
    }

    @Override
    public String defaultUser() {
        return "postgres";
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
        return UrlSecrets.forTarget(spec, urlPrefix, DEFAULT_PORT, targetId, true);
    }

    @Override
    public Properties driverProperties(ConnectionSpec spec, PsMode psMode) {
        return build(spec, psMode, url(spec), spec.port() == 0 ? DEFAULT_PORT : spec.port());
    }

    /** pgJDBC; Aurora's connector returns the AWS wrapper. */
    @Override
    public Driver driver() {
        return DRIVER;
    }

    /** pgJDBC's limits are in whole seconds (see {@link #timeouts}); aurora-postgresql records them so too. */
    @Override
    public DriverFacts facts() {
        return () -> TIMEOUT_UNITS;
    }

    @Override
    public Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new TreeMap<>(Connector.super.manifest(spec, psMode));
        out.put("jdbc.driver", driverVersion());
        return out;
    }

    /** The properties for {@code spec}, {@code url} being its URL split from its secrets and {@code port} its port. */
    protected Properties build(ConnectionSpec spec, PsMode psMode, UrlSecrets url, int port) {
        Properties p = new Properties();
        if (!spec.user().isBlank()) {
            p.setProperty("user", spec.user());
        }
        timeouts(spec, p);
        tls(spec, p);
        spec.socket().ifPresentOrElse(socket -> unixSocket(socket, port, p), () -> tcpSocket(p));
        statements(psMode, p);
        session(p);
        url.overlay(p, spec);
        return p;
    }

    /**
     * pgJDBC counts in whole seconds, so partial seconds round up (0 stays "no limit").
     * {@code loginTimeout} bounds authentication and TLS set-up too, which {@code connectTimeout} does not.
     */
    protected void timeouts(ConnectionSpec spec, Properties p) {
        p.setProperty("connectTimeout", seconds(spec.connectTimeout()));
        p.setProperty("loginTimeout", seconds(spec.connectTimeout()));
        p.setProperty("socketTimeout", seconds(spec.socketTimeout()));
    }

    protected void tls(ConnectionSpec spec, Properties p) {
        p.setProperty("sslmode", sslMode(spec.sslMode()));
        spec.sslCa().ifPresent(ca -> p.setProperty("sslrootcert", ca.toString()));
    }

    protected String sslMode(SslMode mode) {
        return switch (mode) {
            case DISABLE -> "disable";
            case PREFER -> "prefer";
            case REQUIRE -> "require";
            case VERIFY_CA -> "verify-ca";
            case VERIFY_FULL -> "verify-full";
        };
    }

    /**
     * TCP through a socket that never leaves blocking mode and enforces both timeouts itself: with the
     * JDK's own socket, a connect or read timeout costs up to two extra system calls on every query (see
     * {@link WatchedSocketFactory}). A {@code socketFactory} the user gives still wins.
     */
    protected void tcpSocket(Properties p) {
        p.setProperty("socketFactory", WatchedSocketFactory.class.getName());
    }

    /** {@code --socket} names the socket directory, as libpq's host does, or the socket file itself. */
    protected void unixSocket(Path socket, int port, Properties p) {
        Path name = socket.getFileName();
        boolean isFile = name != null && name.toString().startsWith(SOCKET_FILE_PREFIX);
        p.setProperty("socketFactory", UNIX_SOCKET_FACTORY);
        p.setProperty("socketFactoryArg", isFile ? socket.toString() : socket.resolve(SOCKET_FILE_PREFIX + port).toString());
    }

    /**
     * {@code --ps-mode}: AUTO uses the extended protocol with named server-side statements from the
     * first execution (pgJDBC waits for the fifth by default), which is what sysbench's {@code auto}
     * does with PQprepare; DISABLE sends every statement as a simple-protocol query with inlined
     * values, as sysbench's {@code disable} does with PQexec.
     */
    protected void statements(PsMode psMode, Properties p) {
        if (psMode == PsMode.AUTO) {
            p.setProperty("preferQueryMode", "extended");
            p.setProperty("prepareThreshold", "1");
        } else {
            p.setProperty("preferQueryMode", "simple");
        }
        // Only executeBatch is affected: batched INSERTs become multi-row INSERTs when loading.
        p.setProperty("reWriteBatchedInserts", "true");
    }

    protected void session(Properties p) {
        // Lets a DBA tell benchmark sessions apart in pg_stat_activity.
        p.setProperty("ApplicationName", "dbbench");
    }

    /** Name and version of the driver found at run time, for the manifest. */
    public String driverVersion() {
        return dev.dbbench.sql.DriverVersion.of("PostgreSQL JDBC Driver", new org.postgresql.Driver(), "org.postgresql", "postgresql");
    }

    /** pgJDBC counts timeouts in whole seconds; a part of a second rounds up and 0 stays "no limit". */
    protected static String seconds(Duration d) {
        long s = d.getSeconds() + (d.getNano() > 0 ? 1 : 0);
        return Long.toString(Math.min(s, Integer.MAX_VALUE));
    }
}

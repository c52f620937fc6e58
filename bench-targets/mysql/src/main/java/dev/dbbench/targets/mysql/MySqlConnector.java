package dev.dbbench.targets.mysql;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.DriverFacts;
import dev.dbbench.spi.target.PeerTool;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.spi.target.UrlSecrets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;

/**
 * How the MySQL family connects through Connector/J: URL, driver properties and the connection. The properties
 * are built in steps that a plugin overrides one by one: the AWS wrapper adds its plugins, OceanBase's driver
 * names TLS and timeouts differently; a plugin for a compatible driver passes its id, URL prefix and port to the
 * protected constructor.
 *
 * <p>Precedence, lowest first: the defaults chosen here; whatever the user's {@code --url} sets (our
 * default for that key is dropped); secrets taken out of that URL; the {@code --password}; the
 * user's explicit driver properties. Stateless and thread-safe.
 */
public class MySqlConnector implements Connector {
    /** Connector/J's socket factory for Unix domain sockets, from junixsocket-mysql. */
    public static final String UNIX_SOCKET_FACTORY = "org.newsclub.net.mysql.AFUNIXDatabaseSocketFactoryCJ";
    private static final Driver DRIVER = connectorJ();
    /**
     * Connector/J's and MariaDB Connector/J's limits are in milliseconds (see {@link #timeouts}); sysbench, which users
     * compare MySQL-family results with, encrypts only when told: {@code --mysql-ssl=on}.
     */
    private static final DriverFacts FACTS = new DriverFacts() {
        @Override
        public Map<String, ChronoUnit> timeoutUnits() {
            return Map.of("connectTimeout", ChronoUnit.MILLIS, "socketTimeout", ChronoUnit.MILLIS);
        }

        @Override
        public Optional<PeerTool> clearTextPeer() {
            return Optional.of(new PeerTool("sysbench", "--mysql-ssl=on"));
        }
    };
    private final String targetId;
    private final String urlPrefix;
    private final int defaultPort;

    public MySqlConnector() {
        this("mysql", "jdbc:mysql://", 3306);
    }

    /**
     * @param targetId    the id of the target, named when a user's {@code --url} is not for it
     * @param urlPrefix   the start of every URL this connector builds; a user's {@code --url} must start with it up
     *                    to the {@code //}
     * @param defaultPort the port when the user gives none
     */
    protected MySqlConnector(String targetId, String urlPrefix, int defaultPort) {
        this.targetId = targetId;
        this.urlPrefix = urlPrefix;
        this.defaultPort = defaultPort;
    }

    @Override
    public int defaultPort() {
        return defaultPort;
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
        return UrlSecrets.forTarget(spec, urlPrefix, defaultPort, targetId, false);
    }

    @Override
    public Properties driverProperties(ConnectionSpec spec, PsMode psMode) {
        return build(spec, psMode, url(spec));
    }

    /** Connector/J's file transfer stays off except for prepare's own LOAD DATA; see {@link LocalInfileLoader}. */
    @Override
    public Connection connect(ConnectionSpec spec, PsMode psMode) throws SQLException {
        Connection c = Connector.super.connect(spec, psMode);
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

    /** Connector/J's driver, whose constructor declares an exception it never throws. */
    private static Driver connectorJ() {
        try {
            return new com.mysql.cj.jdbc.Driver();
        } catch (SQLException e) {
            throw new IllegalStateException("MySQL Connector/J cannot be loaded", e);
        }
    }

    /** MySQL Connector/J; a compatible server's connector returns its own driver. */
    @Override
    public Driver driver() {
        return DRIVER;
    }

    @Override
    public DriverFacts facts() {
        return FACTS;
    }

    @Override
    public Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new TreeMap<>(Connector.super.manifest(spec, psMode));
        out.put("jdbc.driver", driverVersion());
        return out;
    }

    /** The properties for {@code spec}, {@code url} being its URL split from its secrets. */
    protected Properties build(ConnectionSpec spec, PsMode psMode, UrlSecrets url) {
        Properties p = new Properties();
        if (!spec.user().isBlank()) {
            p.setProperty("user", spec.user());
        }
        timeouts(spec, p);
        tls(spec, p);
        spec.socket().ifPresentOrElse(socket -> unixSocket(socket, p), () -> tcpSocket(p));
        statements(psMode, p);
        session(p);
        url.overlay(p, spec);
        return p;
    }

    /** Connector/J counts both timeouts in milliseconds; 0 waits forever. */
    protected void timeouts(ConnectionSpec spec, Properties p) {
        p.setProperty("connectTimeout", millis(spec.connectTimeout()));
        p.setProperty("socketTimeout", millis(spec.socketTimeout()));
    }

    protected void tls(ConnectionSpec spec, Properties p) {
        p.setProperty("sslMode", sslMode(spec.sslMode()));
        if (spec.sslMode() == SslMode.DISABLE) {
            // MySQL 8's caching_sha2_password needs TLS or the server's RSA key for a first login; a user
            // who turned TLS off has accepted an unprotected link, so fetching the key costs nothing more.
            p.setProperty("allowPublicKeyRetrieval", "true");
        }
        spec.sslCa().ifPresent(ca -> trustStore(ca, p));
    }

    /**
     * Whether the driver encrypts under {@code --ssl-mode prefer} when the server offers TLS, as Connector/J's
     * PREFERRED does; the target's wire client does the same, so its two clients agree.
     */
    public boolean preferEncrypts() {
        return true;
    }

    protected String sslMode(SslMode mode) {
        return switch (mode) {
            case DISABLE -> "DISABLED";
            case PREFER -> "PREFERRED";
            case REQUIRE -> "REQUIRED";
            case VERIFY_CA -> "VERIFY_CA";
            case VERIFY_FULL -> "VERIFY_IDENTITY";
        };
    }

    /**
     * Connector/J reads CA certificates only from a key store, while users hold PEM files like the
     * mysql client's {@code --ssl-ca}; those are converted once into a PKCS#12 trust store.
     */
    protected void trustStore(Path ca, Properties p) {
        String name = ca.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".jks")) {
            p.setProperty("trustCertificateKeyStoreUrl", ca.toUri().toString());
            p.setProperty("trustCertificateKeyStoreType", "JKS");
        } else if (name.endsWith(".p12") || name.endsWith(".pfx")) {
            p.setProperty("trustCertificateKeyStoreUrl", ca.toUri().toString());
            p.setProperty("trustCertificateKeyStoreType", "PKCS12");
        } else {
            PemTrustStore store = PemTrustStore.of(ca);
            p.setProperty("trustCertificateKeyStoreUrl", store.path().toUri().toString());
            p.setProperty("trustCertificateKeyStoreType", PemTrustStore.TYPE);
            p.setProperty("trustCertificateKeyStorePassword", PemTrustStore.STORE_PASSWORD);
        }
    }

    /**
     * TCP through a socket that never leaves blocking mode and enforces both timeouts itself: with the
     * JDK's own socket, a connect or read timeout costs up to two extra system calls on every query (see
     * {@link dev.dbbench.wire.WatchedSocket}). A {@code socketFactory} the user gives still wins.
     */
    protected void tcpSocket(Properties p) {
        p.setProperty("socketFactory", WatchedConnectorJSocketFactory.class.getName());
    }

    protected void unixSocket(Path socket, Properties p) {
        p.setProperty("socketFactory", UNIX_SOCKET_FACTORY);
        p.setProperty("junixsocket.file", socket.toString());
    }

    /**
     * {@code --ps-mode}: AUTO prepares on the server (binary protocol, parse once) as sysbench's
     * {@code auto} does; DISABLE inlines parameters into text queries, as sysbench's {@code disable}.
     * The client-side statement cache is on in both, so re-preparing costs no extra round trip.
     */
    protected void statements(PsMode psMode, Properties p) {
        p.setProperty("useServerPrepStmts", Boolean.toString(psMode == PsMode.AUTO));
        p.setProperty("cachePrepStmts", "true");
        p.setProperty("prepStmtCacheSize", "250");
        p.setProperty("prepStmtCacheSqlLimit", "2048");
        // Only executeBatch is affected: batched INSERTs become multi-row INSERTs when loading.
        p.setProperty("rewriteBatchedStatements", "true");
    }

    protected void session(Properties p) {
        // Answer getAutoCommit/getTransactionIsolation from the protocol's status flags instead of a
        // round trip; a pool calls them on every borrow.
        p.setProperty("useLocalSessionState", "true");
        // Report changed rows like libmysqlclient, which sysbench uses to tell writes from "other".
        p.setProperty("useAffectedRows", "true");
        // Lets a DBA tell benchmark sessions apart in performance_schema.session_connect_attrs.
        p.setProperty("connectionAttributes", "program_name:dbbench");
        // Advertises local infile in the handshake, which prepare's LOAD DATA needs; the target turns the
        // driver's file transfer off again once connected (LocalInfileLoader.refuseFileRequests).
        p.setProperty("allowLoadLocalInfile", "true");
    }

    /** Name and version of the driver found at run time, for the manifest. */
    public String driverVersion() {
        try {
            return dev.dbbench.sql.DriverVersion.of("MySQL Connector/J", new com.mysql.cj.jdbc.Driver(), "com.mysql", "mysql-connector-j");
        } catch (java.sql.SQLException e) {
            return "MySQL Connector/J unknown";
        }
    }

    static String millis(Duration d) {
        return Long.toString(Math.min(d.toMillis(), Integer.MAX_VALUE));
    }
}

package org.example.dbbench.mariadb;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.DriverFacts;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.spi.target.UrlSecrets;
import java.sql.Driver;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * How the target reaches MariaDB: the URL, and every connection option dbbench offers (TLS, Unix socket,
 * timeouts, {@code --ps-mode}) mapped to a MariaDB Connector/J 4.x property. Stateless.
 */
final class MariaDbConnector implements Connector {
    private static final Driver DRIVER = new org.mariadb.jdbc.Driver();

    @Override
    public int defaultPort() {
        return 3306;
    }

    @Override
    public String jdbcUrl(ConnectionSpec spec) {
        return url(spec).url();
    }

    /** The user's {@code --url} split from its secrets (refused when not MariaDB's), else one built from the spec. */
    private UrlSecrets url(ConnectionSpec spec) {
        return UrlSecrets.forTarget(spec, "jdbc:mariadb://", defaultPort(), "mariadb-example", false);
    }

    /** Defaults first; {@link UrlSecrets#overlay} lays the user's URL, password and driver properties over them. */
    @Override
    public Properties driverProperties(ConnectionSpec spec, PsMode psMode) {
        Properties p = new Properties();
        if (!spec.user().isBlank()) {
            p.setProperty("user", spec.user());
        }
        p.setProperty("connectTimeout", millis(spec.connectTimeout()));
        p.setProperty("socketTimeout", millis(spec.socketTimeout()));
        p.setProperty("sslMode", sslMode(spec.sslMode()));
        spec.sslCa().ifPresent(ca -> p.setProperty("serverSslCert", ca.toString()));
        spec.socket().ifPresent(socket -> p.setProperty("localSocket", socket.toString()));
        // AUTO prepares on the server (binary protocol) as sysbench's --db-ps-mode=auto; DISABLE sends text.
        p.setProperty("useServerPrepStmts", Boolean.toString(psMode == PsMode.AUTO));
        p.setProperty("cachePrepStmts", "true");
        p.setProperty("useAffectedRows", "true"); // changed rows, as libmysqlclient reports them to sysbench
        url(spec).overlay(p, spec);
        return p;
    }

    /** Its own driver: {@link java.sql.DriverManager} cannot see a driver inside a plugin's jar. */
    @Override
    public Driver driver() {
        return DRIVER;
    }

    @Override
    public DriverFacts facts() { // the driver counts both limits in milliseconds
        return () -> Map.of("connectTimeout", ChronoUnit.MILLIS, "socketTimeout", ChronoUnit.MILLIS);
    }

    @Override
    public Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) { // as by default, and the driver's version
        Map<String, String> out = new TreeMap<>(Connector.super.manifest(spec, psMode));
        String version = org.mariadb.jdbc.util.VersionFactory.getInstance().getVersion();
        out.put("jdbc.driver", "MariaDB Connector/J " + version);
        return out;
    }

    /** The driver has no opportunistic TLS, so {@code prefer} connects without; {@code require} does not verify. */
    static String sslMode(SslMode mode) {
        return switch (mode) {
            case DISABLE, PREFER -> "disable";
            case REQUIRE -> "trust";
            case VERIFY_CA -> "verify-ca";
            case VERIFY_FULL -> "verify-full";
        };
    }

    private static String millis(Duration d) {
        return Long.toString(Math.min(d.toMillis(), Integer.MAX_VALUE));
    }
}

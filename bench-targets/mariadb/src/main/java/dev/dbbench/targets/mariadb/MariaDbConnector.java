package dev.dbbench.targets.mariadb;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.spi.target.UrlSecrets;
import dev.dbbench.sql.DriverVersion;
import dev.dbbench.targets.mysql.MySqlConnector;
import dev.dbbench.wire.WatchedSocketFactory;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Properties;

/**
 * How the mariadb target connects: MariaDB Connector/J 4.x ({@code org.mariadb.jdbc:mariadb-java-client}), its URL
 * syntax and its properties. The timeouts ({@code connectTimeout}, {@code socketTimeout}, both in ms) have
 * Connector/J's names and are inherited; TLS, Unix sockets, statement caching and the session set-up differ. The
 * driver ignores a name it does not know without a word, so {@code MariaDbConnectorTest} checks every name set
 * here against the driver's own parser. Stateless.
 */
public class MariaDbConnector extends MySqlConnector {
    private final Driver driver = new org.mariadb.jdbc.Driver();

    public MariaDbConnector() {
        super("mariadb", "jdbc:mariadb://", 3306);
    }

    /**
     * The driver takes everything between the host's {@code /} and the {@code ?} as the database name,
     * without percent-decoding, so a built URL carries the name as it is: encoded, {@code my db} would
     * become a database called {@code my%20db}. A {@code ?} cannot be written there at all.
     */
    @Override
    protected UrlSecrets url(ConnectionSpec spec) {
        if (spec.url().isPresent()) {
            return super.url(spec);
        }
        String database = spec.database() == null ? "" : spec.database();
        if (database.indexOf('?') >= 0) {
            throw new UsageException("--db " + database + " holds a '?', which MariaDB Connector/J cannot take in a"
                    + " URL; use --target mysql for this database");
        }
        UrlSecrets server = super.url(spec.withDatabase(""));
        return new UrlSecrets(server.url() + database, server.secrets(), server.parameters());
    }

    /**
     * This module's driver: a connection through {@link java.sql.DriverManager}, which offers the URL to each
     * registered driver in turn (bench-cli.jar holds four, plugins may add more), could be made by another driver than
     * the one whose version the manifest records.
     */
    @Override
    public Driver driver() {
        return driver;
    }

    /**
     * {@code sslMode} with the driver's values. {@code --ssl-ca} matters only to the verify modes, so
     * it is passed only there, and a {@code require} run does not look verified in the manifest.
     */
    @Override
    protected void tls(ConnectionSpec spec, Properties p) {
        SslMode mode = spec.sslMode();
        p.setProperty("sslMode", sslMode(mode));
        if (mode == SslMode.DISABLE || mode == SslMode.PREFER) {
            // Both run in clear text here; MySQL 8's caching_sha2_password then needs the server's RSA
            // key for a first login, and a link without TLS has nothing left to protect by refusing it.
            p.setProperty("allowPublicKeyRetrieval", "true");
        }
        if (mode == SslMode.VERIFY_CA || mode == SslMode.VERIFY_FULL) {
            spec.sslCa().ifPresent(ca -> trustAnchor(ca, p));
        }
    }

    /** {@code prefer} runs in clear text here: see {@link #sslMode}. */
    @Override
    public boolean preferEncrypts() {
        return false;
    }

    /**
     * The driver has no opportunistic TLS (try, else clear text), so {@code prefer} must pick one side.
     * It picks clear text: that is sysbench's default, and unlike {@code trust} it still reaches a server
     * without TLS, as {@code prefer} promises. {@code require} encrypts without checking the certificate
     * ({@code trust}).
     */
    @Override
    protected String sslMode(SslMode mode) {
        return switch (mode) {
            case DISABLE, PREFER -> "disable";
            case REQUIRE -> "trust";
            case VERIFY_CA -> "verify-ca";
            case VERIFY_FULL -> "verify-full";
        };
    }

    /**
     * The driver reads a PEM or DER certificate straight from {@code serverSslCert}, so unlike
     * Connector/J it needs no trust store made from it; a key store the user already has is passed as one.
     */
    private static void trustAnchor(Path ca, Properties p) {
        String name = ca.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".jks")) {
            p.setProperty("trustStore", ca.toString());
            p.setProperty("trustStoreType", "JKS");
        } else if (name.endsWith(".p12") || name.endsWith(".pfx")) {
            p.setProperty("trustStore", ca.toString());
            p.setProperty("trustStoreType", "PKCS12");
        } else {
            p.setProperty("serverSslCert", ca.toString());
        }
    }

    /** The driver opens the socket itself ({@code localSocket}, through JNA); no socket factory is involved. */
    /** MariaDB Connector/J takes a {@code javax.net.SocketFactory} class name, unlike MySQL Connector/J. */
    @Override
    protected void tcpSocket(Properties p) {
        p.setProperty("socketFactory", WatchedSocketFactory.class.getName());
    }

    @Override
    protected void unixSocket(Path socket, Properties p) {
        p.setProperty("localSocket", socket.toString());
    }

    /**
     * {@code --ps-mode} as for Connector/J: AUTO prepares on the server, DISABLE sends text queries,
     * with the same 250 cached statements. Left out on purpose: Connector/J's
     * {@code prepStmtCacheSqlLimit}, which 3.x does not have (it caches statements of any length), and
     * {@code rewriteBatchedStatements}, which dbbench has no use for: loads send multi-row INSERTs they
     * build themselves, batched INSERTs already go to a MariaDB server as one bulk command by
     * default ({@code useBulkStmtsForInserts}), and in 3.5 the option also opens every session to multi-statement
     * queries.
     */
    @Override
    protected void statements(PsMode psMode, Properties p) {
        p.setProperty("useServerPrepStmts", Boolean.toString(psMode == PsMode.AUTO));
        p.setProperty("cachePrepStmts", "true");
        p.setProperty("prepStmtCacheSize", "250");
    }

    /**
     * Connector/J's session properties where 3.x has them under the same name and meaning. Local infile
     * is the exception: prepare's {@code LOAD DATA LOCAL} goes through Connector/J's API only and loads
     * with INSERTs on this driver, which allows file requests unless told otherwise, so it is told.
     */
    @Override
    protected void session(Properties p) {
        // Answers getTransactionIsolation from the driver's own record (auto-commit always is).
        p.setProperty("useLocalSessionState", "true");
        // Report changed rows like libmysqlclient, which sysbench uses to tell writes from "other".
        p.setProperty("useAffectedRows", "true");
        p.setProperty("connectionAttributes", "program_name:dbbench");
        p.setProperty("allowLocalInfile", "false");
    }

    /** Name and version of the driver found at run time, for the manifest. */
    @Override
    public String driverVersion() {
        return DriverVersion.of("MariaDB Connector/J", new org.mariadb.jdbc.Driver(), "org.mariadb.jdbc", "mariadb-java-client");
    }
}

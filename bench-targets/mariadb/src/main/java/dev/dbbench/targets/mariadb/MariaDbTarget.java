package dev.dbbench.targets.mariadb;

import dev.dbbench.config.UsageException;
import dev.dbbench.spi.ConnectionSpec;
import dev.dbbench.spi.PsMode;
import dev.dbbench.sql.UrlSecrets;
import dev.dbbench.targets.mysql.MySqlDialect;
import dev.dbbench.targets.mysql.MySqlErrors;
import dev.dbbench.targets.mysql.MySqlSettings;
import dev.dbbench.targets.mysql.MySqlTarget;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;

/**
 * MariaDB and MySQL through MariaDB Connector/J 4.x ({@code jdbc:mariadb://}): the same servers as the
 * mysql target with a driver that spends less client CPU per query, and that on MariaDB 10.6+ does not
 * have the server resend column metadata on every prepared execute. Only the driver differs from the
 * mysql target: its property names ({@link MariaDbDriverProperties}), its exception types
 * ({@link MariaDbErrors}), and its URL syntax. The manifest's {@code jdbc.driver} names the driver,
 * so results of the two targets are not mistaken for each other. Stateless and thread-safe.
 */
public class MariaDbTarget extends MySqlTarget {
    private final Driver driver = new org.mariadb.jdbc.Driver();

    public MariaDbTarget() {
        super(new MySqlDialect(), new MariaDbErrors(), new MySqlSettings(), new MariaDbDriverProperties());
    }

    @Override
    public String id() {
        return "mariadb";
    }

    @Override
    public String description() {
        return "MariaDB and MySQL (MariaDB Connector/J 4.x: lower client CPU per query than Connector/J)";
    }

    /**
     * A broken socket is one of the driver's own errors (no server number, SQLSTATE 08000): counted as
     * {@link MySqlErrors#LINK_LOST}, the code Connector/J and the wire client give it, so a killed connection has one
     * code whichever client ran.
     */
    @Override
    public String errorCode(SQLException e) {
        return e.getErrorCode() <= 0 && isConnectionLost(e) ? MySqlErrors.LINK_LOST : super.errorCode(e);
    }

    @Override
    protected String urlPrefix() {
        return "jdbc:mariadb://";
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
     * Calls this module's driver rather than {@link java.sql.DriverManager}, which offers the URL to each
     * registered driver in turn (bench-cli.jar holds four, plugins may add more): the connection is then
     * made by exactly the driver whose version the manifest records.
     */
    @Override
    public Connection connect(ConnectionSpec spec, PsMode psMode) throws SQLException {
        String url = jdbcUrl(spec);
        Connection c = driver.connect(url, driverProperties(spec, psMode));
        if (c == null) {
            throw new SQLException("MariaDB Connector/J does not accept the URL " + url, "08001");
        }
        return c;
    }
}

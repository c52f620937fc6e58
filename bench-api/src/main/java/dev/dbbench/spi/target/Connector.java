package dev.dbbench.spi.target;

import dev.dbbench.spi.PsMode;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * How a target reaches its server through JDBC: the URL, the driver properties, the driver and the connection
 * itself. Part of a {@link Target}; like it, stateless and thread-safe: {@link #connect} is called concurrently
 * when a step opens its connections.
 */
public interface Connector {

    /**
     * The TCP port used when the user gives none.
     *
     * @return a port from 1 to 65535
     */
    int defaultPort();

    /**
     * The login user used when the user gives none.
     *
     * @return {@code root} by default
     */
    default String defaultUser() {
        return "root";
    }

    /**
     * The JDBC URL for {@code spec}.
     *
     * @param spec where and how to connect
     * @return the URL, which never contains the password: it is shown and recorded
     * @throws dev.dbbench.spi.UsageException when the user's {@code --url} is not one this target's driver reads
     */
    String jdbcUrl(ConnectionSpec spec);

    /**
     * Driver properties for one connection, including user, password, TLS, socket and timeouts.
     *
     * @param spec   where and how to connect
     * @param psMode whether statements are prepared on the server
     * @return a new {@link Properties} on every call, which the caller may change
     */
    Properties driverProperties(ConnectionSpec spec, PsMode psMode);

    /**
     * The JDBC driver this target connects with: an instance of the driver class the target brings
     * ({@code new org.mariadb.jdbc.Driver()}). dbbench calls it directly: {@link java.sql.DriverManager} hands out only
     * drivers that the application's class loader sees, and a plugin's driver is inside the plugin's jar.
     *
     * @return the same driver on every call
     */
    Driver driver();

    /**
     * Opens one connection in auto-commit mode through {@link #driver()}. Called concurrently when a step opens its
     * connections; a target overrides it to set a connection up further, and then calls this default.
     *
     * @param spec   where and how to connect
     * @param psMode whether statements are prepared on the server
     * @return a new connection, which the caller closes
     * @throws SQLException when the server cannot be reached or refuses the login, or when the driver does not
     *                      accept {@link #jdbcUrl}
     */
    default Connection connect(ConnectionSpec spec, PsMode psMode) throws SQLException {
        String url = jdbcUrl(spec);
        Connection c = driver().connect(url, driverProperties(spec, psMode));
        if (c == null) {
            throw new SQLException(driver().getClass().getName() + " does not accept the URL " + url, "08001");
        }
        return c;
    }

    /**
     * What of the connection the result's manifest records: by default every driver property but the passwords, each
     * as {@code driver.<name>}. A target adds the driver's version as {@code jdbc.driver}.
     *
     * @param spec   where and how to connect
     * @param psMode whether statements are prepared on the server
     * @return the entries, never holding a password
     */
    default Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new TreeMap<>();
        driverProperties(spec, psMode).forEach((k, v) -> {
            String key = k.toString();
            if (!key.toLowerCase(Locale.ROOT).contains("password")) {
                out.put("driver." + key, v.toString());
            }
        });
        return out;
    }

    /**
     * What dbbench needs to know of the driver to show and compare a run: the units of its time limits and the
     * default encryption of the tool users compare with.
     *
     * @return the same object on every call; {@link DriverFacts#NONE} by default
     */
    default DriverFacts facts() {
        return DriverFacts.NONE;
    }
}

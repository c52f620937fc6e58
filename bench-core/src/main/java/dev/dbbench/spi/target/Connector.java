package dev.dbbench.spi.target;

import dev.dbbench.spi.PsMode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;

/**
 * How a target reaches its server through JDBC: the URL, the driver properties and the connection itself. Part of
 * a {@link Target}; like it, stateless and thread-safe.
 */
public interface Connector {

    /** The TCP port used when the user gives none. */
    int defaultPort();

    /** The login user used when the user gives none. */
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

    /**
     * The unit of each driver property that is a time limit, by the property's name as {@link #driverProperties} sets
     * it ({@code connectTimeout}): Connector/J counts milliseconds, pgJDBC seconds. {@code compare} and a sweep of
     * several targets show such a value with its unit ({@code 10000 ms} beside {@code 10 s}) and do not count two
     * equal limits as a difference. Units are {@code MILLIS}, {@code SECONDS}, {@code MINUTES} or {@code HOURS}; a
     * property left out (or in another unit) is shown and compared as recorded. None by default.
     */
    default Map<String, ChronoUnit> driverTimeoutUnits() {
        return Map.of();
    }

    /**
     * How the tool users compare this server's results with runs by default, when that is in clear text: for
     * MySQL-protocol servers {@code sysbench runs in clear text unless --mysql-ssl=on}. When dbbench's default
     * {@code --ssl-mode prefer} found TLS and encrypted, a run starts with a note that quotes it and names
     * {@code --ssl-mode disable} for a like-for-like comparison. Empty (the default) when that tool encrypts under
     * its defaults as dbbench does, as pgbench does through libpq's {@code prefer}.
     */
    default Optional<String> clearTextTool() {
        return Optional.empty();
    }

    /**
     * What of the connection the result's manifest records: by default every driver property but the passwords,
     * each as {@code driver.<name>}. A target adds the driver's version as {@code jdbc.driver}.
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
}

package dev.dbbench.capture.source;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/** Picks the source for a server from what its driver says it is. */
public final class Sources {
    private Sources() {
    }

    /**
     * The source for the server behind {@code c}, on its current database.
     *
     * @param serverLog PostgreSQL's log file, where the server cannot name it
     */
    public static Source of(Connection c, Changes.Reconnect reconnect, Optional<String> serverLog) throws SQLException {
        String product = c.getMetaData().getDatabaseProductName().toLowerCase(java.util.Locale.ROOT);
        if (product.contains("postgres")) {
            return new PostgresSource(c, reconnect, serverLog);
        }
        if (product.contains("mysql") || product.contains("mariadb")) {
            return new MysqlSource(c, reconnect, c.getCatalog());
        }
        throw new CaptureRefused("capture reads MySQL, MariaDB and PostgreSQL servers, not " + c.getMetaData().getDatabaseProductName());
    }

    /** Whether {@code "..."} is a string on the server behind {@code c} (MySQL, MariaDB) rather than a name. */
    public static boolean doubleQuotesString(Connection c) throws SQLException {
        return !c.getMetaData().getDatabaseProductName().toLowerCase(java.util.Locale.ROOT).contains("postgres");
    }
}

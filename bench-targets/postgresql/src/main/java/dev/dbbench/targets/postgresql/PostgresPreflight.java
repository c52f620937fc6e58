package dev.dbbench.targets.postgresql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * PostgreSQL's connection limit as a non-superuser sees it: {@code max_connections} minus the slots
 * reserved for superusers (and, from 16, for {@code pg_use_reserved_connections}), minus the sessions
 * already open. Used on the caller's thread with the caller's connection.
 */
public final class PostgresPreflight {
    /** Connections the harness keeps besides the workers (this check's own and a monitor). */
    public static final int HARNESS_CONNECTIONS = 2;

    private final Connection connection;

    public PostgresPreflight(Connection connection) {
        this.connection = connection;
    }

    public List<String> check(int threads) throws SQLException {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT current_setting('max_connections')::int,"
                        + " current_setting('superuser_reserved_connections')::int"
                        + " + COALESCE(current_setting('reserved_connections', true), '0')::int,"
                        + " (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend'),"
                        + " (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)")) {
            rs.next();
            long max = rs.getLong(1);
            long reserved = rs.getBoolean(4) ? 0 : rs.getLong(2);
            long inUse = rs.getLong(3);
            long needed = inUse + threads + HARNESS_CONNECTIONS;
            if (needed <= max - reserved) {
                return List.of();
            }
            return List.of("max_connections is " + max + " (" + reserved + " reserved) and " + inUse
                    + " connections are in use; " + threads + " threads need " + needed
                    + ": ALTER SYSTEM SET max_connections = " + (needed + reserved) + "; then restart PostgreSQL");
        }
    }
}

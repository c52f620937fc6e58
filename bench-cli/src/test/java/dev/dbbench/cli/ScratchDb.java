package dev.dbbench.cli;

import dev.dbbench.testing.TestServers.Kind;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * SQL for a test's own database on a shared MariaDB or PostgreSQL test server: creating it when
 * missing, and ending every session in it without touching any other test's sessions.
 */
public final class ScratchDb {

    private ScratchDb() {
    }

    /** Creates database {@code name} through {@code st} unless it exists. */
    public static void createIfMissing(Statement st, Kind kind, String name) throws SQLException {
        if (kind != Kind.POSTGRES) {
            st.execute("CREATE DATABASE IF NOT EXISTS " + name);
            return;
        }
        try (ResultSet rs = st.executeQuery("SELECT 1 FROM pg_database WHERE datname = '" + name + "'")) {
            if (rs.next()) {
                return;
            }
        }
        st.execute("CREATE DATABASE " + name);
    }

    /**
     * Ends every other session connected to database {@code name}, as an administrator would (MariaDB
     * {@code KILL}, PostgreSQL {@code pg_terminate_backend}); returns how many were ended.
     */
    public static int killAll(Statement st, Kind kind, String name) throws SQLException {
        if (kind == Kind.POSTGRES) {
            try (ResultSet rs = st.executeQuery("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = '"
                    + name + "' AND pid <> pg_backend_pid()")) {
                rs.next();
                return rs.getInt(1);
            }
        }
        List<Long> ids = new ArrayList<>();
        try (ResultSet rs = st.executeQuery("SELECT id FROM information_schema.processlist WHERE db = '" + name
                + "' AND id <> CONNECTION_ID()")) {
            while (rs.next()) {
                ids.add(rs.getLong(1));
            }
        }
        int killed = 0;
        for (long id : ids) {
            try {
                st.execute("KILL " + id);
                killed++;
            } catch (SQLException gone) {
                // The session ended between the listing and the kill.
            }
        }
        return killed;
    }
}

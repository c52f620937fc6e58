package dev.dbbench.workloads.sbtest;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** What {@code prepare} and the check before a run ask of a table: whether it is there, and how many rows it holds. */
public final class Tables {
    private Tables() {
    }

    public static boolean exists(Connection connection, String table) throws SQLException {
        try (ResultSet rs = connection.getMetaData().getTables(connection.getCatalog(), connection.getSchema(), table, null)) {
            return rs.next();
        }
    }

    /**
     * {@code COUNT(*)}: exact, though it scans the table once; MAX(id) would be instant but cannot see holes left by
     * deletes, which are what the check is for.
     */
    public static long count(Connection connection, String table) throws SQLException {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Runs one statement; a blank one (a dialect with nothing to do) is skipped. */
    public static void execute(Connection connection, String sql) throws SQLException {
        if (sql.isBlank()) {
            return;
        }
        try (Statement st = connection.createStatement()) {
            st.execute(sql);
        }
    }
}

package dev.dbbench.workloads.sbtest;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** What {@code prepare} and the check before a run do with a table: see whether it is there, count its rows, load it. */
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

    /** Work on a connection that returns a count, such as the rows one chunk of a load wrote. */
    @FunctionalInterface
    public interface Counted {
        long run() throws SQLException;
    }

    /**
     * Runs {@code work} as one transaction on {@code connection}, which is in auto-commit mode before and after: commits
     * it, or rolls it back and rethrows when it fails. A chunk of a load is one transaction: one commit (and one log
     * flush) per chunk instead of one per multi-row statement.
     */
    public static long inTransaction(Connection connection, Counted work) throws SQLException {
        connection.setAutoCommit(false);
        try {
            long n = work.run();
            connection.commit();
            connection.setAutoCommit(true);
            return n;
        } catch (SQLException | RuntimeException e) {
            try {
                connection.rollback();
            } catch (SQLException rollbackFailure) {
                e.addSuppressed(rollbackFailure);
            }
            throw e;
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

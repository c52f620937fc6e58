package dev.dbbench.targets.mysql;

import com.mysql.cj.conf.PropertyKey;
import com.mysql.cj.conf.RuntimeProperty;
import com.mysql.cj.jdbc.JdbcConnection;
import com.mysql.cj.jdbc.JdbcStatement;
import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.sql.MultiRowInsertLoader;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.List;
import java.util.Set;

/**
 * Loads rows with one {@code LOAD DATA LOCAL INFILE} per call, the rows streamed from memory through
 * Connector/J's {@link JdbcStatement#setLocalInfileInputStream}: the server parses no SQL and the
 * client encodes each value once, straight into bytes, where multi-row INSERTs build, copy and
 * re-encode a string.
 *
 * <p>Falls back to another loader for the rest of this loader's life when the server refuses local
 * infile ({@code local_infile=OFF}, MySQL 8's default) or the connection is not Connector/J's
 * (OceanBase's driver, a wrapper that hides it), and tells its {@link LoadReport} which way it loads and,
 * after a refusal, how to allow the faster one. A refusal comes before the server asks for the file, so
 * no row has been read from the source nor stored, and the fallback loads them all in the caller's
 * transaction. One instance serves every loader thread; the decision is shared.
 */
public final class LocalInfileLoader implements BulkLoader {
    /**
     * Refusals of local infile: 1148 from MySQL before 8.0.19 and older MariaDB, 3948 from later MySQL,
     * 4166 from MariaDB 10.5 and later. (2068 is libmysqlclient's own refusal; Connector/J has none.)
     */
    static final Set<Integer> REFUSED = Set.of(1148, 3948, 4166);
    static final String METHOD = "LOAD DATA LOCAL INFILE";
    static final String FALLBACK_METHOD = MultiRowInsertLoader.METHOD;
    /** Why the INSERTs load after a refusal, and the fix: one line, as the user sees it. */
    static final String REFUSED_WHY = "the server refuses LOAD DATA LOCAL INFILE (local_infile=OFF, MySQL 8's default), the faster way;"
            + " run SET GLOBAL local_infile=ON on the server (as an admin) to load with it";
    /**
     * The file's format, {@link InfileRow}'s, spelt out: the defaults would do only while the session's sql_mode lacks
     * NO_BACKSLASH_ESCAPES, under which the default escape character is none, so that every escaped tab, newline,
     * backslash and NUL would be stored as two characters. Hex literals read the same in every sql_mode, where
     * {@code '\\t'} would not.
     */
    static final String FORMAT = "FIELDS TERMINATED BY X'09' ESCAPED BY X'5C' LINES TERMINATED BY X'0A'";
    private final BulkLoader fallback;
    private final LoadReport report;
    private volatile boolean useFallback;

    public LocalInfileLoader(BulkLoader fallback) {
        this(fallback, LoadReport.IGNORED);
    }

    public LocalInfileLoader(BulkLoader fallback, LoadReport report) {
        this.fallback = fallback;
        this.report = report;
    }

    /** Whether a refusal or a foreign driver has made this loader hand every call to its fallback. */
    boolean fallingBack() {
        return useFallback;
    }

    @Override
    public long load(Connection connection, String quotedTable, List<String> columns, RowSource rows) throws SQLException {
        if (useFallback || !connection.isWrapperFor(JdbcConnection.class)) {
            return fallBack(connection, quotedTable, columns, rows, "");
        }
        String sql = "LOAD DATA LOCAL INFILE 'dbbench' INTO TABLE " + quotedTable + " CHARACTER SET utf8mb4 " + FORMAT
                + " (" + String.join(", ", columns) + ")";
        InfileStream stream = new InfileStream(rows);
        long stored;
        try (Statement st = connection.createStatement()) {
            if (!st.isWrapperFor(JdbcStatement.class)) {
                return fallBack(connection, quotedTable, columns, rows, "");
            }
            try {
                stored = execute(connection, st, sql, stream);
            } catch (SQLException e) {
                if (stream.rowsPulled() == 0 && REFUSED.contains(e.getErrorCode())) {
                    return fallBack(connection, quotedTable, columns, rows, REFUSED_WHY);
                }
                throw e;
            }
            checkAllStored(st, quotedTable, stream.rowsPulled(), stored);
        }
        report.loadsBy(METHOD, "");
        return stored;
    }

    private long fallBack(Connection connection, String quotedTable, List<String> columns, RowSource rows, String why)
            throws SQLException {
        // A refusal is the reason every later call falls back too, so the first report is the one with the why.
        if (!useFallback || !why.isEmpty()) {
            report.loadsBy(FALLBACK_METHOD, why);
        }
        useFallback = true;
        return fallback.load(connection, quotedTable, columns, rows);
    }

    /**
     * Enables the driver's file transfer only for this statement, whose stream it then sends whatever
     * file name the server asks for (see {@link #refuseFileRequests}).
     */
    private static long execute(Connection connection, Statement st, String sql, InfileStream stream) throws SQLException {
        JdbcStatement js = st.unwrap(JdbcStatement.class);
        RuntimeProperty<Boolean> allowed = allowProperty(connection);
        boolean before = allowed.getValue();
        allowed.setValue(true);
        js.setLocalInfileInputStream(stream);
        try {
            // executeUpdate, not executeLargeUpdate: wrappers such as the AWS JDBC Wrapper do not
            // implement the latter, and one call loads at most one commit's worth of rows.
            return st.executeUpdate(sql);
        } finally {
            js.setLocalInfileInputStream(null);
            allowed.setValue(before);
        }
    }

    /**
     * With LOCAL the server cannot stop the client mid-file, so it skips duplicate keys and stores bad
     * values with a warning instead of failing; either would break the dataset silently.
     */
    private static void checkAllStored(Statement st, String table, long sent, long stored) throws SQLException {
        if (stored != sent) {
            throw new SQLException("LOAD DATA stored " + stored + " of " + sent + " rows in " + table
                    + " (the server skips duplicate keys with LOCAL); drop the table with cleanup and prepare again");
        }
        SQLWarning warning = st.getWarnings();
        if (warning != null) {
            throw new SQLException("LOAD DATA changed values while loading " + table + ": " + warning.getMessage(),
                    warning.getSQLState(), warning.getErrorCode());
        }
    }

    /**
     * Turns the driver's file transfer off again after the handshake. The connection properties turn it
     * on so that the client advertises the capability; left on, a hostile server could ask for any file
     * the client can read in reply to any statement. Connections of other drivers are left alone.
     */
    static void refuseFileRequests(Connection connection) throws SQLException {
        if (connection.isWrapperFor(JdbcConnection.class)) {
            allowProperty(connection).setValue(false);
        }
    }

    private static RuntimeProperty<Boolean> allowProperty(Connection connection) throws SQLException {
        return connection.unwrap(JdbcConnection.class).getPropertySet().getBooleanProperty(PropertyKey.allowLoadLocalInfile);
    }
}

package dev.dbbench.spi.target;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a query whose rows are name/value pairs, such as {@code SHOW GLOBAL VARIABLES}: what a target's settings
 * table is made of. Fails soft, as a target's settings must: a query the server refuses (privileges, an old server)
 * adds nothing, and is no error.
 */
public final class ServerVariables {
    private ServerVariables() {
    }

    /**
     * The pairs {@code sql} returns, by name, a NULL value as empty: what was read before the server refused it, if
     * it did. Never throws {@link SQLException}.
     *
     * @param connection an open connection, not closed by this method
     * @param sql        a query whose first two columns are name and value
     * @return a new sorted map, the caller's to change; empty when the server refused the query
     */
    public static Map<String, String> read(Connection connection, String sql) {
        Map<String, String> out = new TreeMap<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getString(2) == null ? "" : rs.getString(2));
            }
        } catch (SQLException e) {
            // Fail soft by contract: the caller records what the server was willing to tell.
        }
        return out;
    }
}

package dev.dbbench.capture.source;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/** Small JDBC helpers for the sources. */
final class Sql {
    private Sql() {
    }

    static Optional<String> one(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                ps.setObject(i + 1, args[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.ofNullable(rs.getString(1)) : Optional.empty();
            }
        }
    }

    static boolean works(Connection c, String sql) {
        try (var s = c.createStatement(); var rs = s.executeQuery(sql)) {
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    /** A string as an SQL literal, for SET statements that take no placeholders. */
    static String literal(String value) {
        return "'" + value.replace("\\", "\\\\").replace("'", "''") + "'";
    }
}

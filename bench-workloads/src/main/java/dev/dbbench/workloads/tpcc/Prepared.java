package dev.dbbench.workloads.tpcc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * One worker's prepared statements, created on its connection and closed together. Statements are
 * prepared as the connection's {@code --ps-mode} settings say (on the server or in the driver).
 */
final class Prepared implements AutoCloseable {
    final Connection connection;
    final SqlFamily family;
    private final List<PreparedStatement> all = new ArrayList<>();

    Prepared(Connection connection, SqlFamily family) {
        this.connection = connection;
        this.family = family;
    }

    PreparedStatement sql(String sql) throws SQLException {
        PreparedStatement ps = connection.prepareStatement(sql);
        all.add(ps);
        return ps;
    }

    /** The call of stored procedure {@code name} with {@code parameters} parameters, in the family's form. */
    PreparedStatement call(String name, int parameters) throws SQLException {
        StringBuilder sql = new StringBuilder(family == SqlFamily.MYSQL ? "CALL " : "SELECT * FROM ").append(name).append('(');
        for (int i = 0; i < parameters; i++) {
            sql.append(i == 0 ? "?" : ", ?");
        }
        return sql(sql.append(')').toString());
    }

    /** {@code "?, ?, ?"} with {@code n} marks. */
    static String marks(int n, String mark) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            s.append(i == 0 ? "" : ", ").append(mark);
        }
        return s.toString();
    }

    /** How many statements are prepared. */
    int count() {
        return all.size();
    }

    @Override
    public void close() throws SQLException {
        SQLException first = null;
        for (PreparedStatement ps : all) {
            try {
                ps.close();
            } catch (SQLException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        all.clear();
        if (first != null) {
            throw first;
        }
    }
}

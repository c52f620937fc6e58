package dev.dbbench.targets.mysql;

import dev.dbbench.spi.ServerCounters;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * MySQL's and MariaDB's counts of COMMIT and ROLLBACK statements ({@code Com_commit}, {@code Com_rollback}). They are
 * global status, so they count every session on the server, the benchmark's and any other; the reports say so.
 * Statements a stored procedure runs count too. Stateless.
 */
final class MySqlTransactionCounters implements ServerCounters {
    private static final List<String> NAMES = List.of("Com_commit", "Com_rollback");

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public long[] read(Connection connection) throws SQLException {
        long[] values = new long[NAMES.size()];
        int found = 0;
        try (Statement st = connection.createStatement();
             ResultSet rs = st.executeQuery("SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_commit', 'Com_rollback')")) {
            while (rs.next()) {
                int i = NAMES.indexOf(rs.getString(1));
                if (i >= 0) {
                    values[i] = Long.parseLong(rs.getString(2));
                    found++;
                }
            }
        }
        if (found != NAMES.size()) {
            throw new SQLException("the server's global status has no Com_commit and Com_rollback");
        }
        return values;
    }

    @Override
    public String scope() {
        return "global: every session on the server";
    }
}

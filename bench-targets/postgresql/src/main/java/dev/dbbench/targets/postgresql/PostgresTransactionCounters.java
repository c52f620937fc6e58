package dev.dbbench.targets.postgresql;

import dev.dbbench.spi.ServerCounters;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * PostgreSQL's transactions committed and rolled back in the benchmark's database ({@code pg_stat_database}'s
 * {@code xact_commit} and {@code xact_rollback}). A session publishes its counts when it goes idle, at most once a
 * second, so a window's count is off by up to a second of work at each edge. Stateless.
 */
final class PostgresTransactionCounters implements ServerCounters {
    private static final List<String> NAMES = List.of("xact_commit", "xact_rollback");

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public long[] read(Connection connection) throws SQLException {
        // A fresh snapshot each time: the statistics are otherwise cached for the rest of the transaction.
        try (Statement st = connection.createStatement();
             ResultSet rs = st.executeQuery("SELECT xact_commit, xact_rollback FROM pg_stat_database"
                     + " WHERE datname = current_database()")) {
            if (!rs.next()) {
                throw new SQLException("pg_stat_database has no row for this database");
            }
            return new long[] {rs.getLong(1), rs.getLong(2)};
        }
    }
}

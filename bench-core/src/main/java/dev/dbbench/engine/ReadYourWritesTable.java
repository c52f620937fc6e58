package dev.dbbench.engine;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The table of the read-your-writes check, one row per worker (see {@code engine.jdbc.ReadYourWrites}), made once per
 * step on the writer before any worker starts: workers making it at once would race each other on PostgreSQL.
 */
final class ReadYourWritesTable {
    static final String CREATE = "CREATE TABLE IF NOT EXISTS dbbench_ryw (id BIGINT NOT NULL PRIMARY KEY, seq BIGINT NOT NULL)";

    private ReadYourWritesTable() {
    }

    static void create(ConnectionFactory writer) throws SQLException {
        try (Connection c = writer.open(); Statement st = c.createStatement()) {
            st.execute(CREATE);
        }
    }
}

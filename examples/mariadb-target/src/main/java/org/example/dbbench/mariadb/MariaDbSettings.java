package org.example.dbbench.mariadb;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * The server settings recorded with every result and printed by {@code info}. The SPI requires this
 * to fail soft: a variable the server lacks is absent from the map, and a refused query (no privilege)
 * yields what could be read, never an exception. Stateless.
 */
final class MariaDbSettings {
    static final List<String> VARIABLES = List.of("version", "version_comment", "innodb_buffer_pool_size",
            "innodb_flush_log_at_trx_commit", "innodb_flush_method", "innodb_log_file_size", "innodb_io_capacity",
            "log_bin", "sync_binlog", "thread_handling", "thread_pool_size", "max_connections",
            "max_prepared_stmt_count", "tx_isolation", "transaction_isolation", "performance_schema");

    private MariaDbSettings() {
    }

    static Map<String, String> read(Connection connection) {
        Map<String, String> out = new TreeMap<>();
        String names = String.join("','", VARIABLES);
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("SHOW GLOBAL VARIABLES WHERE Variable_name IN ('" + names + "')")) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getString(2) == null ? "" : rs.getString(2));
            }
        } catch (SQLException e) {
            // Fail soft: report what was readable.
        }
        return out;
    }

    static OptionalLong maxConnections(Connection connection) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT @@max_connections")) {
            return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
        } catch (SQLException e) {
            return OptionalLong.empty();
        }
    }
}

package org.example.dbbench.mariadb;

import dev.dbbench.result.ServerInfo;
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
        readPairs(connection, "SHOW GLOBAL VARIABLES WHERE Variable_name IN ('" + String.join("','", VARIABLES) + "')", out);
        // Whether this session is encrypted: the result's manifest records it as tls.session.
        Map<String, String> tls = new TreeMap<>();
        readPairs(connection, "SHOW SESSION STATUS WHERE Variable_name IN ('Ssl_cipher','Ssl_version')", tls);
        if (!tls.isEmpty()) {
            String cipher = tls.getOrDefault("Ssl_cipher", "");
            out.put(ServerInfo.SESSION_TLS, cipher.isEmpty() ? "off" : (tls.getOrDefault("Ssl_version", "") + " " + cipher).trim());
        }
        return out;
    }

    /** A two-column SHOW into {@code out}; a refused query (no privilege) contributes nothing, as the SPI asks. */
    private static void readPairs(Connection connection, String sql, Map<String, String> out) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getString(2) == null ? "" : rs.getString(2));
            }
        } catch (SQLException e) {
            // Fail soft: report what was readable.
        }
    }

    static OptionalLong maxConnections(Connection connection) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT @@max_connections")) {
            return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
        } catch (SQLException e) {
            return OptionalLong.empty();
        }
    }
}

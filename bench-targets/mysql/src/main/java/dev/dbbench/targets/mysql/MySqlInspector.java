package dev.dbbench.targets.mysql;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.ServerCounters;
import dev.dbbench.spi.target.PreflightRequest;
import dev.dbbench.spi.target.ServerInspector;
import dev.dbbench.spi.target.ServerVariables;
import dev.dbbench.sql.Identifiers;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/**
 * Reads a MySQL-family server: the product, the settings that explain results plus the TLS state of the session,
 * the limits of {@link MySqlPreflight}, and the instance that answers. Fails soft: a variable the server lacks is
 * absent, a query the server refuses leaves its part of the table empty. A compatible server with other variables
 * overrides {@link #variables()}. Stateless.
 */
public class MySqlInspector implements ServerInspector {
    /** Key for how this very session is encrypted: {@code TLSv1.3 TLS_AES_256_GCM_SHA384}, or {@code off}. */
    public static final String SESSION_TLS = ServerInfo.SESSION_TLS;
    private static final ServerCounters TRANSACTION_COUNTERS = new MySqlTransactionCounters();

    /** UTC on the server's side, so that no session time zone (or its daylight saving change) moves it. */
    @Override
    public String clockQuery() {
        return "SELECT TIMESTAMPDIFF(MICROSECOND, '1970-01-01 00:00:00', UTC_TIMESTAMP(6)) DIV 1000";
    }

    /** The server's transactions ended: MySQL and MariaDB: {@code Com_commit} and {@code Com_rollback}, global. */
    @Override
    public Optional<ServerCounters> transactionCounters() {
        return Optional.of(TRANSACTION_COUNTERS);
    }

    /** Names the product from {@code VERSION()} and {@code @@version_comment}: MariaDB and Percona say so there. */
    @Override
    public ServerInfo describe(Connection connection) throws SQLException {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("SELECT VERSION(), @@version_comment")) {
            rs.next();
            String version = rs.getString(1);
            String comment = rs.getString(2) == null ? "" : rs.getString(2);
            return new ServerInfo(productName(version, comment), version, settings(connection));
        }
    }

    protected String productName(String version, String versionComment) {
        if (version.contains("MariaDB")) {
            return "MariaDB";
        }
        return versionComment.contains("Percona") ? "Percona Server for MySQL" : "MySQL";
    }

    @Override
    public OptionalLong maxConnections(Connection connection) {
        return longVariable(connection, "max_connections");
    }

    @Override
    public List<String> preflight(Connection connection, PreflightRequest request) {
        return new MySqlPreflight(connection).check(request.threads(), request.psMode(), request.preparedStatementsPerWorker());
    }

    /** {@code @@hostname:@@port}: what changes when a failover moves the endpoint to another server. */
    @Override
    public String instanceId(Connection connection) {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("SELECT @@hostname, @@port")) {
            return rs.next() ? rs.getString(1) + ":" + rs.getString(2) : "";
        } catch (SQLException e) {
            return "";
        }
    }

    /**
     * Global variables to record. Both spellings of renamed ones are asked for (MariaDB and MySQL
     * before 8.0.26 say {@code master}, newer MySQL says {@code source}); the server answers for one.
     */
    protected List<String> variables() {
        return List.of("version", "version_comment", "have_ssl",
                "innodb_buffer_pool_size", "innodb_doublewrite", "innodb_flush_log_at_trx_commit",
                "innodb_flush_method", "innodb_io_capacity", "innodb_read_io_threads", "innodb_write_io_threads",
                "innodb_log_file_size", "innodb_redo_log_capacity", "innodb_adaptive_hash_index",
                "log_bin", "binlog_format", "sync_binlog", "performance_schema",
                "rpl_semi_sync_master_enabled", "rpl_semi_sync_master_timeout",
                "rpl_semi_sync_source_enabled", "rpl_semi_sync_source_timeout",
                "thread_handling", "thread_pool_size", "max_connections", "max_prepared_stmt_count",
                "transaction_isolation", "tx_isolation");
    }

    @Override
    public Map<String, String> settings(Connection connection) {
        String names = variables().stream().map(n -> "'" + Identifiers.name("variable", n) + "'")
                .collect(Collectors.joining(","));
        Map<String, String> out = ServerVariables.read(connection, "SHOW GLOBAL VARIABLES WHERE Variable_name IN (" + names + ")");
        // MariaDB before 11.1 knows only the old name; one key keeps MySQL and MariaDB results comparable.
        String old = out.remove("tx_isolation");
        if (old != null) {
            out.putIfAbsent("transaction_isolation", old);
        }
        Map<String, String> tls = ServerVariables.read(connection, "SHOW SESSION STATUS WHERE Variable_name IN ('Ssl_cipher','Ssl_version')");
        if (!tls.isEmpty()) {
            out.putAll(tls);
            String cipher = tls.getOrDefault("Ssl_cipher", "");
            out.put(SESSION_TLS, cipher.isEmpty() ? "off" : (tls.getOrDefault("Ssl_version", "") + " " + cipher).trim());
        }
        return out;
    }

    /** One global variable as a number; empty when the server lacks it or it is not a number. */
    public OptionalLong longVariable(Connection connection, String name) {
        Map<String, String> one = ServerVariables.read(connection,
                "SHOW GLOBAL VARIABLES WHERE Variable_name = '" + Identifiers.name("variable", name) + "'");
        try {
            return one.containsKey(name) ? OptionalLong.of(Long.parseLong(one.get(name).trim())) : OptionalLong.empty();
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}

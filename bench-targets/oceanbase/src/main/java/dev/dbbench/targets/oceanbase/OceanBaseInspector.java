package dev.dbbench.targets.oceanbase;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.ServerCounters;
import dev.dbbench.targets.mysql.MySqlInspector;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Reads an OceanBase server: edition and kernel version ({@link OceanBaseProduct}), the observer that serves the
 * session, and the settings that explain results: tenant system variables (read as MySQL's), the
 * cluster and tenant parameters, and the CPU and memory the tenant may use. Which views a user sees
 * depends on the product (seekdb, Community, Enterprise, Cloud) and on privileges, so each source is
 * tried in turn and whatever is not visible is simply absent. A parameter that differs between
 * servers shows every distinct value. Stateless.
 */
public class OceanBaseInspector extends MySqlInspector {
    /** Parameters that move sysbench numbers: memory split, CPU concurrency, logging and auditing cost. */
    static final List<String> PARAMETERS = List.of("cpu_count", "memory_limit", "memory_limit_percentage",
            "system_memory", "memstore_limit_percentage", "freeze_trigger_percentage",
            "writing_throttling_trigger_percentage", "cpu_quota_concurrency", "workers_per_cpu_quota",
            "net_thread_count", "sql_net_thread_count", "enable_sql_audit", "enable_perf_event",
            "enable_record_trace_log", "syslog_level", "enable_async_syslog", "enable_early_lock_release",
            "large_query_threshold", "large_query_worker_percentage", "trx_try_wait_lock_timeout",
            "ob_enable_batched_multi_statement", "_ob_enable_prepared_statement", "default_compress_func",
            "default_row_format", "micro_block_merge_verify_level", "builtin_db_data_verify_cycle",
            "log_disk_size", "datafile_size", "minor_compact_trigger", "major_compact_trigger",
            "enable_monotonic_weak_read", "_lcl_op_interval");
    /** Where parameters can be read, best first: every server's view, this server's, then the SHOW command. */
    private static final List<String> PARAMETER_SOURCES = List.of(
            "SELECT NAME AS name, VALUE AS value FROM oceanbase.GV$OB_PARAMETERS WHERE NAME IN (%s)",
            "SELECT NAME AS name, VALUE AS value FROM oceanbase.V$OB_PARAMETERS WHERE NAME IN (%s)",
            "SHOW PARAMETERS WHERE name IN (%s)");
    /** {@code session.tls} when neither the server nor the driver says whether the session is encrypted. */
    static final String UNREPORTED_TLS = "unknown (the server names no cipher)";
    /** The tenant's resource units (OceanBase 4.x user tenants), one row per unit. */
    private static final String UNITS = "SELECT MAX_CPU, MIN_CPU, MEMORY_SIZE, LOG_DISK_SIZE FROM oceanbase.GV$OB_UNITS";
    /** seekdb's single server: what it may use of the machine. */
    private static final String SERVER = "SELECT CPU_CAPACITY, CPU_ASSIGNED, MEMORY_LIMIT, LOG_DISK_CAPACITY FROM oceanbase.V$OB_SERVER_STAT";

    /** Names the edition and kernel version from {@code version_comment}; the MySQL version it mimics stays in the settings. */
    @Override
    public ServerInfo describe(Connection connection) throws SQLException {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("SELECT VERSION(), @@version_comment")) {
            rs.next();
            OceanBaseProduct p = OceanBaseProduct.of(rs.getString(2), rs.getString(1));
            return new ServerInfo(p.product(), p.version(), settings(connection));
        }
    }

    /**
     * The observer that serves the session, {@code ip:sql_port}: OceanBase leaves {@code @@hostname}
     * empty. Behind OBProxy it names the observer of this statement, which may differ from the next.
     */
    @Override
    public String instanceId(Connection connection) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT host_ip(), mysql_port()")) {
            return rs.next() ? rs.getString(1) + ":" + rs.getString(2) : "";
        } catch (SQLException e) {
            return super.instanceId(connection);
        }
    }

    @Override
    protected List<String> variables() {
        return List.of("version", "version_comment", "ob_query_timeout", "ob_trx_timeout", "ob_trx_idle_timeout",
                "ob_trx_lock_timeout", "transaction_isolation", "tx_isolation", "ob_enable_plan_cache",
                "ob_plan_cache_percentage", "ob_read_consistency", "ob_sql_work_area_percentage", "max_connections",
                "max_allowed_packet", "parallel_servers_target", "autocommit", "ob_compatibility_mode");
    }

    @Override
    public Map<String, String> settings(Connection connection) {
        Map<String, String> out = new TreeMap<>(super.settings(connection));
        out.putAll(parameters(connection));
        Optional<List<Map<String, String>>> units = rows(connection, UNITS);
        if (units.isPresent() && !units.get().isEmpty()) {
            out.put("tenant.units", Integer.toString(units.get().size()));
            out.putAll(merged(units.get(), "tenant.unit."));
        } else {
            rows(connection, SERVER).ifPresent(server -> out.putAll(merged(server, "server.")));
        }
        rows(connection, "SELECT @@session.ob_query_timeout AS ob_query_timeout")
                .ifPresent(r -> out.putAll(merged(r, "session.")));
        // An empty cipher is no proof of clear text: seekdb leaves it empty in encrypted sessions too.
        rows(connection, "SELECT SSL_CIPHER FROM oceanbase.V$OB_PROCESSLIST WHERE ID = CONNECTION_ID()")
                .filter(r -> r.size() == 1)
                .ifPresent(r -> out.put(SESSION_TLS, r.get(0).getOrDefault("ssl_cipher", "").isEmpty()
                        ? DriverTls.describe(connection).orElse(UNREPORTED_TLS) : r.get(0).get("ssl_cipher")));
        return out;
    }

    /** The first parameter source this user may read; empty when none is visible. */
    Map<String, String> parameters(Connection connection) {
        String names = PARAMETERS.stream().map(n -> "'" + n + "'").collect(Collectors.joining(","));
        for (String source : PARAMETER_SOURCES) {
            Optional<List<Map<String, String>>> found = rows(connection, String.format(source, names));
            if (found.isPresent() && !found.get().isEmpty()) {
                return byName(found.get());
            }
        }
        return Map.of();
    }

    /** Name/value rows, one per server, folded into one value per name. */
    static Map<String, String> byName(List<Map<String, String>> rows) {
        Map<String, Set<String>> values = new TreeMap<>();
        for (Map<String, String> row : rows) {
            if (row.containsKey("name") && row.containsKey("value")) {
                values.computeIfAbsent(row.get("name"), k -> new LinkedHashSet<>()).add(row.get("value"));
            }
        }
        Map<String, String> out = new TreeMap<>();
        values.forEach((name, v) -> out.put(name, String.join(", ", v)));
        return out;
    }

    /** Every column of {@code rows} under {@code prefix} + its lower-case label, distinct values joined. */
    static Map<String, String> merged(List<Map<String, String>> rows, String prefix) {
        Map<String, Set<String>> values = new TreeMap<>();
        rows.forEach(row -> row.forEach((k, v) -> values.computeIfAbsent(prefix + k, x -> new LinkedHashSet<>()).add(v)));
        Map<String, String> out = new TreeMap<>();
        values.forEach((k, v) -> out.put(k, String.join(", ", v)));
        return out;
    }

    /** All rows of {@code sql} keyed by lower-case column label; empty when the server refuses the query. */
    static Optional<List<Map<String, String>>> rows(Connection connection, String sql) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            int columns = rs.getMetaData().getColumnCount();
            List<Map<String, String>> out = new ArrayList<>();
            while (rs.next()) {
                Map<String, String> row = new LinkedHashMap<>();
                for (int i = 1; i <= columns; i++) {
                    String value = rs.getString(i);
                    row.put(rs.getMetaData().getColumnLabel(i).toLowerCase(Locale.ROOT), value == null ? "" : value);
                }
                out.add(row);
            }
            return Optional.of(out);
        } catch (SQLException e) {
            // Fail soft by contract: a view this user cannot see contributes nothing.
            return Optional.empty();
        }
    }

    /**
     * None: OceanBase's MySQL mode keeps no {@code Com_commit} in its global status, and seekdb has no system
     * statistics view a user can read, so TPM (server) is not reported for it.
     */
    @Override
    public Optional<ServerCounters> transactionCounters() {
        return Optional.empty();
    }
}

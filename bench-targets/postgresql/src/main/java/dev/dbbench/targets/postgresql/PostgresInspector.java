package dev.dbbench.targets.postgresql;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.ServerCounters;
import dev.dbbench.spi.target.PreflightRequest;
import dev.dbbench.spi.target.ServerInspector;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * Reads a PostgreSQL server: the settings that explain results, in the units {@code SHOW} prints, plus the TLS
 * state of the session; the connection limit of {@link PostgresPreflight}; the instance that answers. Fails soft:
 * a setting the server lacks is absent, a refused query leaves its part empty. Aurora overrides {@link #names()}.
 * Stateless.
 */
public class PostgresInspector implements ServerInspector {
    /** Key for how this very session is encrypted: {@code TLSv1.3 TLS_AES_256_GCM_SHA384}, or {@code off}. */
    public static final String SESSION_TLS = ServerInfo.SESSION_TLS;
    private static final ServerCounters TRANSACTION_COUNTERS = new PostgresTransactionCounters();

    /** The server's transactions ended: the database's {@code xact_commit} and {@code xact_rollback}. */
    @Override
    public Optional<ServerCounters> transactionCounters() {
        return Optional.of(TRANSACTION_COUNTERS);
    }

    protected List<String> names() {
        return List.of("server_version", "shared_buffers", "effective_cache_size", "work_mem", "huge_pages",
                "synchronous_commit", "fsync", "full_page_writes", "wal_level", "wal_buffers", "wal_sync_method",
                "max_wal_size", "checkpoint_timeout", "commit_delay", "max_connections",
                "superuser_reserved_connections", "default_transaction_isolation", "ssl", "effective_io_concurrency",
                "synchronous_standby_names", "jit");
    }

    @Override
    public Map<String, String> settings(Connection connection) {
        Map<String, String> out = new TreeMap<>();
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT name, current_setting(name) FROM pg_settings WHERE name = ANY (?)")) {
            Array array = connection.createArrayOf("text", names().toArray());
            ps.setArray(1, array);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getString(1), rs.getString(2));
                }
            }
        } catch (SQLException e) {
            // Fail soft by contract.
        }
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT ssl, version, cipher FROM pg_stat_ssl WHERE pid = pg_backend_pid()")) {
            if (rs.next()) {
                out.put(SESSION_TLS, rs.getBoolean(1) ? rs.getString(2) + " " + rs.getString(3) : "off");
            }
        } catch (SQLException e) {
            // pg_stat_ssl is 9.5+; older servers simply do not say.
        }
        return out;
    }

    @Override
    public OptionalLong maxConnections(Connection connection) {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("SELECT current_setting('max_connections')::bigint")) {
            return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
        } catch (SQLException e) {
            return OptionalLong.empty();
        }
    }

    @Override
    public List<String> preflight(Connection connection, PreflightRequest request) throws SQLException {
        return new PostgresPreflight(connection).check(request.threads());
    }

    /**
     * Server address, port and postmaster start time: a failover to another server or a restart of the
     * same one both change it. Over a Unix socket the address reads {@code local}.
     */
    @Override
    public String instanceId(Connection connection) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT COALESCE(host(inet_server_addr()), 'local') || ':' || current_setting('port') || '@'"
                        + " || floor(extract(epoch FROM pg_postmaster_start_time()))::bigint")) {
            return rs.next() ? rs.getString(1) : "";
        } catch (SQLException e) {
            return "";
        }
    }
}

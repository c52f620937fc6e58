package org.example.dbbench.mariadb;

import static dev.dbbench.result.ServerInfo.SESSION_TLS;

import dev.dbbench.spi.target.PreflightRequest;
import dev.dbbench.spi.target.ServerInspector;
import dev.dbbench.spi.target.ServerVariables;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * What the target reads from the server; product and version come from the default {@link #describe}. The settings
 * fail soft, as the API asks: a variable the server lacks is absent, a refused query adds nothing. Stateless.
 */
final class MariaDbInspector implements ServerInspector {
    private static final String GLOBALS = "SHOW GLOBAL VARIABLES WHERE Variable_name IN ('" + String.join("','",
            "version", "version_comment", "innodb_buffer_pool_size", "innodb_flush_log_at_trx_commit", "log_bin",
            "sync_binlog", "thread_handling", "max_connections", "transaction_isolation", "tx_isolation") + "')";
    private static final String TLS = "SHOW SESSION STATUS WHERE Variable_name IN ('Ssl_cipher','Ssl_version')";

    /** The server's clock in UTC epoch milliseconds, for sharded runs. */
    @Override
    public String clockQuery() {
        return "SELECT TIMESTAMPDIFF(MICROSECOND, '1970-01-01 00:00:00', UTC_TIMESTAMP(6)) DIV 1000";
    }

    @Override
    public Map<String, String> settings(Connection c) {
        Map<String, String> out = ServerVariables.read(c, GLOBALS);
        // Whether this session is encrypted: the result's manifest records it as tls.session.
        Map<String, String> tls = ServerVariables.read(c, TLS);
        String cipher = tls.getOrDefault("Ssl_cipher", "");
        if (!tls.isEmpty()) {
            out.put(SESSION_TLS, cipher.isEmpty() ? "off" : (tls.getOrDefault("Ssl_version", "") + " " + cipher).strip());
        }
        return out;
    }

    @Override
    public OptionalLong maxConnections(Connection c) {
        String max = ServerVariables.read(c, "SHOW GLOBAL VARIABLES LIKE 'max_connections'").get("max_connections");
        return max == null ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(max));
    }

    /** One line per limit the run would exceed, naming the setting to change; the 2 are dbbench's own connections. */
    @Override
    public List<String> preflight(Connection c, PreflightRequest request) {
        OptionalLong max = maxConnections(c);
        long needed = request.threads() + 2L;
        if (max.isPresent() && needed > max.getAsLong()) {
            return List.of("max_connections is " + max.getAsLong() + " but " + request.threads() + " threads need "
                    + needed + ": SET GLOBAL max_connections = " + needed);
        }
        return List.of();
    }

    /** {@code host:port} of the server that answers, so that a failover shows as a change of instance. */
    @Override
    public String instanceId(Connection c) {
        return ServerVariables.read(c, "SELECT 'id', CONCAT(@@hostname, ':', @@port)").getOrDefault("id", "");
    }
}

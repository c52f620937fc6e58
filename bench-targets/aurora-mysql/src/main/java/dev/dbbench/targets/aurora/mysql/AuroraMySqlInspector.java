package dev.dbbench.targets.aurora.mysql;

import dev.dbbench.targets.aurora.AuroraTopology;
import dev.dbbench.targets.mysql.MySqlInspector;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads Aurora MySQL as the mysql target reads MySQL, with Aurora's product name and instance identifier, and
 * MySQL's settings plus Aurora's: the Aurora version, which instance answers and whether it is the
 * writer, and how many instances the cluster has. The instance class is not visible through SQL, so
 * it is left to the user's notes. On a server that is not Aurora the extra keys are simply absent.
 * Stateless.
 */
public class AuroraMySqlInspector extends MySqlInspector {
    /** Aurora MySQL's view of its cluster, one row per instance, as {@link AuroraTopology#read} reads it. */
    static final String TOPOLOGY = "SELECT SERVER_ID, SESSION_ID FROM information_schema.REPLICA_HOST_STATUS";

    /** Aurora's {@code VERSION()} reads like {@code 8.0.mysql_aurora.3.05.2}. */
    @Override
    protected String productName(String version, String versionComment) {
        return version.contains("_aurora") ? "Aurora MySQL" : super.productName(version, versionComment);
    }

    /** Aurora's instance identifier; {@code host:port} on servers that are not Aurora. */
    @Override
    public String instanceId(Connection connection) {
        return AuroraTopology.instanceId(connection, "SELECT @@aurora_server_id").orElseGet(() -> super.instanceId(connection));
    }

    @Override
    protected List<String> variables() {
        List<String> names = new ArrayList<>(super.variables());
        names.addAll(List.of("aurora_version", "aurora_server_id", "innodb_read_only", "aurora_parallel_query"));
        return names;
    }

    @Override
    public Map<String, String> settings(Connection connection) {
        Map<String, String> out = new TreeMap<>(super.settings(connection));
        if (!out.containsKey("aurora_version")) {
            return out;
        }
        out.put("aurora.role", "ON".equalsIgnoreCase(out.getOrDefault("innodb_read_only", "")) ? "reader" : "writer");
        AuroraTopology.read(connection, TOPOLOGY, out);
        return out;
    }
}

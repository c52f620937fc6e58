package dev.dbbench.targets.aurora.postgresql;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.targets.aurora.AuroraTopology;
import dev.dbbench.targets.postgresql.PostgresInspector;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads Aurora PostgreSQL as the postgresql target reads PostgreSQL, with Aurora's product name and instance
 * identifier, and PostgreSQL's settings plus Aurora's: the Aurora version, which instance answers and whether it is
 * the writer, and how many instances the cluster has. The instance class is not visible through SQL.
 * On a server that is not Aurora the extra keys are simply absent. Stateless.
 */
public class AuroraPostgresInspector extends PostgresInspector {
    static final String VERSION = "SELECT aurora_version(), pg_is_in_recovery()";
    /** Aurora PostgreSQL's view of its cluster, one row per instance, as {@link AuroraTopology#read} reads it. */
    static final String TOPOLOGY = "SELECT server_id, session_id FROM aurora_replica_status()";

    @Override
    public ServerInfo describe(Connection connection) throws SQLException {
        ServerInfo info = super.describe(connection);
        return info.settings().containsKey("aurora_version")
                ? new ServerInfo("Aurora PostgreSQL", info.version(), info.settings()) : info;
    }

    /** Aurora's instance identifier; the postgresql target's address, port and start time elsewhere. */
    @Override
    public String instanceId(Connection connection) {
        return AuroraTopology.instanceId(connection, "SELECT aurora_db_instance_identifier()")
                .orElseGet(() -> super.instanceId(connection));
    }

    @Override
    public Map<String, String> settings(Connection connection) {
        Map<String, String> out = new TreeMap<>(super.settings(connection));
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(VERSION)) {
            if (!rs.next()) {
                return out;
            }
            out.put("aurora_version", rs.getString(1));
            out.put("aurora.role", rs.getBoolean(2) ? "reader" : "writer");
        } catch (SQLException e) {
            // Not Aurora: the function does not exist.
            return out;
        }
        AuroraTopology.read(connection, TOPOLOGY, out);
        return out;
    }
}

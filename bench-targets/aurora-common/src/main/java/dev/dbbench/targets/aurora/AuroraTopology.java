package dev.dbbench.targets.aurora;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Optional;

/** Reads an Aurora cluster's view of itself: its instances, and which one a session is on. Stateless. */
public final class AuroraTopology {
    /** The session id of the writer's row in the cluster's replica status. */
    static final String WRITER_SESSION = "MASTER_SESSION_ID";

    private AuroraTopology() {
    }

    /**
     * The instance identifier that {@code query} (one row, one column) returns; empty where it fails or
     * returns nothing, as on a server that is not Aurora.
     */
    public static Optional<String> instanceId(Connection connection, String query) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(query)) {
            if (rs.next() && rs.getString(1) != null && !rs.getString(1).isBlank()) {
                return Optional.of(rs.getString(1));
            }
        } catch (SQLException e) {
            // Not Aurora: the variable or function does not exist.
        }
        return Optional.empty();
    }

    /**
     * Runs {@code topologySql}, which returns one row per instance as (server id, session id), and puts
     * {@code aurora.writer} (the writer's server id) and {@code aurora.instances} into {@code out}. Fails
     * soft: where older Aurora versions or missing privileges hide the topology, nothing is added.
     */
    public static void read(Connection connection, String topologySql, Map<String, String> out) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(topologySql)) {
            int instances = 0;
            while (rs.next()) {
                instances++;
                if (WRITER_SESSION.equalsIgnoreCase(rs.getString(2))) {
                    out.put("aurora.writer", rs.getString(1));
                }
            }
            out.put("aurora.instances", Integer.toString(instances));
        } catch (SQLException e) {
            // Fail soft: see above.
        }
    }
}

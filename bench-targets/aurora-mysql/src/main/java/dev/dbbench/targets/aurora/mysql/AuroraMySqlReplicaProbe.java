package dev.dbbench.targets.aurora.mysql;

import dev.dbbench.targets.mysql.MySqlReplicaProbe;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.OptionalDouble;

/**
 * An Aurora MySQL reader's own lag: its row of {@code information_schema.replica_host_status}, in milliseconds, since an
 * Aurora reader shares the writer's storage and has no replication threads to ask. Elsewhere (plain MySQL or MariaDB
 * behind this target) the replica's {@code Seconds_Behind_Source}.
 */
final class AuroraMySqlReplicaProbe extends MySqlReplicaProbe {
    private static final String LAG = "SELECT replica_lag_in_milliseconds FROM information_schema.replica_host_status"
            + " WHERE server_id = @@aurora_server_id";

    @Override
    public OptionalDouble reportedLagSeconds(Connection connection) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(LAG)) {
            if (rs.next()) {
                double ms = rs.getDouble(1);
                return rs.wasNull() ? OptionalDouble.empty() : OptionalDouble.of(ms / 1000);
            }
            return OptionalDouble.empty();
        } catch (SQLException notAurora) {
            return super.reportedLagSeconds(connection);
        }
    }
}

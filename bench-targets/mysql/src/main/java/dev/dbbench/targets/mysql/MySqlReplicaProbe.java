package dev.dbbench.targets.mysql;

import dev.dbbench.spi.target.ReplicaProbe;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.OptionalDouble;

/**
 * The replication of MySQL and MariaDB: the writer's clock from {@code NOW(6)}, and a replica's own
 * {@code Seconds_Behind_Source} ({@code Seconds_Behind_Master} before MySQL 8.0.22 and on MariaDB), which needs the
 * {@code REPLICATION CLIENT} privilege (MariaDB 10.5+: {@code SLAVE MONITOR}). Whole seconds only, and the time since
 * the replica last applied an event from the source: dbbench's heartbeat is the finer measure.
 */
public class MySqlReplicaProbe implements ReplicaProbe {

    @Override
    public String nowMicros() {
        return "CAST(UNIX_TIMESTAMP(NOW(6)) * 1000000 AS SIGNED)";
    }

    @Override
    public OptionalDouble reportedLagSeconds(Connection connection) {
        for (String statement : new String[] {"SHOW REPLICA STATUS", "SHOW SLAVE STATUS"}) {
            try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(statement)) {
                if (!rs.next()) {
                    return OptionalDouble.empty();
                }
                for (String column : new String[] {"Seconds_Behind_Source", "Seconds_Behind_Master"}) {
                    try {
                        long seconds = rs.getLong(column);
                        return rs.wasNull() ? OptionalDouble.empty() : OptionalDouble.of(seconds);
                    } catch (SQLException noSuchColumn) {
                        // The other name is this server's.
                    }
                }
            } catch (SQLException e) {
                // An older server, or no privilege: the older statement, then nothing.
            }
        }
        return OptionalDouble.empty();
    }
}

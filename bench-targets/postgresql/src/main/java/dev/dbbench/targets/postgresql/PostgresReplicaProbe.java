package dev.dbbench.targets.postgresql;

import dev.dbbench.spi.target.ReplicaProbe;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.OptionalDouble;

/**
 * The replication of PostgreSQL: the writer's clock from {@code clock_timestamp()}, and a standby's own lag, the time
 * since it replayed the last transaction it received ({@code pg_last_xact_replay_timestamp()}), taken as none when it
 * has replayed all it received: on an idle primary that timestamp ages without any lag.
 */
public class PostgresReplicaProbe implements ReplicaProbe {
    private static final String LAG = "SELECT CASE WHEN NOT pg_is_in_recovery() THEN NULL"
            + " WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0"
            + " ELSE extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()) END";

    @Override
    public String nowMicros() {
        return "(extract(epoch FROM clock_timestamp()) * 1000000)::bigint";
    }

    @Override
    public OptionalDouble reportedLagSeconds(Connection connection) {
        return single(connection, LAG);
    }

    /** The one number {@code sql} returns; empty when it returns null or fails. */
    protected static OptionalDouble single(Connection connection, String sql) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            if (rs.next()) {
                double v = rs.getDouble(1);
                return rs.wasNull() ? OptionalDouble.empty() : OptionalDouble.of(v);
            }
        } catch (SQLException e) {
            // Not a standby any more, or no privilege: nothing reported.
        }
        return OptionalDouble.empty();
    }
}

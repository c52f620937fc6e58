package dev.dbbench.spi.target;

import java.sql.Connection;
import java.util.OptionalDouble;

/**
 * What a target knows of its servers' replication, for the replica-lag measure of a target with readers: the
 * writer's clock for the heartbeat row, and the lag a replica reports of itself ({@code Seconds_Behind_Master},
 * {@code pg_last_xact_replay_timestamp()}), recorded beside dbbench's own heartbeat measure. Part of a
 * {@link Target}; stateless and thread-safe.
 */
public interface ReplicaProbe {

    /**
     * The writer's clock, written into the heartbeat row.
     *
     * @return a SQL expression of the server's current time in whole microseconds since the epoch, as a 64-bit integer
     */
    String nowMicros();

    /**
     * The lag the replica on {@code connection} reports of itself. Must not throw: a failed look is empty.
     *
     * @param connection an open connection to a replica, not closed by this method
     * @return the lag in seconds; empty when it reports none (not a replica, no privilege to ask, replication stopped)
     */
    OptionalDouble reportedLagSeconds(Connection connection);
}

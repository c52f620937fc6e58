package dev.dbbench.targets.aurora.postgresql;

import dev.dbbench.targets.postgresql.PostgresReplicaProbe;
import java.sql.Connection;
import java.util.OptionalDouble;

/**
 * An Aurora PostgreSQL reader's own lag: its row of {@code aurora_replica_status()}, in milliseconds, since an Aurora
 * reader replays no WAL stream of its own. Elsewhere (plain PostgreSQL behind this target) the standby's replay lag.
 */
final class AuroraPostgresReplicaProbe extends PostgresReplicaProbe {
    private static final String LAG = "SELECT replica_lag_in_msec / 1000.0 FROM aurora_replica_status()"
            + " WHERE server_id = aurora_db_instance_identifier()";

    @Override
    public OptionalDouble reportedLagSeconds(Connection connection) {
        OptionalDouble aurora = single(connection, LAG);
        return aurora.isPresent() ? aurora : super.reportedLagSeconds(connection);
    }
}

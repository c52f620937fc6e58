package dev.dbbench.targets.aurora.postgresql;

import dev.dbbench.targets.aurora.AwsWrapper;
import dev.dbbench.targets.postgresql.PostgresDialect;
import dev.dbbench.targets.postgresql.PostgresTarget;
import dev.dbbench.spi.target.ReplicaProbe;
import dev.dbbench.wire.WireClient;
import java.util.Optional;

/**
 * Aurora PostgreSQL through the AWS Advanced JDBC Wrapper over pgJDBC ({@code jdbc:aws-wrapper:postgresql://}).
 * The wrapper follows a writer failover (see {@link AwsWrapper}); each interval records which instance
 * served it ({@code aurora_db_instance_identifier()}), so a failover shows as a change of instance with
 * its downtime. Everything else is the postgresql target's. Works against plain PostgreSQL too, where
 * the Aurora settings are absent and the instance is the postgresql target's. Stateless and thread-safe.
 */
public class AuroraPostgresTarget extends PostgresTarget {
    private static final ReplicaProbe REPLICAS = new AuroraPostgresReplicaProbe();

    public AuroraPostgresTarget() {
        super(new PostgresDialect(), new AuroraPostgresConnector(), new AuroraPostgresErrors(), new AuroraPostgresInspector());
    }

    @Override
    public String id() {
        return "aurora-postgresql";
    }

    @Override
    public String description() {
        return "Aurora PostgreSQL via the AWS Advanced JDBC Wrapper (failover followed; --driver-property wrapperPlugins=...)";
    }

    /** JDBC only: following a failover is the AWS wrapper's work, and the wrapper is a JDBC driver. */
    @Override
    public Optional<WireClient> wireClient() {
        return Optional.empty();
    }

    /** An Aurora reader reports its lag in {@code aurora_replica_status}, not in replication threads of its own. */
    @Override
    public Optional<ReplicaProbe> replicas() {
        return Optional.of(REPLICAS);
    }
}

package dev.dbbench.targets.aurora.mysql;

import dev.dbbench.targets.aurora.AwsWrapper;
import dev.dbbench.targets.mysql.MySqlDialect;
import dev.dbbench.targets.mysql.MySqlTarget;
import dev.dbbench.spi.target.ReplicaProbe;
import dev.dbbench.wire.WireClient;
import java.util.Optional;

/**
 * Aurora MySQL through the AWS Advanced JDBC Wrapper over Connector/J ({@code jdbc:aws-wrapper:mysql://}).
 * The wrapper follows a writer failover (see {@link AwsWrapper}); each interval records which instance
 * served it ({@code @@aurora_server_id}), so a failover shows as a change of instance with its downtime.
 * Everything else is the mysql target's. Works against plain MySQL and MariaDB too, where the Aurora
 * settings are absent and the instance is {@code host:port}. Stateless and thread-safe.
 */
public class AuroraMySqlTarget extends MySqlTarget {
    private static final ReplicaProbe REPLICAS = new AuroraMySqlReplicaProbe();

    public AuroraMySqlTarget() {
        super(new MySqlDialect(), new AuroraMySqlConnector(), new AuroraMySqlErrors(), new AuroraMySqlInspector());
    }

    @Override
    public String id() {
        return "aurora-mysql";
    }

    @Override
    public String description() {
        return "Aurora MySQL via the AWS Advanced JDBC Wrapper (failover followed; --driver-property wrapperPlugins=...)";
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

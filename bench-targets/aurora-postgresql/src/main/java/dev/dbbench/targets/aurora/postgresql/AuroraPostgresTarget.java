package dev.dbbench.targets.aurora.postgresql;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.targets.aurora.AuroraTopology;
import dev.dbbench.targets.aurora.AwsWrapper;
import dev.dbbench.targets.postgresql.PostgresDialect;
import dev.dbbench.targets.postgresql.PostgresTarget;
import dev.dbbench.wire.WireClient;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Aurora PostgreSQL through the AWS Advanced JDBC Wrapper over pgJDBC ({@code jdbc:aws-wrapper:postgresql://}).
 * The wrapper follows a writer failover (see {@link AwsWrapper}); each interval records which instance
 * served it ({@code aurora_db_instance_identifier()}), so a failover shows as a change of instance with
 * its downtime. Everything else is the postgresql target's. Works against plain PostgreSQL too, where
 * the Aurora settings are absent and the instance is the postgresql target's. Stateless and thread-safe.
 */
public class AuroraPostgresTarget extends PostgresTarget {

    public AuroraPostgresTarget() {
        super(new PostgresDialect(), new AuroraPostgresErrors(), new AuroraPostgresSettings(),
                new AuroraPostgresDriverProperties());
    }

    @Override
    public String id() {
        return "aurora-postgresql";
    }

    @Override
    public String description() {
        return "Aurora PostgreSQL via the AWS Advanced JDBC Wrapper (failover followed; --driver-property wrapperPlugins=...)";
    }

    @Override
    protected String urlPrefix() {
        return "jdbc:aws-wrapper:postgresql://";
    }

    @Override
    public ServerInfo describe(Connection connection) throws SQLException {
        ServerInfo info = super.describe(connection);
        return info.settings().containsKey("aurora_version")
                ? new ServerInfo("Aurora PostgreSQL", info.version(), info.settings()) : info;
    }

    @Override
    public Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new TreeMap<>(super.manifest(spec, psMode));
        AuroraPostgresDriverProperties.timeoutsInSeconds(out);
        out.putAll(AwsWrapper.manifest(jdbcUrl(spec)));
        return out;
    }

    /** JDBC only: following a failover is the AWS wrapper's work, and the wrapper is a JDBC driver. */
    @Override
    public Optional<WireClient> wireClient() {
        return Optional.empty();
    }

    /** Aurora's instance identifier; the postgresql target's address, port and start time elsewhere. */
    @Override
    public String instanceId(Connection connection) {
        return AuroraTopology.instanceId(connection, "SELECT aurora_db_instance_identifier()")
                .orElseGet(() -> super.instanceId(connection));
    }
}

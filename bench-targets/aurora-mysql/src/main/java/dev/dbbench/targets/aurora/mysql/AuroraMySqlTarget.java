package dev.dbbench.targets.aurora.mysql;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.targets.aurora.AuroraTopology;
import dev.dbbench.targets.aurora.AwsWrapper;
import dev.dbbench.targets.mysql.MySqlDialect;
import dev.dbbench.targets.mysql.MySqlTarget;
import dev.dbbench.wire.WireClient;
import java.sql.Connection;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Aurora MySQL through the AWS Advanced JDBC Wrapper over Connector/J ({@code jdbc:aws-wrapper:mysql://}).
 * The wrapper follows a writer failover (see {@link AwsWrapper}); each interval records which instance
 * served it ({@code @@aurora_server_id}), so a failover shows as a change of instance with its downtime.
 * Everything else is the mysql target's. Works against plain MySQL and MariaDB too, where the Aurora
 * settings are absent and the instance is {@code host:port}. Stateless and thread-safe.
 */
public class AuroraMySqlTarget extends MySqlTarget {

    public AuroraMySqlTarget() {
        super(new MySqlDialect(), new AuroraMySqlErrors(), new AuroraMySqlSettings(), new AuroraMySqlDriverProperties());
    }

    @Override
    public String id() {
        return "aurora-mysql";
    }

    @Override
    public String description() {
        return "Aurora MySQL via the AWS Advanced JDBC Wrapper (failover followed; --driver-property wrapperPlugins=...)";
    }

    @Override
    protected String urlPrefix() {
        return "jdbc:aws-wrapper:mysql://";
    }

    /** Aurora's {@code VERSION()} reads like {@code 8.0.mysql_aurora.3.05.2}. */
    @Override
    protected String productName(String version, String versionComment) {
        return version.contains("_aurora") ? "Aurora MySQL" : super.productName(version, versionComment);
    }

    @Override
    public Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new TreeMap<>(super.manifest(spec, psMode));
        out.putAll(AwsWrapper.manifest(jdbcUrl(spec)));
        return out;
    }

    /** JDBC only: following a failover is the AWS wrapper's work, and the wrapper is a JDBC driver. */
    @Override
    public Optional<WireClient> wireClient() {
        return Optional.empty();
    }

    /** Aurora's instance identifier; {@code host:port} on servers that are not Aurora. */
    @Override
    public String instanceId(Connection connection) {
        return AuroraTopology.instanceId(connection, "SELECT @@aurora_server_id").orElseGet(() -> super.instanceId(connection));
    }
}

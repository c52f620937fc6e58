package dev.dbbench.targets.mysql;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.ErrorPolicy;
import dev.dbbench.spi.target.ReplicaProbe;
import dev.dbbench.spi.target.ServerInspector;
import dev.dbbench.spi.target.Target;
import dev.dbbench.targets.mysql.wire.MySqlWireClient;
import dev.dbbench.wire.WireClient;
import dev.dbbench.wire.WireTarget;
import java.util.Optional;

/**
 * MySQL 5.7/8.x and MariaDB through MySQL Connector/J.
 *
 * <p>Built to be extended: a MySQL-compatible plugin (Aurora MySQL through the AWS wrapper driver,
 * OceanBase in MySQL mode) subclasses this class, overrides {@link #id()} and {@link #description()},
 * and passes its own roles to the protected constructor for what differs: connector (URL, driver
 * properties), dialect, error codes, server inspection. Like every target it is stateless and
 * thread-safe; the roles must be too.
 */
public class MySqlTarget implements Target, WireTarget {
    private static final ReplicaProbe REPLICAS = new MySqlReplicaProbe();
    private final MySqlDialect dialect;
    private final MySqlConnector connector;
    private final MySqlErrors errors;
    private final MySqlInspector inspector;
    private final WireClient wireClient;

    public MySqlTarget() {
        this(new MySqlDialect(), new MySqlConnector(), new MySqlErrors(), new MySqlInspector());
    }

    protected MySqlTarget(MySqlDialect dialect, MySqlConnector connector, MySqlErrors errors, MySqlInspector inspector) {
        this.dialect = dialect;
        this.connector = connector;
        this.errors = errors;
        this.inspector = inspector;
        this.wireClient = new MySqlWireClient(connector.preferEncrypts());
    }

    @Override
    public String id() {
        return "mysql";
    }

    @Override
    public String description() {
        return "MySQL 5.7/8.x and MariaDB (MySQL Connector/J)";
    }

    @Override
    public Dialect dialect() {
        return dialect;
    }

    @Override
    public Connector connector() {
        return connector;
    }

    @Override
    public ErrorPolicy errors() {
        return errors;
    }

    @Override
    public ServerInspector inspector() {
        return inspector;
    }

    /**
     * dbbench's own client of the protocol, for {@code --client wire}, with {@code --ssl-mode prefer} as the
     * JDBC driver runs it; stateless, so one serves every run. The plugins for compatible servers (MariaDB,
     * OceanBase) inherit it.
     */
    @Override
    public Optional<WireClient> wireClient() {
        return Optional.of(wireClient);
    }

    /** {@code LOAD DATA LOCAL INFILE} where the server and driver allow it, else multi-row INSERTs; see {@link MySqlDialect#bulkLoader}. */
    @Override
    public Optional<BulkLoader> bulkLoader(LoadReport report) {
        return Optional.of(dialect.bulkLoader(report));
    }

    /** The writer's clock and a replica's own report of its lag, for a target given readers. */
    @Override
    public Optional<ReplicaProbe> replicas() {
        return Optional.of(REPLICAS);
    }
}

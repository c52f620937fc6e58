package dev.dbbench.targets.postgresql;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.ErrorPolicy;
import dev.dbbench.spi.target.ReplicaProbe;
import dev.dbbench.spi.target.ServerInspector;
import dev.dbbench.spi.target.Target;
import dev.dbbench.targets.postgresql.wire.PostgresWireClient;
import dev.dbbench.wire.WireClient;
import dev.dbbench.wire.WireTarget;
import java.util.Optional;

/**
 * PostgreSQL through pgJDBC.
 *
 * <p>Built to be extended: Aurora PostgreSQL subclasses it, overrides {@link #id()} and
 * {@link #description()}, and passes its own roles to the protected constructor for what differs.
 * Stateless and thread-safe, as are the roles.
 */
public class PostgresTarget implements Target, WireTarget {
    private static final ReplicaProbe REPLICAS = new PostgresReplicaProbe();
    private static final WireClient WIRE_CLIENT = new PostgresWireClient();
    private final PostgresDialect dialect;
    private final PostgresConnector connector;
    private final PostgresErrors errors;
    private final PostgresInspector inspector;

    public PostgresTarget() {
        this(new PostgresDialect(), new PostgresConnector(), new PostgresErrors(), new PostgresInspector());
    }

    protected PostgresTarget(PostgresDialect dialect, PostgresConnector connector, PostgresErrors errors,
            PostgresInspector inspector) {
        this.dialect = dialect;
        this.connector = connector;
        this.errors = errors;
        this.inspector = inspector;
    }

    @Override
    public String id() {
        return "postgresql";
    }

    @Override
    public String description() {
        return "PostgreSQL (pgJDBC)";
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

    /** dbbench's own client of the protocol, for {@code --client wire}; stateless, so one serves every run. */
    @Override
    public Optional<WireClient> wireClient() {
        return Optional.of(WIRE_CLIENT);
    }

    /** {@code COPY FROM STDIN}; see {@link PostgresDialect#bulkLoader}. */
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

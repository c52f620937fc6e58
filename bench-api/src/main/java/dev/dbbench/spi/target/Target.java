package dev.dbbench.spi.target;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.LoadReport;
import java.util.Optional;

/**
 * A database vendor plugin: everything dbbench knows about one kind of server, in roles. Found with
 * {@link java.util.ServiceLoader} (a {@code META-INF/services/dev.dbbench.spi.target.Target} line), so an
 * implementation needs a public no-argument constructor.
 *
 * <ul>
 *   <li>{@link #connector()}: URL, driver properties and connections;</li>
 *   <li>{@link #errors()}: error codes, which errors are ignored, when a connection is lost;</li>
 *   <li>{@link #inspector()}: product and settings, limits checked before a run, the answering instance;</li>
 *   <li>{@link #dialect()}: the SQL that differs between vendors;</li>
 *   <li>{@link #bulkLoader}: optionally, a faster way to load {@code prepare}'s rows than multi-row INSERTs;</li>
 *   <li>{@link #replicas()}: optionally, the writer's clock and the lag a replica reports of itself.</li>
 * </ul>
 *
 * <p>Threading: one instance, and one of each role, is shared by all workers; every method must be thread-safe and
 * should keep no mutable state. The roles are looked up whenever they are needed, so each method returns the same
 * object every time rather than building one.
 *
 * <p>Core code never tests a vendor name: whatever differs between vendors is a method of a role.
 */
public interface Target {

    /**
     * The id users type after {@code --target}, e.g. {@code mysql}.
     *
     * @return lower case, no spaces; the same on every call
     */
    String id();

    /**
     * One line for {@code list}.
     *
     * @return a short human description of the server kind
     */
    String description();

    /**
     * The SQL that differs between vendors.
     *
     * @return the dialect; the same instance on every call
     */
    Dialect dialect();

    /**
     * How to reach the server: URL, driver properties and connections.
     *
     * @return the connector; the same instance on every call
     */
    Connector connector();

    /**
     * What the server's errors mean to the engine.
     *
     * @return the error policy; the same instance on every call
     */
    ErrorPolicy errors();

    /**
     * What dbbench reads from the server; by default product and version from JDBC metadata, and nothing else.
     *
     * @return the inspector; the same instance on every call
     */
    default ServerInspector inspector() {
        return MetadataInspector.INSTANCE;
    }

    /**
     * The loader {@code prepare} loads tables through, when this target has one faster than the default (multi-row
     * INSERTs of literals written with {@link Dialect#literals()}): PostgreSQL's {@code COPY}, MySQL's {@code LOAD DATA
     * LOCAL INFILE}. Called once per load; the loader is then used by every loader thread, each on its own connection.
     *
     * @param report told by the loader, at each load, how it loads and why it took a slower way when it did
     * @return the loader, or empty (the default) for multi-row INSERTs
     */
    default Optional<BulkLoader> bulkLoader(LoadReport report) {
        return Optional.empty();
    }

    /**
     * What dbbench reads of replication when the target is given readers: the writer's clock for the heartbeat row
     * and the lag each replica reports of itself. Empty by default: the heartbeat still measures the lag, with no
     * writer timestamp in its row and no reported lag beside it.
     *
     * @return the probe, or empty (the default) when the target knows nothing of its replication
     */
    default Optional<ReplicaProbe> replicas() {
        return Optional.empty();
    }
}

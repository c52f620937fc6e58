package dev.dbbench.spi.target;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.ServerCounters;
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
 *   <li>{@link #transactionCounters()}: optionally, the server's count of commits and rollbacks;</li>
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

    /** The id users type after {@code --target}, e.g. {@code mysql}. Lower case, no spaces. */
    String id();

    /** One line for {@code list}. */
    String description();

    Dialect dialect();

    Connector connector();

    ErrorPolicy errors();

    /** What dbbench reads from the server; by default product and version from JDBC metadata, and nothing else. */
    default ServerInspector inspector() {
        return MetadataInspector.INSTANCE;
    }


    /**
     * The server's counts of transactions ended, committed and rolled back (PostgreSQL's {@code xact_commit} and
     * {@code xact_rollback}), which the engine reads at the edges of each measured window of a workload that reads
     * server counters of its own (TPC-C): their sum's change per minute is the server's TPM. Empty when the server keeps
     * none a user can read.
     */
    default Optional<ServerCounters> transactionCounters() {
        return Optional.empty();
    }

    /**
     * What dbbench reads of replication when the target is given readers: the writer's clock for the heartbeat row
     * and the lag each replica reports of itself. Empty by default: the heartbeat still measures the lag, with no
     * writer timestamp in its row and no reported lag beside it.
     */
    default Optional<ReplicaProbe> replicas() {
        return Optional.empty();
    }
}

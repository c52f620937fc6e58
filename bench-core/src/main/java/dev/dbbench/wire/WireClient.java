package dev.dbbench.wire;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.target.ConnectionSpec;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * A target's own client for its wire protocol, for the event-loop engine ({@code --client wire}): many
 * connections served by a few threads, none of them blocked on a socket. Offered by
 * {@link WireTarget#wireClient()}; thread-safe.
 */
public interface WireClient {

    /** What the manifest records as the client, e.g. {@code dbbench PostgreSQL wire client (extended protocol)}. */
    String describe(PsMode psMode);

    /**
     * What of {@code spec} this client does not serve, as a phrase naming the option that asks for it, e.g.
     * {@code --url given, and the wire client connects by --host and --port}; empty when it serves all of it.
     * {@code --client auto} runs the target's JDBC driver instead, and {@code --client wire} is refused with it.
     * By default what a TCP client cannot serve ({@link Tcp#unserved}).
     */
    default Optional<String> unserved(ConnectionSpec spec) {
        return Tcp.unserved(spec);
    }

    /**
     * Opens, authenticates and readies one connection for {@code statements} (prepared on the server under
     * {@link PsMode#AUTO}); blocks, so the engine opens connections on helper threads. The returned connection's
     * channel is non-blocking.
     */
    WireConnection open(ConnectionSpec spec, PsMode psMode, List<ScriptStatement> statements) throws SQLException;

    /**
     * The event-loop threads a step of {@code workers} workers runs on when {@code --event-loops} is not given: by
     * default one per worker, each blocking on its own socket as sysbench's threads do. On 2 cores shared with
     * MariaDB that gave more point selects than selectors shared by several connections at every load measured, from
     * 4 to 1,024 workers (docs/performance.md): a shared selector costs each answer a wake-up of a thread that the
     * scheduler weighs as one among the server's many. Called once per step, before it connects.
     *
     * @param workers the step's workers, at least 1
     * @return the loops, from 1 to {@code workers}
     */
    default int autoLoops(int workers) {
        return Math.max(1, workers);
    }

    /**
     * The SQLSTATE a broken link is counted under when the server left without saying why: the code this
     * protocol's JDBC driver gives, so that {@code --client wire} and {@code jdbc} count one outage alike.
     * PostgreSQL's is 08006; MySQL's drivers give 08S01.
     */
    default String linkLostState() {
        return "08006";
    }
}

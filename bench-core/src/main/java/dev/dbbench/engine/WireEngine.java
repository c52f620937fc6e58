package dev.dbbench.engine;

import dev.dbbench.spi.ConnectionSpec;
import dev.dbbench.wire.WireClient;
import java.util.Objects;

/**
 * Runs a step's workers on a target's own wire client ({@code --client wire}) instead of JDBC: {@code loops}
 * threads, each serving its share of the workers' connections from one selector, as pgbench's {@code -j}
 * threads serve its clients, or blocking on its one connection when it has a single worker. Every worker keeps
 * its own connection, recorder and counters.
 *
 * @param client the target's wire client
 * @param spec   where to connect
 * @param loops  event-loop threads, or {@link #AUTO}; a step uses at most one per worker
 */
public record WireEngine(WireClient client, ConnectionSpec spec, int loops) {
    /**
     * One loop per worker, each blocking on its own socket as sysbench's threads do: on 2 cores shared with
     * MariaDB that gave more point selects than selectors shared by several connections at every load measured,
     * 4 workers (1.05 against 0.94 of sysbench's QPS), 16 (1.10 against 0.92) and 64 (1.00 against 0.93 for 8
     * loops, 0.96 for 16); docs/performance.md. A shared selector costs each answer a wake-up of a thread that
     * the scheduler weighs as one among the server's many.
     */
    public static final int AUTO = 0;

    public WireEngine {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(spec, "spec");
        if (loops < AUTO) {
            throw new IllegalArgumentException("loops must be at least 1, or AUTO");
        }
    }

    /** The loops a step of {@code threads} workers runs on. */
    public int loopsFor(int threads) {
        int n = loops != AUTO ? loops : threads;
        return Math.max(1, Math.min(n, threads));
    }
}

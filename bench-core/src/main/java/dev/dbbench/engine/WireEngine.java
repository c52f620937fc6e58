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
     * One loop per worker up to two workers per core, then one per core: with few workers a blocking loop per
     * connection took less CPU and gave more queries than a selector shared by two (MariaDB point selects at
     * 4 workers on 2 cores, docs/performance.md); with many, one selector per core serves them with the least.
     */
    public static final int AUTO = 0;
    private static final int CORES = Runtime.getRuntime().availableProcessors();

    public WireEngine {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(spec, "spec");
        if (loops < AUTO) {
            throw new IllegalArgumentException("loops must be at least 1, or AUTO");
        }
    }

    /** The loops a step of {@code threads} workers runs on. */
    public int loopsFor(int threads) {
        int n = loops != AUTO ? loops : threads <= 2 * CORES ? threads : CORES;
        return Math.max(1, Math.min(n, threads));
    }
}

package dev.dbbench.engine;

import dev.dbbench.spi.ConnectionSpec;
import dev.dbbench.wire.WireClient;
import java.util.Objects;

/**
 * Runs a step's workers on a target's own wire client ({@code --client wire}) instead of JDBC: {@code loops}
 * threads, each serving its share of the workers' connections from one selector, as pgbench's {@code -j}
 * threads serve its clients. Every worker keeps its own connection, recorder and counters.
 *
 * @param client the target's wire client
 * @param spec   where to connect
 * @param loops  event-loop threads; a step uses at most one per worker
 */
public record WireEngine(WireClient client, ConnectionSpec spec, int loops) {

    public WireEngine {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(spec, "spec");
        if (loops < 1) {
            throw new IllegalArgumentException("loops must be at least 1");
        }
    }
}

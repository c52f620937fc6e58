package dev.dbbench.engine.wire;

import dev.dbbench.engine.Crew;
import dev.dbbench.engine.ParallelOpen;
import dev.dbbench.engine.Step;
import dev.dbbench.engine.WorkerStats;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.wire.WireClient;
import dev.dbbench.wire.StatementRefused;
import dev.dbbench.wire.WireConnection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Runs a step's workers on a target's own wire client ({@code --client wire}) instead of JDBC: {@code loops}
 * threads, each serving its share of the workers' connections from one selector, as pgbench's {@code -j}
 * threads serve its clients, or blocking on its one connection when it has a single worker. Every worker keeps
 * its own connection, latency histograms and counters.
 *
 * @param client the target's wire client
 * @param spec   where to connect
 * @param loops  event-loop threads, or {@link #AUTO}; a step uses at most one per worker
 */
public record WireEngine(WireClient client, ConnectionSpec spec, int loops) implements Crew {
    /** No {@code --event-loops}: the wire client's own rule ({@link WireClient#autoLoops}). */
    public static final int AUTO = 0;
    /** {@link #AUTO}'s rule, as messages state it. */
    public static final String AUTO_RULE = "the wire client's own: one per worker, and for PostgreSQL beyond "
            + "16 workers one per core";

    public WireEngine {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(spec, "spec");
        if (loops < AUTO) {
            throw new IllegalArgumentException("loops must be at least 1, or AUTO");
        }
    }

    /** The loops a step of {@code threads} workers runs on. */
    public int loopsFor(int threads) {
        int n = loops != AUTO ? loops : client.autoLoops(threads);
        return Math.max(1, Math.min(n, threads));
    }

    /** A statement refused at the opening, with where the workload says it comes from. */
    private static SQLException located(StatementRefused e, String origin) {
        return origin.isEmpty() ? e : new SQLException(e.getMessage() + " (at " + origin + ")", e.getSQLState(), e.getErrorCode(), e);
    }

    /**
     * Opens every worker's wire connection (all or none) and starts the event loops, each with an equal share
     * of the workers.
     */
    @Override
    public List<Thread> start(Step step, List<WorkerStats> stats) throws SQLException {
        EventScript script = step.workload().traits().script(step.target().dialect()).orElseThrow(() -> new IllegalStateException(
                "workload has no event script; the command line must refuse --client wire for it"));
        int threads = step.spec().threads();
        List<WireConnection> opened;
        try {
            opened = ParallelOpen.open(threads, () -> client.open(spec, step.psMode(), script.statements()), WireConnection::close);
        } catch (StatementRefused e) {
            throw located(e, script.origin(e.statement()));
        }
        step.lookUpInstance(step.outages().epoch());
        int n = loopsFor(threads);
        List<List<WireWorker>> shares = new ArrayList<>();
        for (int l = 0; l < n; l++) {
            shares.add(new ArrayList<>());
        }
        for (int i = 0; i < threads; i++) {
            ScriptCursor cursor = script.cursor(step.worker(i), step.spec().seed() + step.worker(i));
            shares.get(i % n).add(new WireWorker(i, stats.get(i), cursor, ScriptParams.forScript(script), opened.get(i)));
        }
        List<Thread> started = new ArrayList<>(n);
        for (int l = 0; l < n; l++) {
            Thread t = new Thread(WireLoop.of(step, this, script, shares.get(l)), "dbbench-loop-" + l);
            t.setDaemon(true);
            started.add(t);
            t.start();
        }
        return started;
    }
}

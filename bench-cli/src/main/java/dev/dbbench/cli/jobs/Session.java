package dev.dbbench.cli.jobs;

import dev.dbbench.config.PreflightException;
import dev.dbbench.engine.StepRunner;
import dev.dbbench.engine.jdbc.ConnectionSet;
import dev.dbbench.engine.jdbc.JdbcCrew;
import dev.dbbench.engine.jdbc.WorkerThreads;
import dev.dbbench.engine.wire.WireEngine;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.PreflightRequest;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One target under test for the length of a command: checks it before any time is spent (server
 * reachable, dataset complete, limits high enough), then hands out the step runner whose
 * connections are kept between steps.
 */
public final class Session implements AutoCloseable {
    private final ResolvedTarget target;
    private final PsMode psMode;
    private final ConnectionSet connections;
    private final ClientPick pick;
    private final Optional<WireEngine> wire;
    private final dev.dbbench.engine.Crew crew;
    private final StepRunner runner;
    private TargetInfo info;

    /** A session for commands that run no step (prepare, info, cleanup). */
    public Session(ResolvedTarget target, PsMode psMode) {
        this(target, psMode, WorkerThreads.platform(), ClientPick.JDBC);
    }

    /** A session whose steps run on the client {@code pick} names. */
    public Session(ResolvedTarget target, PsMode psMode, WorkerThreads workerThreads, ClientPick pick) {
        this.target = target;
        this.psMode = psMode;
        this.pick = pick;
        this.connections = new ConnectionSet(() -> target.connect(psMode));
        this.wire = pick.wire().map(client -> new WireEngine(client, target.spec(), pick.choice().loops()));
        this.crew = wire.isPresent() ? wire.get() : new JdbcCrew(connections, workerThreads);
        this.runner = new StepRunner(target.target(), psMode, connections.factory(), crew);
    }

    /** Whether the steps run on the target's wire client rather than its JDBC driver. */
    public boolean wire() {
        return wire.isPresent();
    }

    /** The client that runs the steps, and why. */
    public ClientPick pick() {
        return pick;
    }

    /** What runs the steps, for the manifest: the JDBC driver, or the wire client as it describes itself. */
    public String client() {
        return wire.map(w -> w.client().describe(psMode)).orElse("jdbc driver");
    }

    public ResolvedTarget target() {
        return target;
    }

    public StepRunner runner() {
        return runner;
    }

    /** A runner of {@code shard}'s share of each step, on this session's connections. */
    public StepRunner runner(dev.dbbench.engine.Shard shard) {
        return new StepRunner(target.target(), psMode, connections.factory(), crew, shard);
    }

    public TargetInfo info() {
        return info;
    }

    /** Opens one connection within {@code --connect-timeout}, or explains in one line why it cannot. */
    public Connection connect() {
        try {
            return ConnectDeadline.open(() -> target.connect(psMode), target.spec().connectTimeout());
        } catch (SQLException e) {
            throw ConnectFailure.explain(target, e);
        } catch (java.util.concurrent.TimeoutException e) {
            throw ConnectFailure.noAnswer(target, e);
        }
    }

    /**
     * Describes the server and refuses, with every reason at once, a run that could not give a valid
     * result: a missing or short dataset, or limits too low for {@code maxThreads} workers.
     */
    public TargetInfo check(Workloads.Chosen chosen, int maxThreads) throws SQLException {
        ConfiguredWorkload<?> workload = chosen.configured();
        try (Connection c = connect()) {
            ServerInfo server = target.target().inspector().describe(c);
            info = target.info(server);
            List<String> problems = new ArrayList<>();
            workload.verify(c, target.target().dialect()).forEach(p -> problems.add(target.name() + ": " + p));
            PreflightRequest request = new PreflightRequest(maxThreads, psMode, workload.preparedStatementsPerWorker());
            target.target().inspector().preflight(c, request).forEach(p -> problems.add(target.name() + ": " + p));
            if (!problems.isEmpty()) {
                throw new PreflightException(problems);
            }
            return info;
        }
    }

    /** Describes the server without checking a dataset (for {@code info} and {@code prepare}). */
    public TargetInfo describe() throws SQLException {
        try (Connection c = connect()) {
            info = target.info(target.target().inspector().describe(c));
            return info;
        }
    }

    @Override
    public void close() {
        connections.close();
    }
}

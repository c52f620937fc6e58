package dev.dbbench.runner.jobs;

import dev.dbbench.clientload.ClientLimits;
import dev.dbbench.config.PreflightException;
import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.RunSpec;
import dev.dbbench.engine.StepLabel;
import dev.dbbench.engine.StepRunner;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.engine.jdbc.ConnectionSet;
import dev.dbbench.engine.Readers;
import dev.dbbench.engine.jdbc.JdbcCrew;
import dev.dbbench.engine.jdbc.ReaderPool;
import dev.dbbench.engine.jdbc.WorkerThreads;
import dev.dbbench.engine.wire.WireEngine;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.PreflightRequest;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One target under test for the length of a command: checks it before any time is spent (server
 * reachable, dataset complete, limits high enough), then runs steps, with the workload's trial and step
 * hooks around them, on connections kept between steps.
 */
public final class Session implements AutoCloseable {
    private final ResolvedTarget target;
    private final PsMode psMode;
    private final ConnectionSet connections;
    private final ClientPick pick;
    private final Optional<WireEngine> wire;
    private final dev.dbbench.engine.Crew crew;
    private final StepRunner runner;
    private final Readers readers;
    private final ReaderPool readerPool;
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
        this.readers = target.readers().engine(target.target(), psMode);
        this.readerPool = readers.route() ? new ReaderPool(readers) : null;
        this.crew = wire.isPresent() ? wire.get()
                : new JdbcCrew(connections, workerThreads, target.spec().socketTimeout(), readerPool);
        this.runner = new StepRunner(target.target(), psMode, connections.factory(), crew).withReaders(readers);
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
        return new StepRunner(target.target(), psMode, connections.factory(), crew, shard).withReaders(readers);
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
     * result: a missing or short dataset (for any of the chosen instances), or limits too low for {@code maxThreads}
     * workers.
     */
    public TargetInfo check(Workloads.Chosen chosen, int maxThreads) throws SQLException {
        ConfiguredWorkload<?> workload = chosen.configured();
        try (Connection c = connect()) {
            ServerInfo server = target.target().inspector().describe(c);
            info = target.info(server);
            Set<String> problems = new LinkedHashSet<>();
            int prepared = 0;
            for (Workloads.Variant v : chosen.variants()) {
                String where = v.label(target.name()) + ": ";
                v.configured().verify(c, target.target().dialect()).forEach(p -> problems.add(where + p));
                prepared = Math.max(prepared, v.configured().preparedStatementsPerWorker());
            }
            PreflightRequest request = new PreflightRequest(maxThreads, psMode, prepared);
            target.target().inspector().preflight(c, request).forEach(p -> problems.add(target.name() + ": " + p));
            problems.addAll(ReaderCheck.problems(target, psMode, chosen));
            ClientLimits.current().check(maxThreads).forEach(p -> problems.add("client: " + p));
            if (!problems.isEmpty()) {
                throw new PreflightException(List.copyOf(problems));
            }
            return info;
        }
    }

    /** Runs {@code workload}'s checks of the dataset on a connection of its own; one line per problem, none when all holds. */
    public List<String> verify(ConfiguredWorkload<?> workload) throws SQLException {
        try (Connection c = connect()) {
            return workload.verify(c, target.target().dialect());
        }
    }

    /** Runs {@code workload}'s trial setup on this target, before its first step. */
    public void beginTrial(ConfiguredWorkload<?> workload) throws SQLException {
        workload.beginTrial(this::connect, target.target().dialect());
    }

    /** Runs {@code workload}'s trial teardown on this target, after its last step. */
    public void endTrial(ConfiguredWorkload<?> workload) throws SQLException {
        workload.endTrial(this::connect, target.target().dialect());
    }

    /** Runs one step of {@code workload} between its step setup and teardown; the teardown runs even when the step fails. */
    public StepResult step(ConfiguredWorkload<?> workload, RunSpec spec, StepLabel label, IntervalListener listener, StopSignal stop)
            throws SQLException {
        return step(runner, workload, spec, label, listener, stop);
    }

    /** {@link #step(ConfiguredWorkload, RunSpec, StepLabel, IntervalListener, StopSignal)} on {@code runner}: a shard's. */
    public StepResult step(StepRunner runner, ConfiguredWorkload<?> workload, RunSpec spec, StepLabel label,
                           IntervalListener listener, StopSignal stop) throws SQLException {
        workload.beginStep(this::connect, target.target().dialect());
        try (StepEnd end = () -> workload.endStep(this::connect, target.target().dialect())) {
            return runner.run(workload, spec, label, listener, stop);
        }
    }

    /** The step teardown, as a resource: when the step itself failed, a failing teardown is added to that failure. */
    @FunctionalInterface
    private interface StepEnd extends AutoCloseable {
        @Override
        void close() throws SQLException;
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
        if (readerPool != null) {
            readerPool.close();
        }
    }
}

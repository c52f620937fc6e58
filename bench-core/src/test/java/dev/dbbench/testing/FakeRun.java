package dev.dbbench.testing;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.StepLabel;
import dev.dbbench.engine.StepRunner;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.engine.jdbc.ConnectionSet;
import dev.dbbench.engine.jdbc.JdbcCrew;
import dev.dbbench.engine.jdbc.WorkerThreads;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import java.sql.SQLException;

/**
 * The engine wired to a {@link FakeServer}: one server, its target, the connection set whose factory
 * opens fake connections, and a listener that keeps every interval. One per test; close it after.
 */
public final class FakeRun implements AutoCloseable {
    public static final String TARGET = "fake";
    private final FakeServer server = new FakeServer();
    private final FakeTarget target;
    private final ConnectionSet connections = new ConnectionSet(server::connect);
    private final RecordingListener intervals = new RecordingListener();

    public FakeRun() {
        this(false);
    }

    /** @param countTransactions whether the target reads the server's commits and rollbacks at the window's edges */
    public FakeRun(boolean countTransactions) {
        target = new FakeTarget(server, countTransactions);
    }

    public FakeServer server() {
        return server;
    }

    public FakeTarget target() {
        return target;
    }

    public ConnectionSet connections() {
        return connections;
    }

    public RecordingListener intervals() {
        return intervals;
    }

    public StepResult run(ConfiguredWorkload<?> workload, Specs spec) throws SQLException {
        return run(workload, spec, new StopSignal(), IntervalListener.none());
    }

    /** Runs one step; {@code extra} sees every interval after the recording listener. */
    public StepResult run(ConfiguredWorkload<?> workload, Specs spec, StopSignal stop, IntervalListener extra)
            throws SQLException {
        return run(workload, spec, stop, extra, WorkerThreads.platform());
    }

    /** Runs one step with its workers on the threads {@code workerThreads} chooses. */
    public StepResult run(ConfiguredWorkload<?> workload, Specs spec, StopSignal stop, IntervalListener extra,
            WorkerThreads workerThreads) throws SQLException {
        return new StepRunner(target, PsMode.AUTO, connections.factory(), new JdbcCrew(connections, workerThreads))
                .run(workload, spec.build(), StepLabel.single(TARGET), intervals.andThen(extra), stop);
    }

    /** Runs one step whose driver's read timeout is {@code readTimeout}. */
    public StepResult run(ConfiguredWorkload<?> workload, Specs spec, java.time.Duration readTimeout) throws SQLException {
        return new StepRunner(target, PsMode.AUTO, connections.factory(), new JdbcCrew(connections, WorkerThreads.platform(), readTimeout))
                .run(workload, spec.build(), StepLabel.single(TARGET), intervals, new StopSignal());
    }

    /** Runs {@code shard}'s share of one step. */
    public StepResult run(ConfiguredWorkload<?> workload, Specs spec, dev.dbbench.engine.Shard shard) throws SQLException {
        return new StepRunner(target, PsMode.AUTO, connections.factory(), new JdbcCrew(connections, WorkerThreads.platform()), shard)
                .run(workload, spec.build(), StepLabel.single(TARGET), intervals, new StopSignal());
    }

    @Override
    public void close() {
        connections.close();
    }
}

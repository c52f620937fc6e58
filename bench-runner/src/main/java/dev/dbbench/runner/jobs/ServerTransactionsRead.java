package dev.dbbench.runner.jobs;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.ServerCounters;
import dev.dbbench.spi.metric.CounterRate;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.Dataset;
import dev.dbbench.spi.workload.EventTraits;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.StepHooks;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A configured workload that declares a rate of the server's transactions ({@link CounterRate#SERVER_TRANSACTIONS})
 * but reads no counters of its own. The engine opens the connection that reads the target's transaction counters only
 * beside a workload's own counters, so that a step opens no connection nobody reads; this offers an empty set of them,
 * and everything else is the workload's.
 */
final class ServerTransactionsRead<S extends WorkerState> implements ConfiguredWorkload<S> {
    private static final ServerCounters NONE_OF_ITS_OWN = new ServerCounters() {
        @Override
        public List<String> names() {
            return List.of();
        }

        @Override
        public long[] read(Connection connection) {
            return new long[0];
        }
    };

    private final ConfiguredWorkload<S> workload;
    private final StepHooks hooks;

    private ServerTransactionsRead(ConfiguredWorkload<S> workload) {
        this.workload = workload;
        this.hooks = new Hooks(workload.hooks());
    }

    /** {@code configured} as it is, or with an empty set of its own counters when {@code declared} needs the server's transactions. */
    static ConfiguredWorkload<?> where(List<Metric> declared, ConfiguredWorkload<?> configured) {
        boolean needs = declared.stream().anyMatch(m -> m instanceof CounterRate c && c.counter().equals(CounterRate.SERVER_TRANSACTIONS));
        return needs && configured.hooks().serverCounters().isEmpty() ? wrap(configured) : configured;
    }

    private static <T extends WorkerState> ConfiguredWorkload<T> wrap(ConfiguredWorkload<T> configured) {
        return new ServerTransactionsRead<>(configured);
    }

    @Override
    public Map<String, String> settings() {
        return workload.settings();
    }

    @Override
    public List<String> operations() {
        return workload.operations();
    }

    @Override
    public S open(WorkerContext ctx) throws SQLException {
        return workload.open(ctx);
    }

    @Override
    public int event(S state, Counter counter) throws SQLException {
        return workload.event(state, counter);
    }

    @Override
    public void recover(S state, Connection connection, Dialect dialect) throws SQLException {
        workload.recover(state, connection, dialect);
    }

    @Override
    public Dataset dataset() {
        return workload.dataset();
    }

    @Override
    public EventTraits<S> traits() {
        return workload.traits();
    }

    @Override
    public StepHooks hooks() {
        return hooks;
    }

    /** The workload's hooks with the empty counters. */
    private record Hooks(StepHooks of) implements StepHooks {
        @Override
        public void beginTrial(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
            of.beginTrial(connections, dialect);
        }

        @Override
        public void endTrial(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
            of.endTrial(connections, dialect);
        }

        @Override
        public void beginStep(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
            of.beginStep(connections, dialect);
        }

        @Override
        public void endStep(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
            of.endStep(connections, dialect);
        }

        @Override
        public Optional<ServerCounters> serverCounters() {
            return Optional.of(NONE_OF_ITS_OWN);
        }
    }
}

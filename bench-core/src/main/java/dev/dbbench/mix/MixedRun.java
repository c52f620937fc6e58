package dev.dbbench.mix;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Dataset;
import dev.dbbench.spi.workload.EventTraits;
import dev.dbbench.spi.workload.StepHooks;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.TransactionMix;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A mix with its options set. Each part's kinds of event are operations of the mix, named after the part (its own
 * kind after a dot when it has several). The engine may pick the part itself ({@link #mix()}), so that a read-only
 * part runs on the target's readers; a part is routed as a whole. Immutable; every worker's data is in its
 * {@link MixedState}.
 */
final class MixedRun implements ConfiguredWorkload<MixedState>, Dataset, EventTraits<MixedState>, StepHooks, TransactionMix<MixedState> {
    private final String id;
    private final ConfiguredWorkload<WorkerState>[] parts;
    private final int[] cumulative;
    /** The index of each part's first operation among the mix's. */
    private final int[] offset;
    private final List<String> operations;

    @SuppressWarnings("unchecked")
    MixedRun(String id, List<String> ids, List<ConfiguredWorkload<?>> parts, int[] weights) {
        this.id = id;
        this.parts = parts.toArray(ConfiguredWorkload[]::new);
        this.cumulative = new int[weights.length];
        this.offset = new int[weights.length];
        List<String> names = new ArrayList<>();
        int sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            cumulative[i] = sum;
            offset[i] = names.size();
            List<String> own = this.parts[i].operations();
            for (String op : own) {
                names.add(own.size() == 1 ? ids.get(i) : ids.get(i) + "." + op);
            }
        }
        this.operations = List.copyOf(names);
    }

    @Override
    public Map<String, String> settings() {
        Map<String, String> all = new LinkedHashMap<>();
        all.put("mix", id);
        for (ConfiguredWorkload<WorkerState> p : parts) {
            p.settings().forEach(all::putIfAbsent);
        }
        return all;
    }

    @Override
    public List<String> operations() {
        return operations;
    }

    /** Prepares each part whose dataset an earlier part did not already make: sysbench's workloads share theirs. */
    @Override
    public void prepare(PrepareContext ctx) throws SQLException {
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) {
                try (Connection c = ctx.connections().open()) {
                    if (parts[i].dataset().verify(c, ctx.dialect()).isEmpty()) {
                        continue;
                    }
                }
            }
            parts[i].dataset().prepare(ctx);
        }
    }

    @Override
    public List<String> verify(Connection connection, Dialect dialect) throws SQLException {
        List<String> problems = new ArrayList<>();
        for (ConfiguredWorkload<WorkerState> p : parts) {
            for (String problem : p.dataset().verify(connection, dialect)) {
                if (!problems.contains(problem)) {
                    problems.add(problem);
                }
            }
        }
        return problems;
    }

    @Override
    public void cleanup(Connection connection, Dialect dialect) throws SQLException {
        each(p -> p.dataset().cleanup(connection, dialect));
    }

    @Override
    public MixedState open(WorkerContext ctx) throws SQLException {
        WorkerState[] states = new WorkerState[parts.length];
        MixedState state = new MixedState(states, ctx.seed());
        try {
            for (int i = 0; i < parts.length; i++) {
                states[i] = parts[i].open(ctx);
            }
        } catch (SQLException | RuntimeException e) {
            try {
                state.close();
            } catch (SQLException again) {
                e.addSuppressed(again);
            }
            throw e;
        }
        return state;
    }

    @Override
    public int event(MixedState state, Counter counter) throws SQLException {
        return run(state, pick(state), counter);
    }

    @Override
    public boolean readOnly() {
        for (ConfiguredWorkload<WorkerState> p : parts) {
            if (!p.traits().readOnly()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Optional<TransactionMix<MixedState>> mix() {
        return Optional.of(this);
    }

    @Override
    public int pick(MixedState state) {
        int draw = state.random.nextInt(cumulative[cumulative.length - 1]);
        int i = 0;
        while (draw >= cumulative[i]) {
            i++;
        }
        return i;
    }

    @Override
    public boolean readOnly(int choice) {
        return parts[choice].traits().readOnly();
    }

    @Override
    public int run(MixedState state, int choice, Counter counter) throws SQLException {
        state.last = choice;
        return offset[choice] + parts[choice].event(state.parts[choice], counter);
    }

    @Override
    public long pauseNanos(MixedState state) {
        return parts[state.last].traits().pauseNanos(state.parts[state.last]);
    }

    @Override
    public void recover(MixedState state, Connection connection, Dialect dialect) throws SQLException {
        parts[state.last].recover(state.parts[state.last], connection, dialect);
    }

    @Override
    public Optional<String> noScriptReason() {
        return Optional.of("a mix of workloads runs on JDBC workers only");
    }

    @Override
    public void beginTrial(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
        each(p -> p.hooks().beginTrial(connections, dialect));
    }

    @Override
    public void endTrial(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
        each(p -> p.hooks().endTrial(connections, dialect));
    }

    @Override
    public void beginStep(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
        each(p -> p.hooks().beginStep(connections, dialect));
    }

    @Override
    public void endStep(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
        each(p -> p.hooks().endStep(connections, dialect));
    }

    /** A hook of one part. */
    @FunctionalInterface
    private interface Hook {
        void call(ConfiguredWorkload<WorkerState> part) throws SQLException;
    }

    /** Runs {@code hook} on every part, in order. */
    private void each(Hook hook) throws SQLException {
        for (ConfiguredWorkload<WorkerState> p : parts) {
            hook.call(p);
        }
    }

    @Override
    public int preparedStatementsPerWorker() {
        int n = 0;
        for (ConfiguredWorkload<WorkerState> p : parts) {
            n += p.traits().preparedStatementsPerWorker();
        }
        return n;
    }

    @Override
    public Dataset dataset() {
        return this;
    }
}

package dev.dbbench.binder;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.ServerCounters;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Dataset;
import dev.dbbench.spi.workload.EventTraits;
import dev.dbbench.spi.workload.StepHooks;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.TransactionMix;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * One instance of an annotated workload class with its params set: the engine's view of it. Each event runs the
 * transaction the worker drew, through the workload class's {@link Dispatcher}, then draws the next by weight, or
 * deals it from the worker's {@link Deck} when the workload asks for one; nothing is looked up or allocated per event.
 * Immutable; one instance serves every worker.
 */
final class BoundRun implements ConfiguredWorkload<BoundState>, Dataset, EventTraits<BoundState>, StepHooks {
    private final BenchModel model;
    private final Object workload;
    private final Map<String, String> settings;
    private final List<String> operations;
    private final String[] names;
    private final Dispatcher dispatcher;
    private final Mix mix;
    private final int[] cumulative;
    /** Whether there is more than one transaction to draw from; with one, every event runs it. */
    private final boolean mixed;
    /** Whether each worker deals its transactions from a deck rather than drawing them at random. */
    private final boolean dealt;
    private final boolean pauses;
    private final long seed;
    private final int preparedStatements;
    private final Optional<ServerCounters> serverCounters;

    /**
     * @param weights each transaction's weight for this instance, in the model's order
     * @param deck    whether workers deal their transactions from a deck of these weights (at most {@link Mix#MAX_DECK} cards)
     */
    BoundRun(BenchModel model, Object workload, int[] weights, boolean deck, Map<String, String> settings, int preparedStatements,
             Optional<ServerCounters> serverCounters) {
        this.model = model;
        this.workload = workload;
        this.settings = Map.copyOf(settings);
        this.preparedStatements = preparedStatements;
        this.serverCounters = serverCounters;
        this.operations = model.operations();
        this.names = model.transactions().stream().map(BenchModel.TxMethod::name).toArray(String[]::new);
        this.dispatcher = model.dispatcher();
        this.mix = new Mix(weights);
        this.cumulative = mix.cumulative();
        this.mixed = weights.length > 1;
        this.dealt = mixed && deck;
        this.pauses = model.pauses();
        // The same params draw the same mix; other params (a --rand-seed among them) another.
        this.seed = settings.hashCode() * 0x9E3779B97F4A7C15L;
    }

    @Override
    public Map<String, String> settings() {
        return settings;
    }

    @Override
    public List<String> operations() {
        return operations;
    }

    @Override
    public void prepare(PrepareContext ctx) throws SQLException {
        Map<Arg, Object> given = new EnumMap<>(Arg.class);
        given.put(Arg.PREPARE_CONTEXT, ctx);
        call(Lifecycle.PREPARE, given);
    }

    @Override
    public List<String> verify(Connection connection, Dialect dialect) throws SQLException {
        Optional<Object> problems = call(Lifecycle.VERIFY, onConnection(connection, dialect));
        return problems.map(p -> ((List<?>) p).stream().map(String::valueOf).toList()).orElse(List.of());
    }

    @Override
    public void cleanup(Connection connection, Dialect dialect) throws SQLException {
        call(Lifecycle.CLEANUP, onConnection(connection, dialect));
    }

    @Override
    public void beginTrial(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
        onOwnConnection(Lifecycle.SETUP_TRIAL, connections, dialect);
    }

    @Override
    public void endTrial(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
        onOwnConnection(Lifecycle.TEARDOWN_TRIAL, connections, dialect);
    }

    @Override
    public void beginStep(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
        onOwnConnection(Lifecycle.SETUP_STEP, connections, dialect);
    }

    @Override
    public void endStep(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
        onOwnConnection(Lifecycle.TEARDOWN_STEP, connections, dialect);
    }

    @Override
    public int preparedStatementsPerWorker() {
        return preparedStatements;
    }

    @Override
    public Optional<ServerCounters> serverCounters() {
        return serverCounters;
    }

    @Override
    public BoundState open(WorkerContext ctx) throws SQLException {
        Object state = null;
        Optional<Hook> tearDown = Optional.empty();
        if (model.state().isPresent()) {
            BenchModel.StateClass s = model.state().get();
            Map<Arg, Object> given = new EnumMap<>(Arg.class);
            given.put(Arg.WORKER_CONTEXT, ctx);
            given.put(Arg.CONNECTION, ctx.connection());
            given.put(Arg.DIALECT, ctx.dialect());
            given.put(Arg.WORKLOAD, workload);
            state = s.constructor().call(null, given);
            if (s.setup().isPresent()) {
                s.setup().get().call(state, given);
            }
            tearDown = s.tearDown();
        }
        SplittableRandom random = new SplittableRandom(seed ^ ctx.seed());
        BoundState bound = new BoundState(state, ctx.connection(), random, dealt ? new Deck(mix.deck(), random) : null, tearDown);
        bound.next = mixed ? next(bound) : 0;
        return bound;
    }

    @Override
    public int event(BoundState s, Counter counter) throws SQLException {
        int draw = s.next;
        int operation = dispatcher.run(draw, cumulative, workload, s.state, counter, s.connection);
        if (mixed) {
            s.last = draw;
            s.next = next(s);
        }
        return operation;
    }

    private int next(BoundState s) {
        return dealt ? s.deck.deal() : mix.draw(s.random);
    }

    /** Read-only when every transaction that can be drawn says {@code readOnly = true}. */
    @Override
    public boolean readOnly() {
        for (int t = 0; t < cumulative.length; t++) {
            boolean drawn = cumulative[t] > (t == 0 ? 0 : cumulative[t - 1]);
            if (drawn && !model.transactions().get(t).readOnly()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The transactions as the engine's choice, for {@code --route-reads}: a pick takes the state's next draw and draws
     * again; the run falls on the picked transaction whichever state it runs on.
     */
    @Override
    public Optional<TransactionMix<BoundState>> mix() {
        return Optional.of(new TransactionMix<>() {
            @Override
            public int pick(BoundState s) {
                int draw = s.next;
                if (mixed) {
                    s.last = draw;
                    s.next = next(s);
                }
                return mix.choose(draw);
            }

            @Override
            public boolean readOnly(int choice) {
                return model.transactions().get(choice).readOnly();
            }

            @Override
            public int run(BoundState s, int choice, Counter counter) throws SQLException {
                // The highest draw that falls on the choice: cumulative weights rise, so it is the choice's.
                int draw = cumulative[choice] - 1;
                s.last = draw;
                return dispatcher.run(draw, cumulative, workload, s.state, counter, s.connection);
            }
        });
    }

    @Override
    public long pauseNanos(BoundState s) {
        if (!pauses) {
            return 0;
        }
        return dispatcher.pause(workload, s.state, names[mix.choose(s.last)], names[mix.choose(s.next)]);
    }

    /** Runs the {@code kind} method, if there is one, on a connection opened for it. */
    private void onOwnConnection(Lifecycle kind, PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
        if (model.lifecycle().containsKey(kind)) {
            try (Connection c = connections.open()) {
                call(kind, onConnection(c, dialect));
            }
        }
    }

    private Optional<Object> call(Lifecycle kind, Map<Arg, Object> given) throws SQLException {
        Hook hook = model.lifecycle().get(kind);
        return hook == null ? Optional.empty() : Optional.ofNullable(hook.call(workload, given));
    }

    private static Map<Arg, Object> onConnection(Connection connection, Dialect dialect) {
        Map<Arg, Object> given = new EnumMap<>(Arg.class);
        given.put(Arg.CONNECTION, connection);
        given.put(Arg.DIALECT, dialect);
        return given;
    }

    @Override
    public Dataset dataset() {
        return this;
    }
}

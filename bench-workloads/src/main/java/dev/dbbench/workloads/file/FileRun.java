package dev.dbbench.workloads.file;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Dataset;
import dev.dbbench.spi.workload.EventTraits;
import dev.dbbench.spi.workload.StepHooks;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.TransactionMix;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.workloads.random.Rng;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A workload file with its options set: its tables for {@code prepare}, {@code verify} and {@code cleanup}, and its
 * transactions, each an operation of its own in the results. Immutable; every worker's mutable data is in its
 * {@link FileState}.
 */
final class FileRun implements ConfiguredWorkload<FileState>, Dataset, EventTraits<FileState>, StepHooks {
    private final Map<String, String> settings;
    private final FileDataset dataset;
    private final Mix mix;
    private final List<String> operations;
    private final List<TextValues> texts;
    private final long seed;

    FileRun(Map<String, String> settings, FileDataset dataset, List<Transaction> transactions, List<TextValues> texts,
            long seed) {
        this.settings = Map.copyOf(settings);
        this.texts = List.copyOf(texts);
        this.dataset = dataset;
        this.mix = new Mix(transactions);
        this.operations = transactions.stream().map(Transaction::name).toList();
        this.seed = seed;
    }

    /**
     * A worker's generator: the run's seed mixed with the engine's seed for the worker and the worker number, as the
     * sysbench workloads make theirs, so workers draw unrelated streams and a run can be replayed from its record.
     */
    static Rng rng(long seed, int worker, long workerSeed) {
        return new Rng(Rng.mix(Rng.mix(seed, workerSeed), worker));
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
        requireText(ctx.dialect());
        dataset.prepare(ctx);
    }

    @Override
    public List<String> verify(Connection connection, Dialect dialect) throws SQLException {
        requireText(dialect);
        return dataset.verify(connection);
    }

    /**
     * Every statement must have text for this server, and every text value must be one it can hold: finding out
     * before a load or a step beats a failed one, or a value stored otherwise than drawn.
     */
    private void requireText(Dialect dialect) {
        TextValues.requireHeld(texts, dialect);
        for (int t = 0; t < mix.size(); t++) {
            mix.get(t).steps().forEach(s -> {
                if (s instanceof Step.Sql sql) {
                    sql.bound(dialect);
                }
            });
        }
    }

    @Override
    public void cleanup(Connection connection, Dialect dialect) throws SQLException {
        dataset.cleanup(connection, dialect);
    }

    @Override
    public FileState open(WorkerContext ctx) throws SQLException {
        return new FileState(ctx, mix, rng(seed, ctx.worker(), ctx.seed()));
    }

    @Override
    public int event(FileState state, Counter counter) throws SQLException {
        return state.event(counter);
    }

    /** Read-only when every transaction with a chance to run says {@code readOnly: true}. */
    @Override
    public boolean readOnly() {
        for (int t = 0; t < mix.size(); t++) {
            if (mix.get(t).weight() > 0 && !mix.get(t).readOnly()) {
                return false;
            }
        }
        return true;
    }

    /** The transactions as the engine's choice, for {@code --route-reads}: each runs where its {@code readOnly} says. */
    @Override
    public Optional<TransactionMix<FileState>> mix() {
        return Optional.of(new TransactionMix<>() {
            @Override
            public int pick(FileState state) {
                return state.pick();
            }

            @Override
            public boolean readOnly(int choice) {
                return mix.get(choice).readOnly();
            }

            @Override
            public int run(FileState state, int choice, Counter counter) throws SQLException {
                return state.run(choice, counter);
            }
        });
    }

    @Override
    public void recover(FileState state, Connection connection, Dialect dialect) throws SQLException {
        state.rollback();
    }

    @Override
    public Optional<EventScript> script(Dialect dialect) {
        return noScriptReason().isPresent() ? Optional.empty() : Optional.of(new FileScript(mix, dialect, seed));
    }

    @Override
    public Optional<String> noScriptReason() {
        for (int t = 0; t < mix.size(); t++) {
            Transaction tx = mix.get(t);
            for (Step s : tx.steps()) {
                if (s instanceof Step.Pause) {
                    return Optional.of("transaction " + tx.name() + " pauses (think), which only a JDBC worker can do");
                }
                if (s instanceof Step.Sql sql && sql.into().length > 0) {
                    return Optional.of("transaction " + tx.name() + " carries values from a statement's result (into) to a later"
                            + " statement, which only a JDBC worker can do");
                }
                int most = s instanceof Step.Sql sql ? sql.binds().values().stream().mapToInt(b -> b.length).max().orElse(0) : 0;
                if (most > Long.SIZE) {
                    return Optional.of("transaction " + tx.name() + " has a statement of " + most + " parameters, more than the "
                            + Long.SIZE + " the wire client binds");
                }
            }
        }
        return Optional.empty();
    }

    /** Each distinct statement once: what a worker keeps prepared on the server under {@code --ps-mode auto}. */
    @Override
    public int preparedStatementsPerWorker() {
        return (int) java.util.stream.IntStream.range(0, mix.size()).boxed()
                .flatMap(t -> mix.get(t).steps().stream())
                .filter(s -> s instanceof Step.Sql sql && sql.kind() != dev.dbbench.spi.script.ScriptStatement.Kind.OTHER)
                .map(s -> ((Step.Sql) s).text().shown())
                .distinct().count();
    }

    @Override
    public Dataset dataset() {
        return this;
    }
}

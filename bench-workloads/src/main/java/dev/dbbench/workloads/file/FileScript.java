package dev.dbbench.workloads.file;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.workloads.file.gen.Value;
import dev.dbbench.workloads.random.Rng;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A workload file whose transactions are plain statement sequences, as statements for clients other than JDBC
 * ({@code --client wire}). Its cursor picks and draws through the same {@link Mix} as the JDBC workers, from the same
 * seeds, so both clients send the same statements with the same values. Immutable.
 */
final class FileScript implements EventScript {
    private final Mix mix;
    private final long seed;
    private final List<ScriptStatement> statements;
    /** [transaction][statement]: the index of each statement in {@link #statements}. */
    private final int[][] index;
    /** [transaction][statement]: the slot of each parameter of the statement. */
    private final int[][][] slots;
    private final int begin;
    private final int commit;
    /** Where each statement first stands in the file, for the line about its failure. */
    private final String[] origins;

    /** @param seed the run's seed, from which each worker's generator is made as {@link FileRun#rng} makes it */
    FileScript(Mix mix, Dialect dialect, long seed) {
        this.mix = mix;
        this.seed = seed;
        Map<ScriptStatement, Integer> known = new LinkedHashMap<>();
        List<String> firstOrigins = new ArrayList<>();
        index = new int[mix.size()][];
        slots = new int[mix.size()][][];
        for (int t = 0; t < mix.size(); t++) {
            Transaction tx = mix.get(t);
            index[t] = new int[tx.steps().size()];
            slots[t] = new int[tx.steps().size()][];
            for (int s = 0; s < tx.steps().size(); s++) {
                Step.Sql sql = (Step.Sql) tx.steps().get(s);
                Step.Bound b = sql.bound(dialect);
                slots[t][s] = b.slots();
                index[t][s] = known.computeIfAbsent(statement(b, sql, tx), k -> known.size());
                if (index[t][s] == firstOrigins.size()) {
                    firstOrigins.add(sql.origin(tx.name()));
                }
            }
        }
        List<ScriptStatement> all = new ArrayList<>(known.keySet());
        begin = all.size();
        all.add(new ScriptStatement(dialect.begin(), ScriptStatement.Kind.OTHER));
        commit = all.size();
        all.add(new ScriptStatement(dialect.commit(), ScriptStatement.Kind.OTHER));
        this.statements = List.copyOf(all);
        this.origins = firstOrigins.toArray(String[]::new);
    }

    @Override
    public String origin(int statement) {
        return statement < origins.length ? origins[statement] : "";
    }

    /**
     * The statement with its text parameters marked: those whose slot a text generator fills. It takes one value per
     * {@code :name} of the file, which the file's reading of the text has found where every client finds its
     * placeholders.
     */
    private static ScriptStatement statement(Step.Bound b, Step.Sql sql, Transaction tx) {
        ScriptStatement plain = new ScriptStatement(b.sql(), sql.kind(), b.slots().length, 0L);
        int[] texts = java.util.stream.IntStream.range(0, b.slots().length)
                .filter(p -> tx.params().get(b.slots()[p]).text()).toArray();
        return texts.length == 0 ? plain : plain.withText(texts);
    }

    @Override
    public List<ScriptStatement> statements() {
        return statements;
    }

    @Override
    public ScriptCursor cursor(int worker, long workerSeed) {
        return new Cursor(FileRun.rng(seed, worker, workerSeed), mix.newSlots());
    }

    /** One worker's place in its event: before it, at a statement of its transaction, or after the last one. */
    private final class Cursor implements ScriptCursor {
        private final Rng rng;
        private final Value[] values;
        private int transaction = -1;
        private int step;
        private boolean committed;
        private int operation;

        Cursor(Rng rng, Value[] values) {
            this.rng = rng;
            this.values = values;
        }

        @Override
        public int next(ScriptParams params) {
            if (transaction < 0) {
                transaction = mix.pick(rng);
                mix.get(transaction).draw(rng, values);
                step = 0;
                committed = false;
                if (mix.get(transaction).transactional()) {
                    return begin;
                }
            }
            if (step < index[transaction].length) {
                int[] bound = slots[transaction][step];
                for (int p = 0; p < bound.length; p++) {
                    Value v = values[bound[p]];
                    if (v.isText()) {
                        params.setText(p, v.bytes(), v.byteSize());
                    } else {
                        params.setInt(p, (int) v.number());
                    }
                }
                return index[transaction][step++];
            }
            if (mix.get(transaction).transactional() && !committed) {
                committed = true;
                return commit;
            }
            operation = transaction;
            transaction = -1;
            return -1;
        }

        @Override
        public int operation() {
            return operation;
        }

        @Override
        public void reset() {
            transaction = -1;
        }
    }
}

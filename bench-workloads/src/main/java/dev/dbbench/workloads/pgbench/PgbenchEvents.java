package dev.dbbench.workloads.pgbench;

import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement.Kind;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.workloads.random.Rng;
import java.util.List;

/**
 * pgbench's built-in scripts as statement sequences: pgbench's own statements, with {@code :aid},
 * {@code :bid}, {@code :tid} and {@code :delta} drawn as pgbench draws them. Immutable.
 */
final class PgbenchEvents implements EventScript {
    static final int SELECT_BALANCE = 0;
    static final int BEGIN = 1;
    static final int UPDATE_ACCOUNT = 2;
    static final int UPDATE_TELLER = 3;
    static final int UPDATE_BRANCH = 4;
    static final int INSERT_HISTORY = 5;
    static final int COMMIT = 6;
    private static final List<ScriptStatement> STATEMENTS = List.of(
            new ScriptStatement("SELECT abalance FROM pgbench_accounts WHERE aid = ?", Kind.QUERY),
            new ScriptStatement("BEGIN", Kind.OTHER),
            new ScriptStatement("UPDATE pgbench_accounts SET abalance = abalance + ? WHERE aid = ?", Kind.UPDATE),
            new ScriptStatement("UPDATE pgbench_tellers SET tbalance = tbalance + ? WHERE tid = ?", Kind.UPDATE),
            new ScriptStatement("UPDATE pgbench_branches SET bbalance = bbalance + ? WHERE bid = ?", Kind.UPDATE),
            new ScriptStatement("INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP)",
                    Kind.UPDATE),
            new ScriptStatement("COMMIT", Kind.OTHER));

    private final int[] sequence;
    private final int scale;
    private final long seed;

    PgbenchEvents(PgbenchScript script, int scale, long seed) {
        this.sequence = switch (script) {
            case SELECT_ONLY -> new int[] {SELECT_BALANCE};
            case TPCB_LIKE -> new int[] {BEGIN, UPDATE_ACCOUNT, SELECT_BALANCE, UPDATE_TELLER, UPDATE_BRANCH, INSERT_HISTORY, COMMIT};
            case SIMPLE_UPDATE -> new int[] {BEGIN, UPDATE_ACCOUNT, SELECT_BALANCE, INSERT_HISTORY, COMMIT};
        };
        this.scale = scale;
        this.seed = seed;
    }

    @Override
    public List<ScriptStatement> statements() {
        return STATEMENTS;
    }

    @Override
    public ScriptCursor cursor(int worker, long workerSeed) {
        return new Cursor(new Rng(Rng.mix(seed, workerSeed)));
    }

    /** One worker's position in its current pgbench transaction and the transaction's random values. */
    private final class Cursor implements ScriptCursor {
        private final Rng rng;
        private int position;
        private int aid;
        private int bid;
        private int tid;
        private int delta;

        Cursor(Rng rng) {
            this.rng = rng;
        }

        @Override
        public int next(ScriptParams params) {
            if (position == sequence.length) {
                position = 0;
                return -1;
            }
            if (position == 0) {
                draw();
            }
            int statement = sequence[position++];
            switch (statement) {
                case SELECT_BALANCE -> params.setInt(0, aid);
                case UPDATE_ACCOUNT -> pair(params, aid);
                case UPDATE_TELLER -> pair(params, tid);
                case UPDATE_BRANCH -> pair(params, bid);
                case INSERT_HISTORY -> {
                    params.setInt(0, tid);
                    params.setInt(1, bid);
                    params.setInt(2, aid);
                    params.setInt(3, delta);
                }
                default -> {
                    // BEGIN and COMMIT take no parameters.
                }
            }
            return statement;
        }

        private void pair(ScriptParams params, int id) {
            params.setInt(0, delta);
            params.setInt(1, id);
        }

        // The order of draws is pgbench's: aid, bid, tid, delta.
        private void draw() {
            aid = rng.uniform(1, scale * PgbenchSchema.ACCOUNTS_PER_SCALE);
            if (sequence.length > 1) {
                bid = rng.uniform(1, scale);
                tid = rng.uniform(1, scale * PgbenchSchema.TELLERS_PER_SCALE);
                delta = rng.uniform(-5000, 5000);
            }
        }

        @Override
        public void reset() {
            position = 0;
        }
    }
}

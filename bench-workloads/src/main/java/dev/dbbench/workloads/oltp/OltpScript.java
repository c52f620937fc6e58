package dev.dbbench.workloads.oltp;

import dev.dbbench.script.EventScript;
import dev.dbbench.script.ScriptCursor;
import dev.dbbench.script.ScriptStatement;
import dev.dbbench.workloads.random.Rng;
import dev.dbbench.workloads.sbtest.SbtestConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An oltp_* mix as statement sequences, for clients other than JDBC: offered when every group of the mix is
 * keyed by ids alone ({@link ById}: point selects, the four range selects, index updates, deletes), which takes
 * in oltp_point_select and oltp_read_only. Its cursor draws tables and ids from the worker's generator in the
 * order {@link ById#run} does, so both clients send the same statements with the same values. Immutable.
 */
final class OltpScript implements EventScript {
    private final SbtestConfig config;
    private final boolean transactional;
    private final ById[] groups;
    /** A query's place among the statements of one table, by {@link OltpQuery#ordinal()}. */
    private final int[] slots;
    private final int perTable;
    private final List<ScriptStatement> statements;
    private final int begin;
    private final int commit;

    private OltpScript(SbtestConfig config, boolean transactional, ById[] groups) {
        this.config = config;
        this.transactional = transactional;
        this.groups = groups;
        // Only the statements the mix runs: a client may prepare every statement of a script on the server.
        List<OltpQuery> used = new ArrayList<>();
        for (ById g : groups) {
            if (!used.contains(g.query())) {
                used.add(g.query());
            }
        }
        this.slots = new int[OltpQuery.values().length];
        for (int i = 0; i < used.size(); i++) {
            slots[used.get(i).ordinal()] = i;
        }
        this.perTable = used.size();
        List<ScriptStatement> all = new ArrayList<>();
        for (int t = 1; t <= config.tables(); t++) {
            for (OltpQuery q : used) {
                all.add(new ScriptStatement(q.sql(t), q.read ? ScriptStatement.Kind.QUERY : ScriptStatement.Kind.UPDATE));
            }
        }
        // sysbench sends these two words, whatever the server.
        begin = all.size();
        all.add(new ScriptStatement("BEGIN", ScriptStatement.Kind.OTHER));
        commit = all.size();
        all.add(new ScriptStatement("COMMIT", ScriptStatement.Kind.OTHER));
        this.statements = List.copyOf(all);
    }

    /** The script of a mix, when all its groups are keyed by ids alone. */
    static Optional<EventScript> of(SbtestConfig config, boolean transactional, StatementGroup[] groups) {
        ById[] byId = new ById[groups.length];
        for (int i = 0; i < groups.length; i++) {
            if (!(groups[i] instanceof ById b)) {
                return Optional.empty();
            }
            byId[i] = b;
        }
        return Optional.of(new OltpScript(config, transactional, byId));
    }

    @Override
    public List<ScriptStatement> statements() {
        return statements;
    }

    @Override
    public ScriptCursor cursor(int worker, long workerSeed) {
        return new Cursor(config.workerRng(worker, workerSeed));
    }

    private int index(int table, OltpQuery query) {
        return (table - 1) * perTable + slots[query.ordinal()];
    }

    /** One worker's place in its event: before it, inside a group's repetitions, or after the last group. */
    private final class Cursor implements ScriptCursor {
        private static final int START = 0;
        private static final int BODY = 1;
        private static final int END = 2;
        private final Rng rng;
        private int phase = START;
        private int group;
        private int repetition;
        private int table;

        Cursor(Rng rng) {
            this.rng = rng;
        }

        @Override
        public int next(int[] params) {
            if (phase == START) {
                phase = BODY;
                group = 0;
                repetition = 0;
                if (transactional) {
                    return begin;
                }
            }
            if (phase == BODY) {
                while (group < groups.length) {
                    ById g = groups[group];
                    if (repetition == 0) {
                        table = rng.uniform(1, config.tables());
                    }
                    if (repetition < g.count()) {
                        repetition++;
                        int id = config.randomId(rng);
                        params[0] = id;
                        if (g.query().ranged) {
                            params[1] = id + config.rangeSize() - 1;
                        }
                        return index(table, g.query());
                    }
                    group++;
                    repetition = 0;
                }
                phase = END;
                if (transactional) {
                    return commit;
                }
            }
            phase = START;
            return -1;
        }

        @Override
        public void reset() {
            phase = START;
        }
    }
}

package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.workloads.random.DigitString;
import dev.dbbench.workloads.random.Rng;
import dev.dbbench.workloads.sbtest.SbtestConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * An oltp_* mix as statement sequences, for clients other than JDBC. Its cursor draws tables, ids and text from
 * the worker's generator in the order the groups' {@code run} does, so both clients send the same statements with
 * the same values; oltp_insert's statement is the one its JDBC run picks for the same server. Immutable.
 */
final class OltpScript implements EventScript {
    private final SbtestConfig config;
    private final boolean transactional;
    private final StatementGroup[] groups;
    private final boolean zeroGeneratesKey;
    /** A query's place among the statements of one table, by {@link OltpQuery#ordinal()}. */
    private final int[] slots;
    private final int perTable;
    private final List<ScriptStatement> statements;
    private final int begin;
    private final int commit;

    /**
     * @param used             the statements the groups run on this server, as the JDBC path prepares them
     * @param zeroGeneratesKey whether the server makes a key of id 0 (oltp_insert's statement depends on it)
     */
    OltpScript(SbtestConfig config, boolean transactional, StatementGroup[] groups, Set<OltpQuery> used,
            boolean zeroGeneratesKey) {
        this.config = config;
        this.transactional = transactional;
        this.groups = groups.clone();
        this.zeroGeneratesKey = zeroGeneratesKey;
        // Only the statements the mix runs: a client may prepare every statement of a script on the server.
        List<OltpQuery> ordered = List.copyOf(used);
        this.slots = new int[OltpQuery.values().length];
        for (int i = 0; i < ordered.size(); i++) {
            slots[ordered.get(i).ordinal()] = i;
        }
        this.perTable = ordered.size();
        List<ScriptStatement> all = new ArrayList<>();
        for (int t = 1; t <= config.tables(); t++) {
            for (OltpQuery q : ordered) {
                all.add(statement(q, t));
            }
        }
        // sysbench sends these two words, whatever the server.
        begin = all.size();
        all.add(new ScriptStatement("BEGIN", ScriptStatement.Kind.OTHER));
        commit = all.size();
        all.add(new ScriptStatement("COMMIT", ScriptStatement.Kind.OTHER));
        this.statements = List.copyOf(all);
    }

    private static ScriptStatement statement(OltpQuery q, int table) {
        ScriptStatement s = new ScriptStatement(q.sql(table), q.read ? ScriptStatement.Kind.QUERY : ScriptStatement.Kind.UPDATE);
        return switch (q) {
            case NON_INDEX_UPDATE -> s.withText(0);
            case INSERT -> s.withText(2, 3);
            case INSERT_GENERATED_ID -> s.withText(1, 2);
            default -> s;
        };
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
        private final byte[] c = DigitString.template(DigitString.C_GROUPS);
        private final byte[] pad = DigitString.template(DigitString.PAD_GROUPS);
        private int phase = START;
        private int group;
        private int repetition;
        private int table;
        /** A DeleteInserts repetition sent its DELETE; its INSERT of the same id comes next. */
        private boolean insertPending;
        private int id;
        private int k;

        Cursor(Rng rng) {
            this.rng = rng;
        }

        @Override
        public int next(ScriptParams params) {
            if (phase == START) {
                phase = BODY;
                group = 0;
                repetition = 0;
                insertPending = false;
                if (transactional) {
                    return begin;
                }
            }
            if (phase == BODY) {
                if (insertPending) {
                    insertPending = false;
                    params.setInt(0, id);
                    params.setInt(1, k);
                    params.setText(2, c, c.length);
                    params.setText(3, pad, pad.length);
                    return index(table, OltpQuery.INSERT);
                }
                while (group < groups.length) {
                    StatementGroup g = groups[group];
                    if (repetition == 0) {
                        table = rng.uniform(1, config.tables());
                    }
                    if (repetition < g.count()) {
                        repetition++;
                        return first(g, params);
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

        /** The first (or only) statement of one repetition of {@code g}, drawing as the group's JDBC run does. */
        private int first(StatementGroup g, ScriptParams params) {
            if (g instanceof ById b) {
                int drawn = config.randomId(rng);
                params.setInt(0, drawn);
                if (b.query().ranged) {
                    params.setInt(1, drawn + config.rangeSize() - 1);
                }
                return index(table, b.query());
            }
            if (g instanceof NonIndexUpdates) {
                DigitString.fill(c, rng);
                params.setText(0, c, c.length);
                params.setInt(1, config.randomId(rng));
                return index(table, OltpQuery.NON_INDEX_UPDATE);
            }
            if (g instanceof Inserts i) {
                return insert(i, params);
            }
            // DeleteInserts: id, k, c and pad are all drawn before the DELETE is sent.
            id = config.randomId(rng);
            k = config.randomId(rng);
            DigitString.fill(c, rng);
            DigitString.fill(pad, rng);
            insertPending = true;
            params.setInt(0, id);
            return index(table, OltpQuery.DELETE);
        }

        /** oltp_insert's row: k, then the id (where the statement has one), c and pad, as its JDBC run draws them. */
        private int insert(Inserts g, ScriptParams params) {
            int drawnK = config.randomId(rng);
            OltpQuery query = g.query(zeroGeneratesKey);
            int p = 0;
            if (query == OltpQuery.INSERT) {
                params.setInt(p++, g.nextId());
            }
            params.setInt(p++, drawnK);
            DigitString.fill(c, rng);
            params.setText(p++, c, c.length);
            DigitString.fill(pad, rng);
            params.setText(p, pad, pad.length);
            return index(table, query);
        }

        @Override
        public void reset() {
            phase = START;
        }
    }
}

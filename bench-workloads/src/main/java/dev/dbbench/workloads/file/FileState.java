package dev.dbbench.workloads.file;

import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.StatementFailure;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.sql.SqlStatement;
import dev.dbbench.workloads.file.gen.Value;
import dev.dbbench.workloads.random.Rng;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;

/**
 * One worker's run of a workload file over JDBC: every statement of every transaction prepared once (as its
 * {@code --ps-mode} asks; a statement written the same in two transactions is prepared once), a plain statement for
 * BEGIN, COMMIT and statements without values, the slots its values live in, and its random generator. Used only
 * on the worker's thread.
 */
final class FileState implements WorkerState {
    private final Mix mix;
    private final Rng rng;
    private final Value[] values;
    private final Statement plain;
    private final String begin;
    private final String commit;
    private final String rollback;
    /** [transaction][step]: the statement of each step, null for a pause and for statements sent as plain text. */
    private final SqlStatement[][] statements;
    private final Step.Bound[][] bound;
    private final List<SqlStatement> opened = new ArrayList<>();
    /** Whether this worker's current event has sent BEGIN and not yet COMMIT. */
    private boolean inTransaction;

    FileState(WorkerContext ctx, Mix mix, Rng rng) throws SQLException {
        this.mix = mix;
        this.rng = rng;
        this.values = mix.newSlots();
        this.begin = ctx.dialect().begin();
        this.commit = ctx.dialect().commit();
        this.rollback = ctx.dialect().rollback();
        this.statements = new SqlStatement[mix.size()][];
        this.bound = new Step.Bound[mix.size()][];
        this.plain = ctx.connection().createStatement();
        try {
            prepare(ctx);
        } catch (SQLException | RuntimeException e) {
            try {
                close();
            } catch (SQLException closeFailure) {
                e.addSuppressed(closeFailure);
            }
            throw e;
        }
    }

    private void prepare(WorkerContext ctx) throws SQLException {
        Map<String, SqlStatement> byText = new HashMap<>();
        for (int t = 0; t < mix.size(); t++) {
            List<Step> steps = mix.get(t).steps();
            statements[t] = new SqlStatement[steps.size()];
            bound[t] = new Step.Bound[steps.size()];
            for (int s = 0; s < steps.size(); s++) {
                if (steps.get(s) instanceof Step.Sql sql) {
                    Step.Bound b = sql.bound(ctx.dialect());
                    bound[t][s] = b;
                    if (sql.kind() != ScriptStatement.Kind.OTHER) {
                        SqlStatement ps = byText.get(b.sql());
                        if (ps == null) {
                            ps = SqlStatement.prepare(ctx, b.sql());
                            opened.add(ps);
                            byText.put(b.sql(), ps);
                        }
                        statements[t][s] = ps;
                    }
                }
            }
        }
    }

    /** Runs one event: picks a transaction, draws its values, runs its steps. Returns the transaction's index. */
    int event(Counter counter) throws SQLException {
        return run(pick(), counter);
    }

    /** Draws the next event's transaction. */
    int pick() {
        return mix.pick(rng);
    }

    /** Runs transaction {@code t}: draws its values, runs its steps. Returns {@code t}, its operation. */
    int run(int t, Counter counter) throws SQLException {
        Transaction tx = mix.get(t);
        tx.draw(rng, values);
        if (tx.transactional()) {
            plain.execute(begin);
            counter.other();
            inTransaction = true;
        }
        List<Step> steps = tx.steps();
        for (int s = 0; s < steps.size(); s++) {
            Step step = steps.get(s);
            if (step instanceof Step.Sql sql) {
                boolean goOn;
                try {
                    goOn = run(sql, statements[t][s], bound[t][s], counter);
                } catch (SQLException e) {
                    throw new StatementFailure(e, sql.origin(tx.name()));
                }
                if (!goOn) {
                    break;
                }
            } else {
                pause((Step.Pause) step);
            }
        }
        if (tx.transactional()) {
            plain.execute(commit);
            counter.other();
            inTransaction = false;
        }
        return t;
    }

    /** Runs one statement; returns false when it read no row into values that {@code noRow: end} says end the transaction. */
    private boolean run(Step.Sql sql, SqlStatement ps, Step.Bound b, Counter counter) throws SQLException {
        if (ps == null) {
            plain.execute(b.sql());
            counter.other();
            return true;
        }
        int[] slots = b.slots();
        for (int p = 0; p < slots.length; p++) {
            Value v = values[slots[p]];
            if (v.isText()) {
                ps.setString(p + 1, v.string());
            } else if (v.number() == (int) v.number()) {
                ps.setInt(p + 1, (int) v.number());
            } else {
                ps.setLong(p + 1, v.number());
            }
        }
        if (sql.kind() == ScriptStatement.Kind.QUERY) {
            int rows = Rows.read(ps, sql, values);
            counter.query(rows);
            return rows > 0 || sql.into().length == 0;
        }
        counter.dml(ps.executeUpdate());
        return true;
    }

    /** A pause inside the event; it ends early, with the interrupt kept, when the worker is interrupted. */
    private void pause(Step.Pause p) {
        long nanos = p.minNanos() == p.maxNanos() ? p.minNanos() : p.minNanos() + (long) (rng.nextDouble() * (p.maxNanos() - p.minNanos()));
        long deadline = System.nanoTime() + nanos;
        long left = nanos;
        while (left > 0 && !Thread.currentThread().isInterrupted()) {
            LockSupport.parkNanos(left);
            left = deadline - System.nanoTime();
        }
    }

    /** Ends the transaction a failed statement left open; not counted, as sysbench does not count it. */
    void rollback() throws SQLException {
        if (inTransaction) {
            inTransaction = false;
            plain.execute(rollback);
        }
    }

    /** Closes the statements, not the connection, which the engine owns. */
    @Override
    public void close() throws SQLException {
        SQLException failure = null;
        for (SqlStatement ps : opened) {
            try {
                ps.close();
            } catch (SQLException e) {
                failure = failure == null ? e : failure;
            }
        }
        try {
            plain.close();
        } catch (SQLException e) {
            failure = failure == null ? e : failure;
        }
        if (failure != null) {
            throw failure;
        }
    }
}

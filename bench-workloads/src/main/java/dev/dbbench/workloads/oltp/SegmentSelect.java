package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.sql.SqlStatement;
import dev.dbbench.sql.Statements;
import dev.dbbench.workloads.random.Rng;
import dev.dbbench.workloads.sbtest.RowCountRule;
import dev.dbbench.workloads.sbtest.SbtestConfig;
import dev.dbbench.workloads.sbtest.SbtestDataset;
import dev.dbbench.workloads.sbtest.SbtestWorkload;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.StringJoiner;

/**
 * select_random_points and select_random_ranges: one SELECT on sbtest1 over k values drawn from the
 * worker's own slice of [0, table size], so workers do not read each other's rows (sysbench's words:
 * "to prevent overlapping of our range queries"). The slice of worker w of n is
 * [trunc(w * size / n), trunc((w + 1) * size / n)], computed in floating point as sysbench's Lua does.
 *
 * <p>sysbench writes these statements over several indented lines; here the whitespace is collapsed to
 * single spaces, which no server parses differently.
 */
final class SegmentSelect extends SbtestWorkload<SegmentSelect.State> {
    private final String sql;
    private final int values;
    private final boolean ranges;
    private final int delta;

    private SegmentSelect(SbtestConfig config, String sql, int values, boolean ranges, int delta) {
        super(config, new SbtestDataset(config, config.tableSize(), RowCountRule.EXACT), Map.of());
        if (config.tables() != 1) {
            throw new UsageException("--tables " + config.tables() + " is not supported: this workload reads sbtest1 only,"
                    + " as sysbench's does; give --tables 1");
        }
        this.sql = sql;
        this.values = values;
        this.ranges = ranges;
        this.delta = delta;
    }

    /** {@code SELECT id, k, c, pad FROM sbtest1 WHERE k IN (?, ...)} with {@code points} values. */
    static SegmentSelect points(SbtestConfig config, int points) {
        StringJoiner in = new StringJoiner(", ", "SELECT id, k, c, pad FROM sbtest1 WHERE k IN (", ")");
        for (int i = 0; i < points; i++) {
            in.add("?");
        }
        return new SegmentSelect(config, in.toString(), points, false, 0);
    }

    /** {@code SELECT count(k) FROM sbtest1 WHERE k BETWEEN ? AND ? OR ...}, each range [v, v + delta]. */
    static SegmentSelect ranges(SbtestConfig config, int ranges, int delta) {
        StringJoiner where = new StringJoiner(" OR ", "SELECT count(k) FROM sbtest1 WHERE ", "");
        for (int i = 0; i < ranges; i++) {
            where.add("k BETWEEN ? AND ?");
        }
        return new SegmentSelect(config, where.toString(), ranges, true, delta);
    }

    @Override
    public State open(WorkerContext ctx) throws SQLException {
        int threads = Math.max(1, ctx.threads());
        double slice = (double) config.tableSize() / threads;
        double low = slice * (ctx.worker() % threads);
        return new State(SqlStatement.prepare(ctx, sql), config.workerRng(ctx), (int) low, (int) (low + slice));
    }

    @Override
    public boolean readOnly() {
        return true;
    }

    @Override
    public int event(State s, Counter counter) throws SQLException {
        SqlStatement ps = s.statement();
        for (int i = 0; i < values; i++) {
            int v = config.distribution().next(s.rng(), s.low(), s.high());
            if (ranges) {
                ps.setInt(2 * i + 1, v);
                ps.setInt(2 * i + 2, v + delta);
            } else {
                ps.setInt(i + 1, v);
            }
        }
        Statements.query(ps, counter);
        return 0;
    }

    /** A failed auto-commit SELECT leaves no transaction to roll back. */
    @Override
    public void recover(State state, Connection connection, Dialect dialect) {
        // Nothing to undo.
    }

    @Override
    public int preparedStatementsPerWorker() {
        return 1;
    }

    /** One worker's statement, generator and slice [low, high] of k values. */
    record State(SqlStatement statement, Rng rng, int low, int high) implements WorkerState {
        @Override
        public void close() throws SQLException {
            statement.close();
        }
    }
}

package dev.dbbench.probe;

import dev.dbbench.result.ProbeResult;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The server CPU probe: one session runs one CPU-bound query whose work is the same on every supported server, a fixed
 * number of times after a warm-up, in several timed runs. The query computes 1,000 steps of a linear congruential
 * recurrence in a recursive CTE (the depth MySQL 8 allows by default), joins the series with itself and sums an
 * arithmetic expression over the 1,000,000 rows, so that one iteration reads no table and writes nothing: it is the
 * engine's expression evaluation on one core. Every value stays below 2^31 in each step, so no server overflows or
 * rounds, and every server must give {@link #CHECKSUM}; an answer that differs means the work differed, and the probe
 * refuses to report a rate. The query is fixed: changing it changes {@link #NAME}, so that two results whose names match
 * ran the same work per iteration; the warm-up and the runs are recorded beside each result.
 *
 * <p>Not thread-safe per connection; the caller owns the connection and closes it.
 */
public final class CpuProbe {
    /** The work, as results record it. */
    public static final String NAME = "lcg-cte-1000x1000";
    /** Iterations run before the timed runs, so that caches, JIT-compiled expressions and plans are warm. */
    public static final int WARMUP_ITERATIONS = 3;
    /** Timed runs; their median is the probe's rate and their lowest and highest its spread. */
    public static final int RUNS = 5;
    /** Iterations in each timed run. */
    public static final int ITERATIONS_PER_RUN = 5;

    static final int STEPS = 1000;
    static final int MODULUS = 65537;
    static final String SQL = "WITH RECURSIVE r(i, x) AS ("
            + "SELECT 1, 1 UNION ALL SELECT i + 1, (x * 75 + 74) % " + MODULUS + " FROM r WHERE i < " + STEPS + ") "
            + "SELECT COUNT(*), SUM((a.x * b.i + b.x) % " + MODULUS + ") FROM r a CROSS JOIN r b";
    /** The answer every server gives: {@code COUNT(*)} and {@code SUM(...)} of {@link #SQL}, as computed by {@link #expected()}. */
    public static final String CHECKSUM = expected();

    private CpuProbe() {
    }

    /**
     * Runs the probe on {@code c}: the warm-up, then {@link #RUNS} timed runs of {@link #ITERATIONS_PER_RUN} iterations.
     *
     * @throws WrongAnswerException when the server's answer is not {@link #CHECKSUM}
     */
    public static ProbeResult run(Connection c) throws SQLException, WrongAnswerException {
        try (Statement st = c.createStatement()) {
            for (int i = 0; i < WARMUP_ITERATIONS; i++) {
                once(st);
            }
            List<Double> perSecond = new ArrayList<>(RUNS);
            for (int run = 0; run < RUNS; run++) {
                long start = System.nanoTime();
                for (int i = 0; i < ITERATIONS_PER_RUN; i++) {
                    once(st);
                }
                double seconds = (System.nanoTime() - start) / 1e9;
                perSecond.add(Math.round(ITERATIONS_PER_RUN / seconds * 1000) / 1000.0);
            }
            return ProbeResult.of(NAME, CHECKSUM, WARMUP_ITERATIONS, ITERATIONS_PER_RUN, perSecond);
        }
    }

    /** One iteration, its answer checked. */
    private static void once(Statement st) throws SQLException, WrongAnswerException {
        try (ResultSet rs = st.executeQuery(SQL)) {
            String answer = rs.next() ? number(rs.getString(1)) + ":" + number(rs.getString(2)) : "no row";
            if (!CHECKSUM.equals(answer)) {
                throw new WrongAnswerException(answer, CHECKSUM);
            }
        }
    }

    /** A count or sum as digits alone, however the server types it ({@code BIGINT}, {@code DECIMAL}, {@code NUMERIC}). */
    private static String number(String v) {
        try {
            return v == null ? "null" : new BigDecimal(v.strip()).stripTrailingZeros().toPlainString();
        } catch (NumberFormatException notANumber) {
            return v;
        }
    }

    /** The answer of {@link #SQL}, computed here step by step as the query defines it. */
    static String expected() {
        long[] x = new long[STEPS + 1];
        x[1] = 1;
        for (int i = 2; i <= STEPS; i++) {
            x[i] = (x[i - 1] * 75 + 74) % MODULUS;
        }
        long sum = 0;
        for (int a = 1; a <= STEPS; a++) {
            for (int b = 1; b <= STEPS; b++) {
                sum += (x[a] * b + x[b]) % MODULUS;
            }
        }
        return (long) STEPS * STEPS + ":" + sum;
    }
}

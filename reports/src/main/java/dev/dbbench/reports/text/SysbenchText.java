package dev.dbbench.reports.text;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.ThreadFairness;

import java.util.Locale;
import java.util.OptionalDouble;

/**
 * sysbench 1.0's console output, so that people who read sysbench can read dbbench: the interval line
 * ({@code [ 10s ] thds: 64 tps: ... err/s: 0.00 reconn/s: 0.00}) and the final block ({@code SQL
 * statistics:}, {@code General statistics:}, {@code Latency (ms):}), with sysbench's spacing. Latencies are
 * in milliseconds, rates per second. Called once per interval or step, never per event. Stateless.
 *
 * <p>Two differences, both additions: a percentile may have decimals ({@code lat (ms,99.9%)}), and the
 * final block adds {@code other errors} and {@code empty reads} lines when they are not zero. "Threads
 * fairness" is left out because a step does not record per-thread counts.
 */
public final class SysbenchText {
    /** sysbench's {@code --percentile} default. */
    public static final double DEFAULT_PERCENTILE = 95;
    /** Counts in sysbench's final block start in this column. */
    private static final int VALUE_COLUMN = 41;
    /** Latencies ({@code %10.2f}) start two columns further right, as sysbench prints them. */
    private static final int LATENCY_COLUMN = 43;
    /** sysbench's "Threads fairness" values start here. */
    private static final int FAIRNESS_COLUMN = 35;

    private SysbenchText() {
    }

    /** The interval line with the 95th percentile. */
    public static String intervalLine(IntervalResult r) {
        return intervalLine(r, DEFAULT_PERCENTILE, r.latencyMs().p95());
    }

    /**
     * The interval line for {@code --percentile} {@code percentile}, whose latency the caller has (from the
     * interval's histogram, or {@link #latencyAt} for the percentiles a {@link LatencyMs} holds). An interval that
     * closed late ends with its real length, {@code (late: 2.31s)}: its rates are right, its label is not a whole
     * interval after the last.
     */
    public static String intervalLine(IntervalResult r, double percentile, double latencyMs) {
        double secs = r.durationSeconds();
        return String.format(Locale.ROOT,
                "[ %ss ] thds: %d tps: %4.2f qps: %4.2f (r/w/o: %4.2f/%4.2f/%4.2f) lat (ms,%s%%): %4.2f "
                        + "err/s: %4.2f reconn/s: %4.2f",
                at(r.elapsedSeconds(), secs), r.workers(), r.tps(), r.qps(), perSecond(r.reads(), secs),
                perSecond(r.writes(), secs), perSecond(r.other(), secs), percentileLabel(percentile), latencyMs,
                perSecond(r.errors(), secs), perSecond(r.reconnects(), secs))
                + (r.late() ? String.format(Locale.ROOT, " (late: %.2fs)", secs) : "");
    }

    /**
     * When an interval ended, in whole seconds as sysbench prints it; with a tenth when the interval is shorter than a
     * second (the last one of an {@code --events} run or of a stop, or a sub-second {@code --report-interval}), which
     * would otherwise carry the label of the interval before it. A full interval that closed a little late (a busy
     * machine) keeps its whole second.
     */
    public static String at(double elapsedSeconds, double durationSeconds) {
        return durationSeconds < 0.95
                ? String.format(Locale.ROOT, "%.1f", elapsedSeconds) : String.format(Locale.ROOT, "%.0f", elapsedSeconds);
    }

    /** The final block with the 95th percentile. */
    public static String finalBlock(StepResult s) {
        return finalBlock(s, DEFAULT_PERCENTILE, s.latencyMs().p95());
    }

    /**
     * sysbench's final block for one step. The latency {@code sum} is the average times the number of
     * events, since a step keeps the average rather than the sum. Lines end with {@code \n}; sections
     * are separated by a blank line as in sysbench.
     */
    public static String finalBlock(StepResult s, double percentile, double latencyMs) {
        double secs = s.durationSeconds();
        StringBuilder b = new StringBuilder(1024);
        b.append("SQL statistics:\n");
        b.append("    queries performed:\n");
        line(b, "        read:", Long.toString(s.reads()));
        line(b, "        write:", Long.toString(s.writes()));
        line(b, "        other:", Long.toString(s.other()));
        line(b, "        total:", Long.toString(s.queries()));
        line(b, "    transactions:", countAndRate(s.transactions(), s.tps()));
        line(b, "    queries:", countAndRate(s.queries(), s.qps()));
        line(b, "    ignored errors:", countAndRate(s.ignoredErrors(), perSecond(s.ignoredErrors(), secs)));
        line(b, "    reconnects:", countAndRate(s.reconnects(), perSecond(s.reconnects(), secs)));
        long otherErrors = s.errors() - s.ignoredErrors();
        if (otherErrors > 0) {
            line(b, "    other errors:", countAndRate(otherErrors, perSecond(otherErrors, secs)));
        }
        if (s.emptyReads() > 0) {
            line(b, "    empty reads:", countAndRate(s.emptyReads(), perSecond(s.emptyReads(), secs)));
        }
        b.append('\n');
        b.append("General statistics:\n");
        line(b, "    total time:", String.format(Locale.ROOT, "%.4fs", secs));
        line(b, "    total number of events:", Long.toString(s.transactions()));
        s.connections().ifPresent(c -> line(b, "    connections opened:", String.format(Locale.ROOT, "%-6d (%.2fs, %.2f per sec.)",
                c.opened(), c.seconds(), c.perSecond())));
        b.append('\n');
        LatencyMs l = s.latencyMs();
        b.append("Latency (ms):\n");
        latency(b, "         min:", l.min());
        latency(b, "         avg:", l.avg());
        latency(b, "         max:", l.max());
        // sysbench's %3d puts a two-digit percentile under "min:"; a wider label (99.9) starts there too rather
        // than one column to the left.
        String label = percentileLabel(percentile);
        latency(b, " ".repeat(Math.max(9, 11 - label.length())) + label + "th percentile:", latencyMs);
        latency(b, "         sum:", l.avg() * s.transactions());
        ThreadFairness f = s.fairness();
        if (f != null) {
            b.append('\n');
            b.append("Threads fairness:\n");
            pad(b, "    events (avg/stddev):", FAIRNESS_COLUMN);
            b.append(String.format(Locale.ROOT, "%.4f/%3.2f", f.eventsAvg(), f.eventsStddev())).append('\n');
            pad(b, "    execution time (avg/stddev):", FAIRNESS_COLUMN);
            b.append(String.format(Locale.ROOT, "%.4f/%3.2f", f.executionSecondsAvg(), f.executionSecondsStddev())).append('\n');
        }
        b.append(OperationText.block(s));
        b.append(ReplicaText.block(s));
        return b.toString();
    }

    /** The latency at {@code percentile} if {@code l} holds it (50, 90, 95, 99, 99.9). */
    public static OptionalDouble latencyAt(LatencyMs l, double percentile) {
        if (percentile == 50) {
            return OptionalDouble.of(l.p50());
        } else if (percentile == 90) {
            return OptionalDouble.of(l.p90());
        } else if (percentile == 95) {
            return OptionalDouble.of(l.p95());
        } else if (percentile == 99) {
            return OptionalDouble.of(l.p99());
        } else if (percentile == 99.9) {
            return OptionalDouble.of(l.p999());
        } else if (percentile == 100) {
            return OptionalDouble.of(l.max());
        }
        return OptionalDouble.empty();
    }

    /** {@code 95} for 95, {@code 99.9} for 99.9: no decimals unless the percentile has them. */
    public static String percentileLabel(double percentile) {
        if (percentile == Math.rint(percentile)) {
            return Long.toString((long) percentile);
        }
        return java.math.BigDecimal.valueOf(percentile).stripTrailingZeros().toPlainString();
    }

    private static void line(StringBuilder b, String label, String value) {
        pad(b, label, VALUE_COLUMN);
        b.append(value).append('\n');
    }

    private static void latency(StringBuilder b, String label, double ms) {
        pad(b, label, LATENCY_COLUMN);
        b.append(String.format(Locale.ROOT, "%10.2f", ms)).append('\n');
    }

    private static void pad(StringBuilder b, String label, int column) {
        b.append(label);
        for (int i = label.length(); i < column; i++) {
            b.append(' ');
        }
    }

    /** sysbench's {@code %-6d (%.2f per sec.)}: the count left-aligned in six columns. */
    private static String countAndRate(long count, double rate) {
        return String.format(Locale.ROOT, "%-6d (%.2f per sec.)", count, rate);
    }

    private static double perSecond(long count, double seconds) {
        return seconds > 0 ? count / seconds : 0;
    }
}

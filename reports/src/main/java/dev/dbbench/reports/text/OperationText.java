package dev.dbbench.reports.text;

import dev.dbbench.reports.OperationTables;
import dev.dbbench.result.OperationStats;
import dev.dbbench.result.StepResult;
import java.util.Locale;
import java.util.Map;

/**
 * The lines under a step's final block for a workload of several transactions: each transaction's count, rate and
 * latency percentiles, so that the console, {@code summary.txt} and the reports show the same. Empty for a workload
 * of one transaction.
 */
public final class OperationText {
    private OperationText() {
    }

    /** The per-transaction lines of {@code s}, in name order; empty when it ran one transaction. */
    public static String block(StepResult s) {
        if (!OperationTables.hasSeveral(s)) {
            return "";
        }
        int width = Math.max(12, s.operations().keySet().stream().mapToInt(String::length).max().orElse(0) + 2);
        StringBuilder b = new StringBuilder(512);
        b.append("\nPer transaction (latency in ms):\n");
        b.append(String.format(Locale.ROOT, "    %-" + width + "s%10s %10s %9s %9s %9s %9s %9s%n", "", "count", "per sec.", "avg",
                "p50", "p95", "p99", "max"));
        for (Map.Entry<String, OperationStats> e : OperationTables.sorted(s).entrySet()) {
            OperationStats o = e.getValue();
            var l = o.latencyMs();
            b.append(String.format(Locale.ROOT, "    %-" + width + "s%10d %10.2f %9.2f %9.2f %9.2f %9.2f %9.2f%n", e.getKey(), o.count(),
                    o.perSecond(), l.avg(), l.p50(), l.p95(), l.p99(), l.max()));
        }
        return b.toString();
    }
}

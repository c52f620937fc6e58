package dev.dbbench.reports;

import dev.dbbench.result.OperationStats;
import dev.dbbench.result.StepResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.ToDoubleFunction;

/**
 * Each transaction of a workload that has several (order-entry's new_order, payment, lookup; TPC-C's five) as a
 * result of its own: its rate and latency percentiles by target and thread count, next to the totals of the other
 * tables. Empty for a workload of one transaction, whose totals say it all.
 */
public final class OperationTables {
    /** What a row of the table stands for. */
    static final String MEANING = "Each transaction of the workload on its own: rate per second and latency in ms, the mean "
            + "over the measured steps (max: the highest of them). The other tables count every transaction together.";

    private OperationTables() {
    }

    /** Whether {@code s} ran a workload of several transactions. */
    public static boolean hasSeveral(StepResult s) {
        return s.operations().size() > 1;
    }

    /** The "Per transaction" table, when any measured step ran several transactions. */
    public static Optional<Table> of(Summaries s) {
        List<List<String>> rows = new ArrayList<>();
        for (StepGroup g : s.groups()) {
            List<StepResult> steps = g.measured().stream().filter(OperationTables::hasSeveral).toList();
            TreeSet<String> names = new TreeSet<>();
            steps.forEach(st -> names.addAll(st.operations().keySet()));
            for (String name : names) {
                List<OperationStats> stats = steps.stream().map(st -> st.operations().get(name)).filter(o -> o != null).toList();
                rows.add(List.of(g.target(), Integer.toString(g.threads()), name,
                        Long.toString(stats.stream().mapToLong(OperationStats::count).sum()),
                        Fmt.two(mean(stats, OperationStats::perSecond)), Fmt.two(mean(stats, o -> o.latencyMs().avg())),
                        Fmt.two(mean(stats, o -> o.latencyMs().p50())), Fmt.two(mean(stats, o -> o.latencyMs().p95())),
                        Fmt.two(mean(stats, o -> o.latencyMs().p99())),
                        Fmt.two(stats.stream().mapToDouble(o -> o.latencyMs().max()).max().orElse(Double.NaN))));
            }
        }
        return rows.isEmpty() ? Optional.empty() : Optional.of(new Table("Per transaction", List.of("target", "threads", "transaction",
                "count", "per s", "avg ms", "p50 ms", "p95 ms", "p99 ms", "max ms"), rows, List.of(MEANING)));
    }

    /** A step's transactions by name, in name order, for the lines and columns that list them. */
    public static Map<String, OperationStats> sorted(StepResult s) {
        return new TreeMap<>(s.operations());
    }

    private static double mean(List<OperationStats> stats, ToDoubleFunction<OperationStats> f) {
        return stats.stream().mapToDouble(f).average().orElse(Double.NaN);
    }
}

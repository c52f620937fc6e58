package dev.dbbench.reports;

import dev.dbbench.result.OperationStats;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The per-transaction columns of {@code steps.csv} for a workload of several transactions: for each transaction, in
 * name order, {@code op_NAME_count}, {@code op_NAME_per_s} and its latency in ms ({@code avg}, {@code p50}, {@code p95},
 * {@code p99}, {@code max}). None for a workload of one transaction. A step that did not run a transaction has
 * empty cells for it.
 */
final class OperationColumns {
    private static final List<String> MEASURES = List.of("count", "per_s", "avg_ms", "p50_ms", "p95_ms", "p99_ms", "max_ms");
    private final List<String> names;

    OperationColumns(RunResult r) {
        TreeSet<String> all = new TreeSet<>();
        r.steps().stream().filter(OperationTables::hasSeveral).forEach(s -> all.addAll(s.operations().keySet()));
        names = List.copyOf(all);
    }

    List<String> header() {
        List<String> out = new ArrayList<>();
        names.forEach(n -> MEASURES.forEach(m -> out.add("op_" + n + "_" + m)));
        return out;
    }

    List<String> cells(StepResult step) {
        List<String> out = new ArrayList<>();
        for (String n : names) {
            OperationStats o = step.operations().get(n);
            if (o == null) {
                MEASURES.forEach(m -> out.add(""));
                continue;
            }
            var l = o.latencyMs();
            out.addAll(List.of(Long.toString(o.count()), Fmt.plain(o.perSecond()), Fmt.plain(l.avg()), Fmt.plain(l.p50()),
                    Fmt.plain(l.p95()), Fmt.plain(l.p99()), Fmt.plain(l.max())));
        }
        return out;
    }
}

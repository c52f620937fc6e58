package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TpccMix;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The "TPC-C mix" table of a result whose steps ran TPC-C: per target and thread count the share of each transaction
 * among those completed (over every measured step of the row), whether each step met the minimums of clause 5.2.3,
 * and a warning for each step that did not.
 */
public final class TpccMixTable {
    /** What the shares are and what they are held against. */
    public static final String MEANING = "Each transaction's share of those completed, in percent, rounded down; New-Order"
            + " counts the rolled-back ones. The specification's minimums (clause 5.2.3): Payment 43 %, Order-Status,"
            + " Delivery and Stock-Level 4 % each.";

    private TpccMixTable() {
    }

    /** The table, when any step of {@code r} ran TPC-C. */
    public static Optional<Table> of(RunResult r, Summaries s) {
        List<StepGroup> groups = s.groups().stream().filter(g -> g.measured().stream().anyMatch(st -> st.tpcc().isPresent()))
                .toList();
        if (groups.isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> rows = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (StepGroup g : groups) {
            Optional<TpccMix> pooled = TpccMix.of(counts(g.measured()));
            List<String> row = new ArrayList<>(List.of(g.target(), Integer.toString(g.threads())));
            row.add(pooled.map(m -> String.format(Locale.ROOT, "%,d", m.transactions())).orElse(Fmt.ABSENT));
            row.addAll(pooled.map(TpccMixTable::shares).orElse(List.of(Fmt.ABSENT, Fmt.ABSENT, Fmt.ABSENT, Fmt.ABSENT, Fmt.ABSENT)));
            List<StepResult> mixed = g.measured().stream().filter(st -> mix(st).isPresent()).toList();
            List<StepResult> missed = mixed.stream().filter(st -> !mix(st).get().meetsMinimums()).toList();
            row.add(missed.isEmpty() ? "met" : "missed in " + missed.size() + " of " + mixed.size());
            rows.add(row);
            missed.forEach(st -> warnings.add("Warning: " + label(st, mixed.size() > 1) + " is " + mix(st).get().shortfall() + "."));
        }
        List<String> notes = new ArrayList<>(List.of(MEANING));
        notes.addAll(warnings);
        return Optional.of(new Table("TPC-C mix", List.of("target", "threads", "transactions", "New-Order %", "Payment %",
                "Order-Status %", "Delivery %", "Stock-Level %", "minimums"), rows, notes));
    }

    private static Optional<TpccMix> mix(StepResult st) {
        return st.tpcc().flatMap(t -> t.mix());
    }

    private static List<String> shares(TpccMix m) {
        return List.of(Fmt.two(m.newOrder()), Fmt.two(m.payment()), Fmt.two(m.orderStatus()), Fmt.two(m.delivery()),
                Fmt.two(m.stockLevel()));
    }

    /** The events of every operation of {@code steps}, added up. */
    private static Map<String, Long> counts(List<StepResult> steps) {
        Map<String, Long> counts = new HashMap<>();
        steps.forEach(st -> st.operations().forEach((name, stats) -> counts.merge(name, stats.count(), Long::sum)));
        return counts;
    }

    private static String label(StepResult st, boolean several) {
        return st.target() + " at " + st.threads() + " threads" + (several ? " (repeat " + st.repeat() + ", iteration "
                + st.iteration() + ")" : "");
    }
}

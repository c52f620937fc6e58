package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * The price-performance tables of a result whose targets have a price: what an hour of 1,000 TPS and of 1,000 QPS
 * costs at each thread count, one column per priced target, then each one's cost at its peak with the cheapest named.
 * A target without a price has no column, and a result without any price has none of these tables.
 */
public final class PriceTables {
    private PriceTables() {
    }

    /** The tables, in order; none when no target of {@code r} has a price. */
    public static List<Table> of(RunResult r, Summaries s) {
        return PricePerformance.of(r, s).map(p -> List.of(cost(p, Metric.TPS), cost(p, Metric.QPS), peaks(p))).orElse(List.of());
    }

    /** Rows are thread counts, a column per priced target headed by its currency, cells formatted as {@link Fmt#cost}. */
    static Table cost(PricePerformance p, Metric m) {
        Summaries s = p.summaries();
        List<String> header = new ArrayList<>();
        header.add("threads");
        p.targets().forEach(t -> header.add(t + currency(p.price(t).currency())));
        List<List<String>> rows = new ArrayList<>();
        for (int n : s.threads()) {
            List<String> row = new ArrayList<>();
            row.add(Integer.toString(n));
            for (String t : p.targets()) {
                OptionalDouble c = p.cost(t, n, m);
                boolean stopped = s.group(t, n).filter(StepGroup::stoppedOnly).isPresent();
                boolean failed = s.group(t, n).filter(StepGroup::allFailed).isPresent();
                String half = p.costHalfWidthPercent(t, n, m).stream()
                        .mapToObj(h -> String.format(java.util.Locale.ROOT, " ±%.1f %%", h)).findFirst().orElse("");
                row.add(c.isPresent() ? Fmt.cost(c.getAsDouble()) + half + (stopped ? ResultTables.STOPPED : "")
                        : failed ? "failed" : Fmt.ABSENT);
            }
            rows.add(row);
        }
        List<String> notes = new ArrayList<>();
        notes.add("What an hour of 1,000 " + m.title() + " costs: the price per hour over (" + m.title() + " / 1,000), ± half "
                + "its 95 % interval, which is the rate's; lower is better. Prices: "
                + String.join(", ", p.targets().stream().map(t -> t + " " + p.price(t).text()).toList()) + ".");
        notes.addAll(common(p));
        return new Table("Cost per 1,000 " + m.title() + " per hour", header, rows, notes);
    }

    /** Each priced target at its peak: price, TPS, thread count and both costs, with the cheapest named per currency. */
    static Table peaks(PricePerformance p) {
        List<List<String>> rows = new ArrayList<>();
        for (PricePerformance.Peak k : p.peaks()) {
            String c = k.price().currency();
            rows.add(List.of(k.target(), k.price().text(), Conclusions.estimate(p.peakTps(k)), Integer.toString(k.threads()),
                    PricePerformance.money(k.perKTps(), c),
                    k.perKQps().isPresent() ? PricePerformance.money(k.perKQps().getAsDouble(), c) : Fmt.ABSENT));
        }
        List<String> notes = new ArrayList<>();
        notes.add("The peak is the thread count with the highest TPS (the mean over repeats) among those that ran their full time.");
        notes.addAll(p.cheapest());
        List<String> unpriced = p.unpriced();
        if (!unpriced.isEmpty()) {
            notes.add("Without a price (--price), so not here: " + String.join(", ", unpriced) + ".");
        }
        return new Table("Price-performance at the peak", List.of("target", "price", "peak TPS", "threads", "per 1,000 TPS an hour",
                "per 1,000 QPS an hour"), rows, notes);
    }

    private static List<String> common(PricePerformance p) {
        List<String> out = new ArrayList<>();
        if (p.currencies().size() > 1) {
            out.add("The prices are in different currencies, which are not converted: compare costs only within one currency.");
        }
        if (!p.unpriced().isEmpty()) {
            out.add("Without a price (--price), so without a column: " + String.join(", ", p.unpriced()) + ".");
        }
        return out;
    }

    private static String currency(String c) {
        return c.isEmpty() ? "" : " (" + c + ")";
    }
}

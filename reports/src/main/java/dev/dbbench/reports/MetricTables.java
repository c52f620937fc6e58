package dev.dbbench.reports;

import dev.dbbench.result.Estimate;
import dev.dbbench.result.Price;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.metric.Counts;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.MetricValue;
import dev.dbbench.spi.metric.Shares;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Stream;

/**
 * The tables of the metrics a result's workload declares: one with a column per rate, the mean over each target and
 * thread count's repeats, and one per share with each part's percent of the events of every measured step of the row
 * and whether each step met the minimums. None for a workload that declares none.
 */
public final class MetricTables {
    /** Under one shard's own result: the server counted every shard's work, the client only its own. */
    static final String SHARD = "This is one shard of a sharded run: the server's numbers count every shard's work, the"
            + " client's this shard's only; merge the shards for a result where both count the same.";

    private MetricTables() {
    }

    /** The rates table, with a price their costs, and each shares table, when the workload of {@code r} declares any. */
    public static List<Table> all(RunResult r, Summaries s) {
        return Stream.of(rates(r, s).stream(), costs(r, s).stream(), Declared.shares(r).stream().flatMap(sh -> shares(sh, s).stream()))
                .flatMap(x -> x).toList();
    }

    /** What an hour of 1,000 of each declared rate costs per target and thread count, when a target has a price. */
    static Optional<Table> costs(RunResult r, Summaries s) {
        List<Metric> rates = Declared.rates(r);
        List<StepGroup> groups = groups(s, rates).stream().filter(g -> Declared.price(r, g.target()).isPresent()).toList();
        if (groups.isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> rows = new ArrayList<>();
        for (StepGroup g : groups) {
            Price p = Declared.price(r, g.target()).orElseThrow();
            List<String> row = new ArrayList<>(List.of(g.target(), Integer.toString(g.threads())));
            rates.forEach(m -> {
                OptionalDouble v = g.mean(st -> Declared.number(st, m));
                OptionalDouble c = v.isPresent() ? p.perThousand(v.getAsDouble()) : OptionalDouble.empty();
                row.add(c.isPresent() ? PricePerformance.money(c.getAsDouble(), p.currency()) : Fmt.ABSENT);
            });
            rows.add(row);
        }
        return Optional.of(new Table("Workload metrics: cost per 1,000 an hour", header(rates), rows,
                List.of("Each cell is the price per hour over (the metric's value / 1,000); lower is better.")));
    }

    /** A table's header: the target, the thread count and each rate's label. */
    private static List<String> header(List<Metric> rates) {
        List<String> header = new ArrayList<>(List.of("target", "threads"));
        rates.forEach(m -> header.add(m.label()));
        return header;
    }

    private static List<StepGroup> groups(Summaries s, List<Metric> rates) {
        return s.groups().stream()
                .filter(g -> g.measured().stream().anyMatch(st -> rates.stream().anyMatch(m -> st.metrics().containsKey(m.name()))))
                .toList();
    }

    /** The table of the declared rates, when any step has a value of one. */
    static Optional<Table> rates(RunResult r, Summaries s) {
        List<Metric> rates = Declared.rates(r);
        List<StepGroup> groups = groups(s, rates);
        if (groups.isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> rows = new ArrayList<>();
        for (StepGroup g : groups) {
            List<String> row = new ArrayList<>(List.of(g.target(), g.threads() + (g.stoppedOnly() ? ResultTables.STOPPED : "")));
            rates.forEach(m -> row.add(cell(g.estimate(st -> Declared.number(st, m)))));
            rows.add(row);
        }
        List<String> notes = new ArrayList<>(List.of(Declared.units(rates)));
        rates.stream().filter(m -> !m.description().isEmpty()).forEach(m -> notes.add(m.label() + ": " + m.description()));
        groups.stream().flatMap(g -> g.measured().stream()).flatMap(st -> st.server().stream()).map(c -> c.scope())
                .filter(x -> !x.isEmpty()).distinct()
                .forEach(scope -> notes.add("The server's transactions here are " + scope + ", so other work on that server counts too."));
        if (r.summary().shards().filter(list -> list.size() == 1).isPresent()
                && !"1".equals(r.manifest().getOrDefault("shard.count", "1"))) {
            notes.add(SHARD);
        }
        if (s.maxSamples() > 1) {
            notes.add("Each cell is the mean over the repeats, each repeat the mean of its iterations; ± is half its 95 %"
                    + " interval, from the repeats' spread.");
        }
        return Optional.of(new Table("Workload metrics", header(rates), rows, notes));
    }

    /** The table of {@code sh}, when any step has a value of it. */
    static Optional<Table> shares(Shares sh, Summaries s) {
        List<StepGroup> groups = s.groups().stream().filter(g -> g.measured().stream().anyMatch(st -> st.metrics().containsKey(sh.name())))
                .toList();
        if (groups.isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> rows = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (StepGroup g : groups) {
            Optional<MetricValue> pooled = sh.valueOf(pooled(g.measured()));
            List<String> row = new ArrayList<>(List.of(g.target(), Integer.toString(g.threads())));
            row.add(pooled.map(m -> String.format(Locale.ROOT, "%,d", m.events())).orElse(Fmt.ABSENT));
            sh.parts().forEach(p -> row.add(pooled.map(m -> Fmt.two(m.shares().get(p.label()))).orElse(Fmt.ABSENT)));
            List<StepResult> counted = g.measured().stream().filter(st -> st.metrics().containsKey(sh.name())).toList();
            List<StepResult> missed = counted.stream().filter(st -> !st.metrics().get(sh.name()).belowMinimum().isEmpty()).toList();
            row.add(missed.isEmpty() ? "met" : "missed in " + missed.size() + " of " + counted.size());
            rows.add(row);
            missed.forEach(st -> warnings.add("Warning: " + label(st, counted.size() > 1) + " is "
                    + sh.shortfall(st.metrics().get(sh.name())) + "."));
        }
        List<String> notes = new ArrayList<>();
        if (sh.description().isEmpty()) {
            notes.add("Each part's share of the events counted, in percent, rounded down.");
            String minimums = Declared.minimums(sh);
            if (!minimums.isEmpty()) {
                notes.add(minimums);
            }
        } else {
            notes.add(sh.description());
        }
        notes.addAll(warnings);
        List<String> header = new ArrayList<>(List.of("target", "threads", "events"));
        sh.parts().forEach(p -> header.add(p.label() + " %"));
        header.add("minimums");
        return Optional.of(new Table(sh.label(), header, rows, notes));
    }

    /** The events of every operation of {@code steps}, added up. */
    private static Counts pooled(List<StepResult> steps) {
        Map<String, Long> counts = new HashMap<>();
        steps.forEach(st -> st.operations().forEach((name, stats) -> counts.merge(name, stats.count(), Long::sum)));
        return new Counts(0, 0, counts, 0, Map.of());
    }

    private static String cell(Estimate e) {
        return Double.isFinite(e.value()) ? Conclusions.estimate(e) : Fmt.ABSENT;
    }

    private static String label(StepResult st, boolean several) {
        return st.target() + " at " + st.threads() + " threads" + (several ? " (repeat " + st.repeat() + ", iteration "
                + st.iteration() + ")" : "");
    }
}

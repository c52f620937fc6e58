package dev.dbbench.reports;

import dev.dbbench.result.Price;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.MetricValue;
import dev.dbbench.spi.metric.Shares;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The metrics a result's workload declares, as the reports show them: rates as columns, shares as tables of their own. */
public final class Declared {
    private Declared() {
    }

    /** The declared metrics of {@code r} that are one number (the rates), in the order declared. */
    public static List<Metric> rates(RunResult r) {
        return all(r).stream().filter(m -> !(m instanceof Shares)).toList();
    }

    /** The declared shares of {@code r}, in the order declared. */
    public static List<Shares> shares(RunResult r) {
        return all(r).stream().filter(Shares.class::isInstance).map(Shares.class::cast).toList();
    }

    private static List<Metric> all(RunResult r) {
        return r.workload() == null ? List.of() : r.workload().metrics();
    }

    /** The price of the target named {@code target} in {@code r}; empty when it has none. */
    public static Optional<Price> price(RunResult r, String target) {
        return r.targets().stream().filter(t -> t.name().equals(target)).findFirst().flatMap(t -> t.price());
    }

    /** {@code m}'s value in {@code step}, NaN when it has none. */
    public static double number(StepResult step, Metric m) {
        return Optional.ofNullable(step.metrics().get(m.name())).map(MetricValue::number).orElse(Double.NaN);
    }

    /** A metric's name as a CSV column: {@code ordersPerMinute} is {@code orders_per_minute}. */
    public static String column(Metric m) {
        return m.name().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
    }

    /** A share's parts in one cell, {@code 45.10/43.02/4.00/4.00/3.88}, marked when one fell short of its minimum. */
    public static String cell(Optional<MetricValue> v) {
        return v.map(x -> x.shares().values().stream().map(Fmt::two).collect(Collectors.joining("/"))
                + (x.belowMinimum().isEmpty() ? "" : " (below minimum)")).orElse(Fmt.ABSENT);
    }

    /** One line saying, for each unit, which of {@code rates} are in it: {@code Per minute of measured time: Orders/min.} */
    public static String units(List<Metric> rates) {
        return rates.stream().collect(Collectors.groupingBy(Metric::unit, java.util.LinkedHashMap::new,
                        Collectors.mapping(Metric::label, Collectors.joining(", "))))
                .entrySet().stream().map(e -> capital(e.getKey()) + " of measured time: " + e.getValue() + ".")
                .collect(Collectors.joining(" "));
    }

    /**
     * What a share's parts are held against, named by its rule ({@code The shop's minimum mix: Refund 5 %.}) or
     * {@code Minimums: ...} without one; empty when no part has a minimum.
     */
    public static String minimums(Shares s) {
        String parts = s.parts().stream().filter(p -> p.minimum() > 0).map(p -> p.label() + " " + p.minimum() + " %")
                .collect(Collectors.joining(", "));
        return parts.isEmpty() ? "" : (s.rule().isEmpty() ? "Minimums" : capital(s.rule())) + ": " + parts + ".";
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}

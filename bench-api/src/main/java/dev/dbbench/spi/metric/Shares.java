package dev.dbbench.spi.metric;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * How the events of some operations were shared among groups of them, in percent, against each group's minimum: a
 * mix whose rules ask for at least 40 % checkouts and 5 % refunds, browsing the rest.
 *
 * @param name  the key in {@code result.json}
 * @param label the table's heading in reports
 * @param description what the shares are of, printed under its table; may be empty
 * @param rule  what the minimums are, named in the warning when one is not met ({@code the shop's minimum
 *              mix})
 * @param parts the groups, in the order reports show them; their events together are the whole
 */
public record Shares(String name, String label, String description, String rule, List<Share> parts) implements Metric {

    /**
     * One group of operations.
     *
     * @param label      its name in reports and in {@link MetricValue#shares()}
     * @param operations the operations whose events it counts
     * @param minimum    its least share in percent; 0 for none
     */
    public record Share(String label, List<String> operations, int minimum) {
        /**
         * Copies the operations and checks the minimum.
         *
         * @param label      its name in reports
         * @param operations the operations whose events it counts
         * @param minimum    its least share in percent; 0 for none
         * @throws IllegalArgumentException when the minimum is not a percent from 0 to 100
         */
        public Share {
            operations = List.copyOf(operations);
            if (minimum < 0 || minimum > 100) {
                throw new IllegalArgumentException("share " + label + " has minimum " + minimum + ": give a percent from 0 to 100");
            }
        }
    }

    /**
     * Checks the declaration; a null description or rule reads as empty.
     *
     * @param name        the key in {@code result.json}
     * @param label       the table's heading in reports
     * @param description what the shares are of; may be empty
     * @param rule        what the minimums are; may be empty
     * @param parts       the groups, at least one
     * @throws IllegalArgumentException naming the bad value and the fix
     */
    public Shares {
        Metric.check(name, label);
        description = description == null ? "" : description;
        rule = rule == null ? "" : rule;
        parts = List.copyOf(parts);
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("metric " + name + " has no parts: give the groups of operations it shares among");
        }
    }

    @Override
    public String unit() {
        return "%";
    }

    /** Empty when none of its operations ran in {@code counts}. */
    @Override
    public Optional<MetricValue> valueOf(Counts counts) {
        long[] n = parts.stream().mapToLong(p -> p.operations().stream().mapToLong(o -> counts.operations().getOrDefault(o, 0L)).sum())
                .toArray();
        long all = java.util.Arrays.stream(n).sum();
        if (all == 0) {
            return Optional.empty();
        }
        Map<String, Double> shares = new LinkedHashMap<>();
        List<String> below = new ArrayList<>();
        for (int i = 0; i < n.length; i++) {
            Share p = parts.get(i);
            shares.put(p.label(), Math.floor(n[i] * 10_000.0 / all) / 100.0);
            if (n[i] * 100 < (long) p.minimum() * all) {
                below.add(String.format(Locale.ROOT, "%s %.2f %% (at least %d %%)", p.label(), shares.get(p.label()), p.minimum()));
            }
        }
        return Optional.of(new MetricValue(OptionalDouble.empty(), all, shares, below));
    }

    /**
     * What fell short, for a warning.
     *
     * @param value a value this metric computed
     * @return one line naming the rule and each share below its minimum; empty when every minimum was met
     */
    public String shortfall(MetricValue value) {
        return value.belowMinimum().isEmpty() ? "" : "below " + rule + ": " + String.join(", ", value.belowMinimum());
    }
}

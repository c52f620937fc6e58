package dev.dbbench.spi.metric;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Events of some operations per unit of measured time: orders placed per minute are
 * {@code place_order} per minute.
 *
 * @param name       the key in {@code result.json}
 * @param label      the column heading in reports
 * @param description what it counts and whose convention it follows, printed under its table; may be empty
 * @param operations the operations whose events count, by name; empty for every event (the step's transactions)
 * @param per        the unit of time the rate is per: {@link TimeUnit#SECONDS}, {@link TimeUnit#MINUTES} or
 *                   {@link TimeUnit#HOURS}
 */
public record OperationRate(String name, String label, String description, List<String> operations, TimeUnit per) implements Metric {
    /**
     * Checks the declaration; a null description reads as empty, null operations as every event.
     *
     * @param name        the key in {@code result.json}
     * @param label       the column heading in reports
     * @param description what it counts and whose convention it follows; may be empty
     * @param operations  the operations whose events count; empty for every event
     * @param per         seconds, minutes or hours
     * @throws IllegalArgumentException naming the bad value and the fix
     */
    public OperationRate {
        Metric.check(name, label);
        description = description == null ? "" : description;
        operations = operations == null ? List.of() : List.copyOf(operations);
        per = Rates.checked(name, per);
    }

    @Override
    public String unit() {
        return Rates.unit(per);
    }

    /** Empty when operations are named and none of them ran in {@code counts} (another workload's step). */
    @Override
    public Optional<MetricValue> valueOf(Counts counts) {
        if (operations.isEmpty()) {
            return Optional.of(MetricValue.of(Rates.rate(counts.events(), counts.seconds(), per)));
        }
        if (operations.stream().noneMatch(counts.operations()::containsKey)) {
            return Optional.empty();
        }
        long n = operations.stream().mapToLong(o -> counts.operations().getOrDefault(o, 0L)).sum();
        return Optional.of(MetricValue.of(Rates.rate(n, counts.seconds(), per)));
    }
}

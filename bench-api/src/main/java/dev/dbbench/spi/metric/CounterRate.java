package dev.dbbench.spi.metric;

import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The change of a server counter per unit of the time it was read over: orders as the server
 * counted them are an {@code orders} counter per minute. A counter counts every client's work, so a merged run takes each counter's
 * largest change among its shards, never their sum.
 *
 * @param name    the key in {@code result.json}
 * @param label   the column heading in reports
 * @param description what it counts and whose convention it follows, printed under its table; may be empty
 * @param counter a counter of the workload's own ({@code ServerCounters}), or {@link #SERVER_TRANSACTIONS}
 * @param per     the unit of time the rate is per: {@link TimeUnit#SECONDS}, {@link TimeUnit#MINUTES} or
 *                {@link TimeUnit#HOURS}
 */
public record CounterRate(String name, String label, String description, String counter, TimeUnit per) implements Metric {
    /** The server's transactions ended (commits and rollbacks), for a target that reads them. */
    public static final String SERVER_TRANSACTIONS = "server.transactions";

    /**
     * Checks the declaration; a null description reads as empty.
     *
     * @param name        the key in {@code result.json}
     * @param label       the column heading in reports
     * @param description what it counts and whose convention it follows; may be empty
     * @param counter     a counter of the workload's own, or {@link #SERVER_TRANSACTIONS}
     * @param per         seconds, minutes or hours
     * @throws IllegalArgumentException naming the bad value and the fix
     */
    public CounterRate {
        Metric.check(name, label);
        description = description == null ? "" : description;
        if (counter == null || counter.isBlank()) {
            throw new IllegalArgumentException("metric " + name + " names no counter: give a server counter's name");
        }
        per = Rates.checked(name, per);
    }

    @Override
    public String unit() {
        return Rates.unit(per);
    }

    /** Empty when the counter was not read (no server counts, or a stability window). */
    @Override
    public Optional<MetricValue> valueOf(Counts counts) {
        Long n = counts.counters().get(counter);
        return n == null ? Optional.empty() : Optional.of(MetricValue.of(Rates.rate(n, counts.counterSeconds(), per)));
    }
}

package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.dbbench.spi.metric.CounterRate;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the server counted over a step's measured window: the change of each counter between the read when measuring
 * started and the read when it ended, warm-up excluded.
 *
 * @param seconds      the window's length in seconds, the step's measured time
 * @param workload     the workload's own counters by name (for example {@code orders}); empty when it keeps none
 * @param transactions the server's transactions ended, by counter (commits and rollbacks); empty when the target
 *                     reads none
 * @param scope        what the transaction counters cover when it is more than the benchmark's database (MySQL's
 *                     global status counts every session); empty otherwise
 */
@JsonPropertyOrder({"seconds", "workload", "transactions", "scope"})
public record ServerCounts(double seconds, Map<String, Long> workload, Map<String, Long> transactions,
                           @JsonInclude(JsonInclude.Include.NON_EMPTY) String scope) {

    /**
     * Copies the maps in their order; null maps read as empty, a null scope as none.
     *
     * @param seconds      the window's length in seconds, the step's measured time
     * @param workload     the workload's own counters by name (for example {@code orders}); empty when it keeps
     *                     none
     * @param transactions the server's transactions ended, by counter (commits and rollbacks); empty when the
     *                     target reads none
     * @param scope        what the transaction counters cover when it is more than the benchmark's database
     *                     (MySQL's global status counts every session); empty otherwise
     */
    public ServerCounts {
        workload = copy(workload);
        transactions = copy(transactions);
        scope = scope == null ? "" : scope;
    }

    private static Map<String, Long> copy(Map<String, Long> counts) {
        return counts == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }

    /**
     * The server's transactions ended, every transaction counter summed, per minute.
     *
     * @return the rate, rounded to hundredths; 0 when none was read
     */
    public double transactionsPerMinute() {
        return perMinute(transactions.values().stream().mapToLong(Long::longValue).sum());
    }

    /**
     * A count over the window, per minute.
     *
     * @param count what a counter changed by over the window
     * @return the rate, rounded to hundredths; 0 when the window is empty
     */
    public double perMinute(long count) {
        return seconds <= 0 ? 0 : Math.round(count * 60.0 / seconds * 100.0) / 100.0;
    }

    /**
     * The counters as a metric reads them ({@link dev.dbbench.spi.metric.Counts#counters()}): the workload's by name and,
     * when the target read any, the server's transactions summed under {@link CounterRate#SERVER_TRANSACTIONS}.
     *
     * @return a new map, in that order
     */
    public Map<String, Long> counters() {
        Map<String, Long> all = new LinkedHashMap<>(workload);
        if (!transactions.isEmpty()) {
            all.put(CounterRate.SERVER_TRANSACTIONS, transactions.values().stream().mapToLong(Long::longValue).sum());
        }
        return all;
    }

    /**
     * These counts merged with {@code other}'s, read by another client of the same run over the same window (a shard):
     * the server's counters count every client's work, so each shard read the whole run's change, not its share.
     * Summing would count it once per shard; the merge keeps each counter's largest change and the longest window.
     *
     * @param other another shard's counts of the same window
     * @return the merged counts
     */
    public ServerCounts sameWindow(ServerCounts other) {
        return new ServerCounts(Math.max(seconds, other.seconds), largest(workload, other.workload),
                largest(transactions, other.transactions), scope.isEmpty() ? other.scope : scope);
    }

    private static Map<String, Long> largest(Map<String, Long> a, Map<String, Long> b) {
        Map<String, Long> all = new LinkedHashMap<>(a);
        b.forEach((k, v) -> all.merge(k, v, Math::max));
        return all;
    }
}

package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * How a TPC-C step or window shared its transactions among the five kinds, in percent of those completed, against the
 * minimums of clause 5.2.3: Payment 43 %, Order-Status, Delivery and Stock-Level 4 % each, New-Order the rest (its
 * rolled-back ones included, as clause 2.4.2.3 counts them). Shares are rounded down to hundredths, so that a share
 * below its minimum never shows as the minimum. Derived from the operation counts, never stored apart from them.
 *
 * @param transactions the transactions of the five kinds completed
 * @param newOrder     New-Orders, rolled back or not, in percent
 * @param payment      Payments in percent
 * @param orderStatus  Order-Status transactions in percent
 * @param delivery     Deliveries in percent
 * @param stockLevel   Stock-Level transactions in percent
 * @param belowMinimum each share that fell short of its minimum ({@code Payment 42.58 % (at least 43 %)}); empty when
 *                     every minimum was met
 */
@JsonPropertyOrder({"transactions", "newOrder", "payment", "orderStatus", "delivery", "stockLevel", "belowMinimum"})
public record TpccMix(long transactions, double newOrder, double payment, double orderStatus, double delivery, double stockLevel,
                      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> belowMinimum) {

    /** A transaction with a minimum: its operation, its name in the specification, its least share in percent. */
    private record Minimum(String operation, String name, int percent) {
    }

    private static final List<Minimum> MINIMUMS = List.of(new Minimum("payment", "Payment", 43),
            new Minimum("order_status", "Order-Status", 4), new Minimum("delivery", "Delivery", 4),
            new Minimum("stock_level", "Stock-Level", 4));

    public TpccMix {
        belowMinimum = belowMinimum == null ? List.of() : List.copyOf(belowMinimum);
    }

    /** The mix of {@code counts}, events by operation, when they include New-Orders; empty otherwise. */
    public static Optional<TpccMix> of(Map<String, Long> counts) {
        if (!counts.containsKey(TpccNumbers.NEW_ORDER)) {
            return Optional.empty();
        }
        long newOrders = counts.get(TpccNumbers.NEW_ORDER) + counts.getOrDefault(TpccNumbers.NEW_ORDER_ROLLBACK, 0L);
        long all = newOrders + MINIMUMS.stream().mapToLong(m -> counts.getOrDefault(m.operation(), 0L)).sum();
        if (all == 0) {
            return Optional.empty();
        }
        List<String> below = new ArrayList<>();
        for (Minimum m : MINIMUMS) {
            long n = counts.getOrDefault(m.operation(), 0L);
            if (n * 100 < (long) m.percent() * all) {
                below.add(String.format(Locale.ROOT, "%s %.2f %% (at least %d %%)", m.name(), share(n, all), m.percent()));
            }
        }
        return Optional.of(new TpccMix(all, share(newOrders, all), share(counts.getOrDefault("payment", 0L), all),
                share(counts.getOrDefault("order_status", 0L), all), share(counts.getOrDefault("delivery", 0L), all),
                share(counts.getOrDefault("stock_level", 0L), all), below));
    }

    /** Whether every share met its minimum. */
    public boolean meetsMinimums() {
        return belowMinimum.isEmpty();
    }

    /** The five shares as one cell, New-Order first: {@code 43.47/43.48/4.35/4.35/4.34}. */
    public String shares() {
        return String.format(Locale.ROOT, "%.2f/%.2f/%.2f/%.2f/%.2f", newOrder, payment, orderStatus, delivery, stockLevel);
    }

    /** What fell short, in one line; empty when every minimum was met. */
    public String shortfall() {
        return belowMinimum.isEmpty() ? "" : "below TPC-C's minimum mix (clause 5.2.3): " + String.join(", ", belowMinimum);
    }

    /** {@code n} in percent of {@code all}, rounded down to hundredths. */
    private static double share(long n, long all) {
        return Math.floor(n * 10_000.0 / all) / 100.0;
    }
}

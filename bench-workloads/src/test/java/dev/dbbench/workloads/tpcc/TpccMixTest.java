package dev.dbbench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.bench.Transaction;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The mix meets the minimums of clause 5.2.3 (Payment 43 %, Order-Status, Delivery and Stock-Level 4 % each) over
 * short runs, in both modes: each worker deals a deck whose share of every transaction lies above its minimum by more
 * than two partial decks can take away over 2,400 of the worker's transactions. Drawn at random, a share equal to its
 * minimum misses it in about half the runs.
 */
class TpccMixTest {
    private static final Map<String, Double> MINIMUM = Map.of("payment", 0.43, "orderStatus", 0.04, "delivery", 0.04,
            "stockLevel", 0.04);
    /** Transactions per worker in a window over which every minimum must hold, whatever the shuffles. */
    private static final int WINDOW = 2_400;

    @ParameterizedTest
    @EnumSource(TpccMode.class)
    void everyMinimumHoldsOverAnyWindowOf2400TransactionsPerWorker(TpccMode mode) {
        TpccWorkload tpcc = new TpccWorkload();
        tpcc.warehouses = 1;
        tpcc.tpccMode = mode;
        tpcc.tpccProcedures = TpccWorkload.Procedures.AUTO;
        tpcc.tpccWarehouse = TpccWorkload.Warehouse.HOME;
        tpcc.configure();
        assertThat(tpcc.dealsFromDeck()).as("each worker deals from a deck").isTrue();
        Map<String, Integer> weights = new LinkedHashMap<>();
        for (Method m : TpccWorkload.class.getMethods()) {
            Transaction t = m.getAnnotation(Transaction.class);
            if (t != null) {
                weights.put(m.getName(), tpcc.weight(m.getName().replaceAll("([A-Z])", "_$1").toLowerCase(Locale.ROOT), t.weight()));
            }
        }
        assertThat(weights).containsOnlyKeys("newOrder", "payment", "orderStatus", "delivery", "stockLevel");
        int cards = weights.values().stream().mapToInt(Integer::intValue).sum();
        MINIMUM.forEach((name, minimum) -> {
            int c = weights.get(name);
            double share = (double) c / cards;
            // A window's two partial decks hold at most (cards - c) c / cards fewer of the transaction than its share each.
            double shortfall = 2.0 * (cards - c) * c / cards;
            assertThat(share).as("%s's share of the deck against its minimum", name).isGreaterThan(minimum);
            assertThat(shortfall / (share - minimum)).as("transactions per worker before %s's minimum holds", name)
                    .isLessThanOrEqualTo(WINDOW);
        });
    }
}

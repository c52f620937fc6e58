package dev.dbbench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Metrics;
import dev.dbbench.result.OperationStats;
import dev.dbbench.result.ServerCounts;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepResultBuilder;
import dev.dbbench.spi.metric.MetricValue;
import dev.dbbench.spi.metric.Shares;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** TPC-C's declared numbers: NOPM, tpmC, tpmTotal and the server's TPM per minute, and the mix against its minimums. */
class TpccMetricsTest {
    private static final LatencyMs LAT = LatencyMs.empty();

    /** 30 s measured: 450 committed New-Orders, 5 rolled back, 1,000 transactions in all. */
    private static StepResultBuilder tpccStep() {
        return StepResult.builder().target("pg").threads(4).durationSeconds(30).transactions(1000)
                .operations(Map.of("new_order", new OperationStats(450, 15, LAT), "new_order_rollback", new OperationStats(5, 0.17, LAT),
                        "payment", new OperationStats(430, 14.33, LAT)));
    }

    private static Map<String, MetricValue> values(StepResult s) {
        return Metrics.of(new TpccWorkload().metrics(), s.counts());
    }

    @Test
    void clientNumbersArePerMinuteOfMeasuredTimeInTheirConventions() {
        Map<String, MetricValue> t = values(tpccStep().build());

        assertThat(t.get("nopmClient").number()).isEqualTo(900.0);   // 450 committed in 30 s, rollbacks excluded
        assertThat(t.get("tpmC").number()).isEqualTo(910.0);         // 455 New-Orders, rollbacks included (go-tpc)
        assertThat(t.get("tpmTotal").number()).isEqualTo(2000.0);    // every transaction
        assertThat(t).doesNotContainKeys("nopmServer", "tpmServer");
    }

    @Test
    void serverNumbersUseTheServersWindow() {
        ServerCounts counts = new ServerCounts(30.5, Map.of("new_orders", 451L), Map.of("xact_commit", 995L, "xact_rollback", 22L), "");
        Map<String, MetricValue> t = values(tpccStep().server(Optional.of(counts)).build());

        assertThat(t.get("nopmServer").number()).isEqualTo(887.21);   // 451 * 60 / 30.5
        assertThat(t.get("tpmServer").number()).isEqualTo(2000.66);   // 1017 * 60 / 30.5
    }

    @Test
    void theMixIsEachKindsShareWithTheRolledBackNewOrdersAsNewOrders() {
        MetricValue mix = values(mixed(430, 5, 435, 44, 43, 43)).get("mix");

        assertThat(mix.events()).isEqualTo(1000);
        assertThat(mix.shares()).containsExactly(Map.entry("New-Order", 43.5), Map.entry("Payment", 43.5),
                Map.entry("Order-Status", 4.4), Map.entry("Delivery", 4.3), Map.entry("Stock-Level", 4.3));
        assertThat(mix.belowMinimum()).isEmpty();
    }

    @Test
    void aShareBelowItsMinimumIsNamedAgainstClause523() {
        MetricValue mix = values(mixed(45_123, 0, 42_996, 3_997, 3_960, 3_924)).get("mix");
        Shares declared = (Shares) TpccMetrics.ALL.get(5);

        assertThat(mix.belowMinimum()).containsExactly("Payment 42.99 % (at least 43 %)", "Order-Status 3.99 % (at least 4 %)",
                "Delivery 3.96 % (at least 4 %)", "Stock-Level 3.92 % (at least 4 %)");
        assertThat(declared.shortfall(mix)).startsWith("below TPC-C's minimum mix (clause 5.2.3): Payment 42.99 %");
    }

    private static StepResult mixed(long newOrders, long rolledBack, long payments, long orderStatus, long deliveries, long stockLevels) {
        Map<String, OperationStats> ops = Map.of("new_order", new OperationStats(newOrders, 0, LAT), "new_order_rollback",
                new OperationStats(rolledBack, 0, LAT), "payment", new OperationStats(payments, 0, LAT), "order_status",
                new OperationStats(orderStatus, 0, LAT), "delivery", new OperationStats(deliveries, 0, LAT), "stock_level",
                new OperationStats(stockLevels, 0, LAT));
        long all = newOrders + rolledBack + payments + orderStatus + deliveries + stockLevels;
        return StepResult.builder().target("pg").threads(4).durationSeconds(60).transactions(all).operations(ops).build();
    }
}

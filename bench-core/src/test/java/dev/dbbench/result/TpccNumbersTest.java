package dev.dbbench.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** NOPM, tpmC, tpmTotal and the server's TPM of a TPC-C step, from its operations and server counts. */
class TpccNumbersTest {
    private static final LatencyMs LAT = LatencyMs.empty();

    /** 30 s measured: 450 committed New-Orders, 5 rolled back, 1,000 transactions in all. */
    private static StepResult.Builder tpccStep() {
        return StepResult.builder().target("pg").threads(4).durationSeconds(30).transactions(1000)
                .operations(Map.of("new_order", new OperationStats(450, 15, LAT), "new_order_rollback", new OperationStats(5, 0.17, LAT),
                        "payment", new OperationStats(430, 14.33, LAT)));
    }

    @Test
    void clientNumbersArePerMinuteOfMeasuredTimeInTheirConventions() {
        TpccNumbers t = tpccStep().build().tpcc().orElseThrow();

        assertThat(t.nopmClient()).isEqualTo(900.0);   // 450 committed in 30 s, rollbacks excluded
        assertThat(t.tpmC()).isEqualTo(910.0);         // 455 New-Orders, rollbacks included (go-tpc)
        assertThat(t.tpmTotal()).isEqualTo(2000.0);    // every transaction
        assertThat(t.nopmServer()).isEmpty();
        assertThat(t.tpmServer()).isEmpty();
    }

    @Test
    void serverNumbersUseTheServersWindow() {
        ServerCounts counts = new ServerCounts(30.5, Map.of("new_orders", 451L), Map.of("xact_commit", 995L, "xact_rollback", 22L), "");
        TpccNumbers t = tpccStep().server(Optional.of(counts)).build().tpcc().orElseThrow();

        assertThat(t.nopmServer()).isEqualTo(OptionalDouble.of(887.21));   // 451 * 60 / 30.5
        assertThat(t.tpmServer()).isEqualTo(OptionalDouble.of(2000.66));   // 1017 * 60 / 30.5
        assertThat(t.serverScope()).isEmpty();
    }

    @Test
    void aTargetWithoutTransactionCountersStillGivesTheServersNopm() {
        ServerCounts counts = new ServerCounts(30, Map.of("new_orders", 450L), Map.of(), "");
        TpccNumbers t = tpccStep().server(Optional.of(counts)).build().tpcc().orElseThrow();

        assertThat(t.nopmServer()).isEqualTo(OptionalDouble.of(900.0));
        assertThat(t.tpmServer()).isEmpty();
    }

    @Test
    void theMixIsEachKindsShareWithTheRolledBackNewOrdersAsNewOrders() {
        StepResult step = mixed(430, 5, 435, 44, 43, 43);
        TpccMix mix = step.tpcc().orElseThrow().mix().orElseThrow();

        assertThat(mix.transactions()).isEqualTo(1000);
        assertThat(mix.shares()).isEqualTo("43.50/43.50/4.40/4.30/4.30");
        assertThat(mix.meetsMinimums()).isTrue();
        assertThat(mix.shortfall()).isEmpty();
    }

    @Test
    void aShareBelowItsMinimumIsNamedAndNeverShownAsTheMinimum() {
        // 42,996 Payments of 100,000 would read 43.00 % rounded to the nearest hundredth; 3.997 % is what a random mix gave.
        TpccMix mix = mixed(45_123, 0, 42_996, 3_997, 3_960, 3_924).tpcc().orElseThrow().mix().orElseThrow();

        assertThat(mix.meetsMinimums()).isFalse();
        assertThat(mix.payment()).isEqualTo(42.99);
        assertThat(mix.belowMinimum()).containsExactly("Payment 42.99 % (at least 43 %)", "Order-Status 3.99 % (at least 4 %)",
                "Delivery 3.96 % (at least 4 %)", "Stock-Level 3.92 % (at least 4 %)");
        assertThat(mix.shortfall()).startsWith("below TPC-C's minimum mix (clause 5.2.3): Payment 42.99 %");
    }

    @Test
    void aWindowHasItsMixToo() {
        TpccNumbers.Window w = TpccNumbers.window(Map.of("new_order", 10L, "payment", 10L, "order_status", 1L, "delivery", 1L,
                "stock_level", 0L), 60).orElseThrow();

        assertThat(w.mix()).hasValueSatisfying(m -> assertThat(m.belowMinimum()).containsExactly("Stock-Level 0.00 % (at least 4 %)"));
    }

    private static StepResult mixed(long newOrders, long rolledBack, long payments, long orderStatus, long deliveries, long stockLevels) {
        Map<String, OperationStats> ops = Map.of("new_order", new OperationStats(newOrders, 0, LAT), "new_order_rollback",
                new OperationStats(rolledBack, 0, LAT), "payment", new OperationStats(payments, 0, LAT), "order_status",
                new OperationStats(orderStatus, 0, LAT), "delivery", new OperationStats(deliveries, 0, LAT), "stock_level",
                new OperationStats(stockLevels, 0, LAT));
        long all = newOrders + rolledBack + payments + orderStatus + deliveries + stockLevels;
        return StepResult.builder().target("pg").threads(4).durationSeconds(60).transactions(all).operations(ops).build();
    }

    @Test
    void aStepOfAnotherWorkloadHasNoTpccNumbers() {
        StepResult oltp = StepResult.builder().target("pg").threads(4).durationSeconds(30).transactions(1000).build();

        assertThat(oltp.tpcc()).isEmpty();
        assertThat(oltp.server()).isEmpty();
    }

    @Test
    void shardsOfOneRunReadTheSameServerSoTheMergeKeepsTheLargestChange() {
        ServerCounts a = new ServerCounts(60, Map.of("new_orders", 1000L), Map.of("Com_commit", 2200L), "global");
        ServerCounts b = new ServerCounts(60.2, Map.of("new_orders", 1003L), Map.of("Com_commit", 2190L), "global");

        ServerCounts merged = a.sameWindow(b);

        assertThat(merged.seconds()).isEqualTo(60.2);
        assertThat(merged.workload()).containsEntry("new_orders", 1003L);
        assertThat(merged.transactions()).containsEntry("Com_commit", 2200L);
        assertThat(merged.scope()).isEqualTo("global");
    }
}

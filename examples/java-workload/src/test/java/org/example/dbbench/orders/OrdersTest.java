package org.example.dbbench.orders;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Metrics;
import dev.dbbench.result.OperationStats;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Specs;
import dev.dbbench.testing.WorkloadClasses;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The orders workload without a database: its options, and one step on dbbench's fake server. */
class OrdersTest {
    private static ConfiguredWorkload<?> configure(Map<String, String> given) {
        return WorkloadClasses.configure(Orders.class, given);
    }

    @Test
    void aStepCountsEachTransactionsStatementsAsSysbenchWould() throws Exception {
        try (FakeRun run = new FakeRun()) {
            // A count, not a time: on a busy machine half a second may hold too few transactions for the weights to show.
            StepResult step = run.run(configure(Map.of("hot", "10")), Specs.spec().threads(2).warmup(0).time(0).events(2000));

            assertThat(step.status().failed()).isFalse();
            assertThat(step.operations()).containsOnlyKeys("balance", "new_order", "recent_orders");
            long balance = step.operations().get("balance").count();
            long newOrder = step.operations().get("new_order").count();
            long recent = step.operations().get("recent_orders").count();
            assertThat(step.transactions()).isEqualTo(balance + newOrder + recent);
            assertThat(step.reads()).as("one SELECT each").isEqualTo(balance + recent);
            assertThat(step.writes()).as("INSERT and UPDATE").isEqualTo(2 * newOrder);
            assertThat(step.other()).as("BEGIN and COMMIT").isEqualTo(2 * newOrder);
            assertThat((double) balance / step.transactions()).as("weights 6, 3 and 1").isBetween(0.5, 0.7);
        }
    }

    @Test
    void itDeclaresOrdersPerMinuteOverItsNewOrders() {
        StepResult step = StepResult.builder().target("db").threads(1).durationSeconds(30).transactions(500)
                .operations(Map.of("new_order", new OperationStats(150, 5, LatencyMs.empty()))).build();

        assertThat(Metrics.of(new Orders().metrics(), step.counts()).get("ordersPerMinute").number()).isEqualTo(300.0);
    }

    @Test
    void aHotSetLargerThanTheCustomersIsOneLineNamingTheFix() {
        assertThatThrownBy(() -> configure(Map.of("customers", "100", "hot", "1000"))).isInstanceOf(UsageException.class)
                .hasMessage("--hot 1000 is more than --customers 100; give at most 100");
    }

    @Test
    void theParamsAreItsOptionsAndAHotSetOfZeroIsRecordedAsEveryCustomer() {
        assertThat(configure(Map.of("hot", "10")).settings()).containsEntry("customers", "10000").containsEntry("hot", "10");
        assertThat(configure(Map.of("customers", "500")).settings()).containsEntry("hot", "500");
    }
}

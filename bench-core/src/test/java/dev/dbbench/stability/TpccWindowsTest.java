package dev.dbbench.stability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.WindowStats;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A TPC-C stability run's NOPM and tpmC per window, from the intervals' events per kind. */
class TpccWindowsTest {

    private static IntervalResult interval(int index, long newOrders, long rolledBack, Map<String, Long> more) {
        Map<String, Long> ops = new java.util.LinkedHashMap<>(Map.of("new_order", newOrders, "new_order_rollback", rolledBack));
        ops.putAll(more);
        long events = ops.values().stream().mapToLong(Long::longValue).sum();
        return new IntervalResult("db", 4, 1, 1, index, false, 0, index * 10.0, 10, events, 0, 0, 0, 0, 0, 0, 0, Map.of(), 0, 0,
                events / 10.0, 0, LatencyMs.empty(), "", false, -1, -1, ops);
    }

    @Test
    void aWindowSumsItsIntervalsEventsPerKindAndGivesNopmAndTpmC() {
        List<IntervalResult> intervals = List.of(interval(1, 100, 1, Map.of("payment", 95L)), interval(2, 110, 2, Map.of()));

        WindowStats w = Windows.stats("0s-20s", intervals, LatencyMs.empty(), 10, 50);

        assertThat(w.operations()).containsEntry("new_order", 210L).containsEntry("new_order_rollback", 3L)
                .containsEntry("payment", 95L);
        assertThat(w.tpcc()).hasValueSatisfying(t -> {
            assertThat(t.nopm()).isEqualTo(630.0);   // 210 and 213 in 20 s
            assertThat(t.tpmC()).isEqualTo(639.0);
            assertThat(t.mix().orElseThrow().shares()).isEqualTo("69.15/30.84/0.00/0.00/0.00");   // 213 and 95 of 308
        });
    }

    @Test
    void aWindowOfAnotherWorkloadHasNone() {
        IntervalResult plain = new IntervalResult("db", 4, 1, 1, 1, false, 0, 10, 10, 100, 0, 0, 0, 0, 0, 0, 0, Map.of(), 0, 0, 10, 0,
                LatencyMs.empty(), "", false);

        WindowStats w = Windows.stats("run", List.of(plain), LatencyMs.empty(), 10, 50);

        assertThat(w.operations()).isEmpty();
        assertThat(w.tpcc()).isEmpty();
    }
}

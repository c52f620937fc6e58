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

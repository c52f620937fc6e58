package dev.dbbench.result;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.metric.CounterRate;
import dev.dbbench.sweep.Cells;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.OperationRate;
import dev.dbbench.spi.metric.Shares;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A run's declared metrics: derived from each step's counts whenever a result holds it, and recorded in result.json. */
class DeclaredMetricsTest {
    private static final LatencyMs LAT = LatencyMs.empty();
    private static final List<Metric> DECLARED = List.of(
            new OperationRate("placed", "Orders/min", "orders placed", List.of("place_order"), TimeUnit.MINUTES),
            new OperationRate("all", "Events/min", "", List.of(), TimeUnit.MINUTES),
            new CounterRate("placedServer", "Orders/min (server)", "", "orders", TimeUnit.MINUTES),
            new CounterRate("serverTpm", "TPM (server)", "", CounterRate.SERVER_TRANSACTIONS, TimeUnit.MINUTES),
            new Shares("mix", "Shop mix", "", "the shop's minimum mix", List.of(
                    new Shares.Share("Order", List.of("place_order", "place_order_rollback"), 0),
                    new Shares.Share("Refund", List.of("refund"), 5))));

    /** 30 s measured: 450 orders placed, 5 rolled back, 45 refunds. */
    private static StepResultBuilder step() {
        return StepResult.builder().target("pg").threads(4).durationSeconds(30).transactions(500)
                .operations(Map.of("place_order", new OperationStats(450, 15, LAT), "place_order_rollback",
                        new OperationStats(5, 0.17, LAT), "refund", new OperationStats(45, 1.5, LAT)));
    }

    private static RunResult run(List<StepResult> steps, List<Metric> declared) {
        return new RunResult(ToolInfo.current(), "run", RunStatus.OK, null, null, null, List.of(),
                new WorkloadInfo("shop", Map.of(), declared), Map.of(), steps, RunSummary.EMPTY);
    }

    @Test
    void aResultDerivesEachStepsRatesFromItsCountsOverItsTime() {
        StepResult s = run(List.of(step().build()), DECLARED).steps().get(0);

        assertThat(s.metrics().get("placed").number()).isEqualTo(900.0);   // 450 in 30 s
        assertThat(s.metrics().get("all").number()).isEqualTo(1000.0);     // every event
        assertThat(s.metrics()).doesNotContainKeys("placedServer", "serverTpm");   // nothing read from the server
    }

    @Test
    void serverRatesUseTheWindowTheCountersWereReadOver() {
        ServerCounts counts = new ServerCounts(30.5, Map.of("orders", 451L), Map.of("xact_commit", 995L, "xact_rollback", 22L), "");
        StepResult s = run(List.of(step().server(Optional.of(counts)).build()), DECLARED).steps().get(0);

        assertThat(s.metrics().get("placedServer").value()).isEqualTo(OptionalDouble.of(887.21));   // 451 * 60 / 30.5
        assertThat(s.metrics().get("serverTpm").value()).isEqualTo(OptionalDouble.of(2000.66));     // 1017 * 60 / 30.5
    }

    @Test
    void sharesNameEachPartBelowItsMinimumAndNeverShowItAsTheMinimum() {
        // 4,996 refunds of 100,000 would read 5.00 % rounded to the nearest hundredth.
        StepResult s = step().operations(Map.of("place_order", new OperationStats(95_004, 0, LAT), "refund",
                new OperationStats(4_996, 0, LAT))).build();
        Shares mix = (Shares) DECLARED.get(4);

        var v = mix.valueOf(s.counts()).orElseThrow();

        assertThat(v.events()).isEqualTo(100_000);
        assertThat(v.shares()).containsEntry("Order", 95.0).containsEntry("Refund", 4.99);
        assertThat(v.belowMinimum()).containsExactly("Refund 4.99 % (at least 5 %)");
        assertThat(mix.shortfall(v)).isEqualTo("below the shop's minimum mix: Refund 4.99 % (at least 5 %)");
    }

    @Test
    void aMergedStepsValuesComeFromItsSummedCountsNotFromAveragedValues() {
        // Two shards of 30 s each: 300 and 600 orders. The merged step has 900 in 30 s, 1,800 a minute, as each shard's
        // rate added; a mean of the shards' values would say 900.
        StepResult a = step().operations(Map.of("place_order", new OperationStats(300, 10, LAT))).transactions(300).build();
        StepResult merged = a.toBuilder().operations(Map.of("place_order", new OperationStats(900, 30, LAT))).transactions(900)
                .metrics(Map.of("placed", dev.dbbench.spi.metric.MetricValue.of(1.0))).build();

        assertThat(run(List.of(merged), DECLARED).steps().get(0).metrics().get("placed").number()).isEqualTo(1800.0);
    }

    @Test
    void acrossRepeatsAValueIsTheRepeatsMeanWithItsInterval() {
        List<StepResult> steps = run(List.of(step().repeat(1).build(), step().repeat(2).operations(Map.of("place_order",
                new OperationStats(550, 18, LAT))).build()), DECLARED).steps();

        Estimate twice = Cells.estimate(steps, s -> s.metrics().get("placed").number());   // 900 and 1,100 a minute
        Estimate once = Cells.estimate(steps.subList(0, 1), s -> s.metrics().get("placed").number());

        assertThat(twice.value()).isEqualTo(1000.0);
        assertThat(twice.basis()).isEqualTo(Estimate.Basis.REPEATS);
        assertThat(twice.low().orElseThrow()).isLessThan(900.0);   // t with one degree of freedom: wide
        assertThat(once.value()).isEqualTo(900.0);
        assertThat(once.hasInterval()).isFalse();
    }

    @Test
    void aWorkloadThatDeclaresNothingHasNoMetrics() {
        assertThat(run(List.of(step().build()), List.of()).steps().get(0).metrics()).isEmpty();
    }

    @Test
    void aStabilityWindowHasItsValuesOverItsOwnCounts() {
        WindowStats w = new WindowStats("0s-20s", 0, 20, 2, 308, 15.4, 0, 0, 0, 0, LAT, 0, 0, 0, Map.of(),
                Map.of("place_order", 210L, "place_order_rollback", 3L, "refund", 95L)).withMetrics(DECLARED);

        assertThat(w.metrics().get("placed").number()).isEqualTo(630.0);   // 210 in 20 s
        assertThat(w.metrics().get("mix").shares()).containsEntry("Order", 69.15).containsEntry("Refund", 30.84);
        assertThat(w.metrics()).doesNotContainKey("placedServer");   // a window reads no server counters
    }

    @Test
    void aStepOfAnotherWorkloadHasNoValueOfARateOverOperationsItNeverRan() {
        StepResult other = StepResult.builder().target("pg").threads(4).durationSeconds(30).transactions(1000).build();

        assertThat(run(List.of(other), DECLARED).steps().get(0).metrics()).containsOnlyKeys("all");
    }

    @Test
    void shardsOfOneRunReadTheSameServerSoTheMergeKeepsTheLargestChange() {
        ServerCounts a = new ServerCounts(60, Map.of("orders", 1000L), Map.of("Com_commit", 2200L), "global");
        ServerCounts b = new ServerCounts(60.2, Map.of("orders", 1003L), Map.of("Com_commit", 2190L), "global");

        ServerCounts merged = a.sameWindow(b);

        assertThat(merged.seconds()).isEqualTo(60.2);
        assertThat(merged.counters()).containsEntry("orders", 1003L).containsEntry(CounterRate.SERVER_TRANSACTIONS, 2200L);
        assertThat(merged.scope()).isEqualTo("global");
    }
}

package dev.dbbench.clientload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.ClientBottleneck;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClientLoadTest {
    private static final int CORES = 4;

    /** Ten measured one-second intervals of a step at {@code threads}, each with {@code tps} events of 10 queries. */
    private static List<IntervalResult> step(int threads, double tps, double cpuPct) {
        List<IntervalResult> out = new ArrayList<>();
        long tx = Math.round(tps);
        out.add(interval(threads, 0, true, tx, cpuPct));
        for (int k = 1; k <= 10; k++) {
            out.add(interval(threads, k, false, tx, cpuPct));
        }
        return out;
    }

    private static IntervalResult interval(int threads, int index, boolean warmup, long tx, double cpuPct) {
        return new IntervalResult("db", threads, 1, 1, index, warmup, 1_000L * index, index, 1.0, tx, tx * 8, tx, tx, 0, 0, 0, 0, Map.of(),
                0, 0, tx, tx * 10.0, LatencyMs.empty(), "", false, cpuPct, 60);
    }

    @Test
    void aClientAboveEightyFivePercentOfItsCoresMayBeWhatIsMeasured() {
        List<ClientBottleneck> found = ClientLoad.find(step(64, 10_000, 92), CORES);
        assertThat(found).singleElement().satisfies(b -> {
            assertThat(b.threads()).isEqualTo(64);
            assertThat(b.clientCpuPct()).isEqualTo(92.0);
            assertThat(b.reason()).contains("92 % of the 4 cores it may use").contains("more shards");
        });
    }

    @Test
    void cpuPerQueryRisingWhileThroughputStallsIsFoundAtTheLaterStep() {
        List<IntervalResult> sweep = new ArrayList<>(step(16, 10_000, 40));
        sweep.addAll(step(32, 10_200, 60));
        List<ClientBottleneck> found = ClientLoad.find(sweep, CORES);
        assertThat(found).singleElement().satisfies(b -> {
            assertThat(b.threads()).isEqualTo(32);
            assertThat(b.reason()).contains("CPU per query rose 47 % from 16 threads");
        });
        // 4 cores at 40 % for 100,000 queries a second: 16 µs of client CPU per query.
        assertThat(ClientLoad.steps(sweep, CORES).get(0).cpuPerQueryUs()).isEqualTo(16.0);
    }

    @Test
    void aClientWithCoresToSpareStaysSilent() {
        List<IntervalResult> sweep = new ArrayList<>(step(16, 10_000, 30));
        sweep.addAll(step(32, 15_000, 45));
        sweep.addAll(step(64, 15_100, 46));
        assertThat(ClientLoad.find(sweep, CORES)).isEmpty();
    }

    @Test
    void intervalsWrittenBeforeTheCpuWasRecordedGiveNoWarning() {
        assertThat(ClientLoad.find(step(8, 1000, -1), CORES)).isEmpty();
    }
}

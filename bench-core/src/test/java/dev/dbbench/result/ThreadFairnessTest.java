package dev.dbbench.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A sharded step's fairness, pooled from its shards', is the one of all its workers together. */
class ThreadFairnessTest {

    @Test
    void fairnessPooledFromGroupsEqualsThatOfAllTheirWorkers() {
        ThreadFairness first = ThreadFairness.of(new long[] {100, 120, 90}, new double[] {9.5, 9.9, 9.1});
        ThreadFairness second = ThreadFairness.of(new long[] {40, 60}, new double[] {8.0, 9.0});
        ThreadFairness all = ThreadFairness.of(new long[] {100, 120, 90, 40, 60}, new double[] {9.5, 9.9, 9.1, 8.0, 9.0});

        ThreadFairness pooled = ThreadFairness.pooled(List.of(first, second), new int[] {3, 2});

        assertThat(pooled.eventsAvg()).isCloseTo(all.eventsAvg(), within(1e-9));
        assertThat(pooled.eventsStddev()).isCloseTo(all.eventsStddev(), within(1e-9));
        assertThat(pooled.executionSecondsAvg()).isCloseTo(all.executionSecondsAvg(), within(1e-9));
        assertThat(pooled.executionSecondsStddev()).isCloseTo(all.executionSecondsStddev(), within(1e-9));
    }
}

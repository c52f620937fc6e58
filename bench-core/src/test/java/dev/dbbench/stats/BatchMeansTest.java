package dev.dbbench.stats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.BatchSeries;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class BatchMeansTest {
    private static final long MAX = 3_600_000_000_000L;

    private static BatchSeries feed(int intervals) {
        BatchMeans b = new BatchMeans(MAX);
        Histogram h = new Histogram(1, MAX, 3);
        for (int i = 0; i < intervals; i++) {
            h.reset();
            h.recordValueWithCount(1_000_000L * (i + 1), 10);
            b.add(1.0, 10 * (i + 1), 20 * (i + 1), h);
        }
        return b.series();
    }

    @Test
    void aShortStepHasABatchPerInterval() {
        BatchSeries s = feed(7);
        assertThat(s.intervals()).isEqualTo(1);
        assertThat(s.tps()).containsExactly(10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0);
        assertThat(s.qps().get(2)).isEqualTo(60.0);
        assertThat(s.p95Ms().get(0)).isCloseTo(1.0, org.assertj.core.api.Assertions.within(0.01));
    }

    @Test
    void batchesDoubleWhenThereAreTwentySoTheirNumberStaysBetweenTenAndNineteen() {
        assertThat(feed(19).size()).isEqualTo(19);
        assertThat(feed(20).size()).isEqualTo(10);
        assertThat(feed(20).intervals()).isEqualTo(2);
        for (int n : new int[] {40, 79, 80, 1000, 43_200}) {
            BatchSeries s = feed(n);
            assertThat(s.size()).isBetween(10, 19);
            assertThat(s.size() * s.intervals()).isGreaterThan(n - s.intervals());
        }
    }

    @Test
    void aMergedBatchIsTheRateOfItsIntervalsTogether() {
        BatchSeries s = feed(20);
        // Intervals 1 and 2: 10 + 20 events in 2 s.
        assertThat(s.tps().get(0)).isEqualTo(15.0);
        assertThat(s.p99Ms().get(0)).isCloseTo(2.0, org.assertj.core.api.Assertions.within(0.02));
    }
}

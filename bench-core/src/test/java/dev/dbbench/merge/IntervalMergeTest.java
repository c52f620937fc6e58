package dev.dbbench.merge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.engine.WorkerStats;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.stats.Percentiles;
import dev.dbbench.store.HlogTags;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Merging shards' intervals: counts add up, and percentiles are those of every event pooled, never averages. */
class IntervalMergeTest {

    private static IntervalResult interval(int index, long tx, long endMillis, Histogram h, double cpu) {
        return new IntervalResult("db", 8, 1, 1, index, false, endMillis, index, 1.0, tx, tx * 10, tx * 4, tx * 2, 0, 1, 0, 0,
                Map.of("1213", 1L), 0, 0, tx, tx * 16.0, Percentiles.of(h), "", false, cpu, 50);
    }

    /** A shard whose events take about {@code typicalMicros}, with a tail of one in {@code tailEvery} ten times slower. */
    private static Histogram latencies(Random r, int events, long typicalMicros, int tailEvery) {
        Histogram h = WorkerStats.newHistogram();
        for (int e = 0; e < events; e++) {
            long micros = typicalMicros / 2 + r.nextInt((int) typicalMicros);
            h.recordValue((e % tailEvery == 0 ? micros * 10 : micros) * 1000);
        }
        return h;
    }

    @Test
    void theMergedP99IsThePooledP99AndNotTheMeanOfTheShardsP99s() {
        Random r = new Random(42);
        int differed = 0;
        for (int trial = 0; trial < 200; trial++) {
            int shards = 2 + r.nextInt(4);
            List<ShardLog> logs = new ArrayList<>();
            Histogram pooled = WorkerStats.newHistogram();
            double meanOfP99 = 0;
            long events = 0;
            for (int s = 0; s < shards; s++) {
                // Shards see different servers' answers (one nearer, one busier): that is when averaging goes wrong.
                Histogram h = latencies(r, 200 + r.nextInt(3000), 200 + r.nextInt(5000), 20 + r.nextInt(200));
                IntervalResult i = interval(1, h.getTotalCount(), 10_000 + r.nextInt(5), h, 10 * s);
                logs.add(new ShardLog(s, List.of(i), Map.of(HlogTags.of(i), h)));
                pooled.add(h);
                meanOfP99 += Percentiles.of(h).p99() / shards;
                events += h.getTotalCount();
            }
            List<IntervalMerge.Merged> merged = IntervalMerge.merge(logs);
            assertThat(merged).hasSize(1);
            IntervalResult m = merged.get(0).interval();
            assertThat(m.latencyMs()).isEqualTo(Percentiles.of(pooled));
            assertThat(m.transactions()).isEqualTo(events);
            assertThat(m.reads()).isEqualTo(10 * events);
            assertThat(m.errorsByCode()).containsEntry("1213", (long) shards);
            assertThat(m.clientCpuPct()).as("the busiest client").isEqualTo(10.0 * (shards - 1));
            assertThat(merged.get(0).shards()).hasSize(shards);
            if (Math.abs(meanOfP99 - m.latencyMs().p99()) > 0.01 * m.latencyMs().p99()) {
                differed++;
            }
        }
        assertThat(differed).as("trials where the mean of the shards' p99s missed the pooled p99 by over 1 %").isGreaterThan(150);
    }

    @Test
    void anIntervalOnlySomeShardsClosedIsMergedFromThoseAndSaysWhich() {
        Random r = new Random(7);
        Map<Integer, ShardLog> logs = new HashMap<>();
        for (int s = 0; s < 3; s++) {
            List<IntervalResult> intervals = new ArrayList<>();
            Map<String, Histogram> hist = new HashMap<>();
            // Shard 2 was killed after its first interval.
            for (int k = 1; k <= (s == 2 ? 1 : 3); k++) {
                Histogram h = latencies(r, 100, 1000, 50);
                IntervalResult i = interval(k, 100, 1000L * k, h, 5);
                intervals.add(i);
                hist.put(HlogTags.of(i), h);
            }
            logs.put(s, new ShardLog(s, intervals, hist));
        }
        List<IntervalMerge.Merged> merged = IntervalMerge.merge(List.copyOf(logs.values()));
        assertThat(merged).extracting(m -> m.interval().transactions()).containsExactly(300L, 200L, 200L);
        assertThat(merged).extracting(IntervalMerge.Merged::shards).containsExactly(List.of(0, 1, 2), List.of(0, 1), List.of(0, 1));
    }

    @Test
    void eachKindsEventsAddUpOverTheShards() {
        Histogram h = WorkerStats.newHistogram();
        h.recordValue(1_000_000);
        IntervalResult a = new IntervalResult("db", 8, 1, 1, 1, false, 10_000, 1, 1.0, 100, 0, 0, 0, 0, 0, 0, 0, Map.of(), 0, 0, 100, 0,
                Percentiles.of(h), "", false, 20, 50, Map.of("new_order", 45L, "new_order_rollback", 1L, "payment", 54L));
        IntervalResult b = new IntervalResult("db", 8, 1, 1, 1, false, 10_002, 1, 1.0, 90, 0, 0, 0, 0, 0, 0, 0, Map.of(), 0, 0, 90, 0,
                Percentiles.of(h), "", false, 30, 50, Map.of("new_order", 40L, "payment", 50L));

        IntervalResult m = IntervalMerge.merge(List.of(new ShardLog(0, List.of(a), Map.of(HlogTags.of(a), h)),
                new ShardLog(1, List.of(b), Map.of(HlogTags.of(b), h)))).get(0).interval();

        assertThat(m.operations()).containsEntry("new_order", 85L).containsEntry("new_order_rollback", 1L)
                .containsEntry("payment", 104L);
    }
}

package dev.dbbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Each interval's latencies wait in histograms of their own until drained, and none is lost or taken twice. */
class LatenciesTest {

    @Test
    void smallStepsGiveEachWorkerItsOwnStripeAndLargeOnesShareAFixedNumber() {
        assertThat(Latencies.of(1, 1).stripes()).isEqualTo(1);
        assertThat(Latencies.of(Latencies.STRIPES, 2).stripes()).isEqualTo(Latencies.STRIPES);
        assertThat(Latencies.of(512, 2).stripes()).isEqualTo(Latencies.STRIPES);
        assertThat(Latencies.of(1024, 1).stripes()).isEqualTo(Latencies.STRIPES);
    }

    @Test
    void anIntervalDrainedLateHoldsOnlyItsOwnEvents() {
        Latencies latencies = Latencies.of(2, 1);
        Latencies.Stripe worker = latencies.stripe(0);
        worker.record(0, 1_000);
        int first = latencies.advance();
        worker.record(0, 5_000_000);
        worker.record(0, 5_000_000);
        int second = latencies.advance();
        worker.record(0, 9_000_000_000L);

        Histogram one = WorkerStats.newHistogram();
        latencies.drain(first, 0, one);
        assertThat(one.getTotalCount()).isEqualTo(1);
        assertThat(one.getMaxValue()).isLessThan(1_100);

        Histogram two = WorkerStats.newHistogram();
        latencies.drain(second, 0, two);
        assertThat(two.getTotalCount()).isEqualTo(2);
        assertThat(two.getMaxValue()).isBetween(4_900_000L, 5_100_000L);

        Histogram rest = WorkerStats.newHistogram();
        latencies.drain(Latencies.ALL, 0, rest);
        assertThat(rest.getTotalCount()).isEqualTo(1);
    }

    @Test
    void aReusedSlotReportsOnlyWhatCameSinceItsLastDrain() {
        Latencies latencies = Latencies.of(1, 1);
        Latencies.Stripe worker = latencies.stripe(0);
        Histogram into = WorkerStats.newHistogram();
        for (int i = 0; i < 3 * Latencies.SLOTS; i++) {
            worker.record(0, 1_000L * (i + 1));
            into.reset();
            latencies.drain(latencies.advance(), 0, into);
            assertThat(into.getTotalCount()).isEqualTo(1);
            assertThat(into.valuesAreEquivalent(into.getMinNonZeroValue(), into.getMaxValue())).isTrue();
            assertThat(into.getMaxValue()).isBetween(990L * (i + 1), 1_010L * (i + 1));
        }
    }

    @Test
    void everyEventOfManyWritersIsDrainedOnceWhileIntervalsEnd() throws Exception {
        int workers = 200;
        int events = 2_000;
        Latencies latencies = Latencies.of(workers, 2);
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            WorkerStats stats = new WorkerStats(latencies.stripe(w));
            Thread t = new Thread(() -> {
                for (int i = 0; i < events; i++) {
                    stats.event(i % 2, 1_000 + i);
                }
            });
            threads.add(t);
        }
        threads.forEach(Thread::start);
        AtomicBoolean running = new AtomicBoolean(true);
        long drained = 0;
        Histogram into = WorkerStats.newHistogram();
        // Intervals end and are drained while the workers write, then everything left is drained once after.
        while (running.get()) {
            running.set(threads.stream().anyMatch(Thread::isAlive));
            int ended = latencies.advance();
            for (int op = 0; op < 2; op++) {
                into.reset();
                latencies.drain(ended, op, into);
                drained += into.getTotalCount();
            }
        }
        for (Thread t : threads) {
            t.join();
        }
        for (int op = 0; op < 2; op++) {
            into.reset();
            latencies.drain(Latencies.ALL, op, into);
            drained += into.getTotalCount();
        }
        assertThat(drained).isEqualTo((long) workers * events);
    }
}

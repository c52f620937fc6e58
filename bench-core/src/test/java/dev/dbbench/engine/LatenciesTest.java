package dev.dbbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Each interval's latencies wait in histograms of their own until drained, and none is lost or taken twice. */
class LatenciesTest {

    private static final long HEAP = 1L << 30;

    @Test
    void smallStepsGiveEachWorkerItsOwnStripeAndLargeOnesTwoPerCore() {
        assertThat(Latencies.of(1, 1, 64, HEAP).stripes()).isEqualTo(1);
        assertThat(Latencies.of(Latencies.STRIPES, 2, 64, HEAP).stripes()).isEqualTo(Latencies.STRIPES);
        assertThat(Latencies.of(512, 2, 64, HEAP).stripes()).isEqualTo(Latencies.STRIPES);
        assertThat(Latencies.of(1024, 1, 2, HEAP).stripes()).isEqualTo(4);
        assertThat(Latencies.of(3, 1, 2, HEAP).stripes()).isEqualTo(3);
    }

    @Test
    void theIntervalsAheadOfTheDrainsAreBoundedByTheHeap() {
        assertThat(Latencies.of(1024, 1, 2, HEAP).mostPending()).isEqualTo(60);
        int large = Latencies.of(1024, 5, 64, HEAP).mostPending();
        assertThat(large).isBetween(2, 10);
        assertThat(Latencies.of(1024, 5, 64, 64L << 20).mostPending()).isEqualTo(2);
    }

    @Test
    void theClockNeverWaitsForADrainWithinTheBound() {
        Latencies latencies = Latencies.of(1, 1, 2, HEAP);
        Latencies.Stripe worker = latencies.stripe(0);
        List<Latencies.Slot> ended = new ArrayList<>();
        for (int i = 0; i < latencies.mostPending(); i++) {
            worker.record(0, 1_000L * (i + 1));
            ended.add(latencies.advance());
        }
        Histogram[] into = {WorkerStats.newHistogram()};
        for (int i = 0; i < ended.size(); i++) {
            into[0].reset();
            latencies.drain(ended.get(i), into);
            assertThat(into[0].getTotalCount()).isEqualTo(1);
            assertThat(into[0].getMaxValue()).isBetween(990L * (i + 1), 1_010L * (i + 1));
        }
    }

    @Test
    void anIntervalDrainedLateHoldsOnlyItsOwnEvents() {
        Latencies latencies = Latencies.of(2, 1);
        Latencies.Stripe worker = latencies.stripe(0);
        worker.record(0, 1_000);
        Latencies.Slot first = latencies.advance();
        worker.record(0, 5_000_000);
        worker.record(0, 5_000_000);
        Latencies.Slot second = latencies.advance();
        worker.record(0, 9_000_000_000L);

        Histogram[] one = {WorkerStats.newHistogram()};
        latencies.drain(first, one);
        assertThat(one[0].getTotalCount()).isEqualTo(1);
        assertThat(one[0].getMaxValue()).isLessThan(1_100);

        Histogram[] two = {WorkerStats.newHistogram()};
        latencies.drain(second, two);
        assertThat(two[0].getTotalCount()).isEqualTo(2);
        assertThat(two[0].getMaxValue()).isBetween(4_900_000L, 5_100_000L);

        Histogram[] rest = {WorkerStats.newHistogram()};
        latencies.drain(Latencies.ALL, rest);
        assertThat(rest[0].getTotalCount()).isEqualTo(1);
    }

    @Test
    void aReusedSlotReportsOnlyWhatCameSinceItsLastDrain() {
        Latencies latencies = Latencies.of(1, 1);
        Latencies.Stripe worker = latencies.stripe(0);
        Histogram[] into = {WorkerStats.newHistogram()};
        for (int i = 0; i < 12; i++) {
            worker.record(0, 1_000L * (i + 1));
            into[0].reset();
            latencies.drain(latencies.advance(), into);
            assertThat(into[0].getTotalCount()).isEqualTo(1);
            assertThat(into[0].valuesAreEquivalent(into[0].getMinNonZeroValue(), into[0].getMaxValue())).isTrue();
            assertThat(into[0].getMaxValue()).isBetween(990L * (i + 1), 1_010L * (i + 1));
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
        Histogram[] into = {WorkerStats.newHistogram(), WorkerStats.newHistogram()};
        // Intervals end and are drained while the workers write, then everything left is drained once after.
        while (running.get()) {
            running.set(threads.stream().anyMatch(Thread::isAlive));
            Latencies.Slot ended = latencies.advance();
            drained += drainCount(latencies, ended, into);
        }
        for (Thread t : threads) {
            t.join();
        }
        drained += drainCount(latencies, Latencies.ALL, into);
        assertThat(drained).isEqualTo((long) workers * events);
    }

    private static long drainCount(Latencies latencies, Latencies.Slot slot, Histogram[] into) {
        for (Histogram h : into) {
            h.reset();
        }
        latencies.drain(slot, into);
        return into[0].getTotalCount() + into[1].getTotalCount();
    }
}

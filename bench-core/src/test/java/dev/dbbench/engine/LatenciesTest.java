package dev.dbbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Closing an interval drains a bounded number of recorders, and loses no event whichever stripe recorded it. */
class LatenciesTest {

    @Test
    void smallStepsGiveEachWorkerItsOwnStripeAndLargeOnesShareAFixedNumber() {
        assertThat(Latencies.stripes(1, 1)).hasSize(1);
        assertThat(Latencies.stripes(Latencies.STRIPES, 2)).hasSize(Latencies.STRIPES);
        assertThat(Latencies.stripes(512, 2)).hasSize(Latencies.STRIPES);
        assertThat(Latencies.stripes(1024, 1)).hasSize(Latencies.STRIPES);
    }

    @Test
    void everyEventOfManyWritersIsDrainedOnce() throws Exception {
        int workers = 200;
        int events = 2_000;
        List<Latencies> stripes = Latencies.stripes(workers, 2);
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            WorkerStats stats = new WorkerStats(stripes.get(w % stripes.size()));
            Thread t = new Thread(() -> {
                for (int i = 0; i < events; i++) {
                    stats.event(i % 2, 1_000 + i);
                }
            });
            threads.add(t);
            t.start();
        }
        long drained = 0;
        Histogram[] recycle = new Histogram[stripes.size() * 2];
        // Drained while they write, then once more after: every event lands in exactly one drain.
        for (int round = 0; round < 2; round++) {
            if (round == 1) {
                for (Thread t : threads) {
                    t.join();
                }
            }
            for (int s = 0; s < stripes.size(); s++) {
                for (int op = 0; op < 2; op++) {
                    recycle[s * 2 + op] = stripes.get(s).drain(op, recycle[s * 2 + op]);
                    drained += recycle[s * 2 + op].getTotalCount();
                }
            }
        }
        assertThat(drained).isEqualTo((long) workers * events);
    }
}

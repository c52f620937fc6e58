package dev.dbbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.IntervalResult;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** An interval's client CPU is that of its own time, however late the interval thread reports it. */
class IntervalCollectorCpuTest {
    @Test
    void intervalsReportedLateKeepTheirOwnCpuLoad() throws InterruptedException {
        Latencies latencies = Latencies.of(1, 1);
        List<WorkerStats> workers = List.of(new WorkerStats(latencies.stripe(0)));
        long start = System.nanoTime();
        IntervalCollector collector = new IntervalCollector(workers, latencies, List.of("event"), StepLabel.single("t"), 1,
                start, Clock.systemUTC());

        TimeUnit.MILLISECONDS.sleep(300);
        Snapshot idle = snapshot(latencies.advance());
        spin(300);
        Snapshot busy = snapshot(latencies.advance());
        // The interval thread gets to both only now, after the busy one.
        IntervalResult first = collector.close(idle, (interval, latency) -> { });
        IntervalResult second = collector.close(busy, (interval, latency) -> { });

        assertThat(first.clientCpuPct()).as("an idle interval").isLessThan(second.clientCpuPct() / 2);
        // On a loaded machine the spinning thread gets only a share of a core, so no fixed level is asserted.
        assertThat(second.clientCpuPct()).as("a thread spinning all through the interval").isPositive();
    }

    private static Snapshot snapshot(Latencies.Slot interval) {
        long nanos = System.nanoTime();
        return new Snapshot(nanos, Totals.ZERO, false, 0, "", false, interval, CpuMeter.read());
    }

    private static void spin(long millis) {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        long n = 0;
        while (System.nanoTime() < end) {
            n++;
        }
        assertThat(n).isPositive();
    }
}

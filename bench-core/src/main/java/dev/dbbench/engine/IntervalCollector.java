package dev.dbbench.engine;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.ThreadFairness;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Turns the workers' running totals and recorders into intervals, and intervals into step totals.
 * Runs on the interval thread only. Each worker's recorder is drained once per interval, so every
 * event lands in exactly one interval and the step total is the exact sum of its intervals.
 */
final class IntervalCollector {
    private final List<WorkerStats> workers;
    private final int operations;
    private final StepLabel label;
    private final int threads;
    private final Histogram[] recycled;
    private final Histogram intervalLatency = WorkerStats.newHistogram();
    private final Histogram[] stepByOperation;
    private final Histogram stepLatency = WorkerStats.newHistogram();
    private Totals last = Totals.ZERO;
    private Totals measured = Totals.ZERO;
    private long lastNanos;
    private long measureStartNanos;
    private final long stepStartNanos;
    private double measuredSeconds;
    private int index;
    /** Per worker, measured events and nanoseconds spent in them, for the step's thread fairness. */
    private final long[] workerEvents;
    private final double[] workerNanos;
    private final java.time.Clock clock;
    private final CpuMeter cpu;

    /** @param clock the wall clock each interval's end is stamped with */
    IntervalCollector(List<WorkerStats> workers, int operations, StepLabel label, int threads, long startNanos, java.time.Clock clock) {
        this.clock = clock;
        this.cpu = new CpuMeter(startNanos);
        this.workers = workers;
        this.operations = operations;
        this.label = label;
        this.threads = threads;
        this.recycled = new Histogram[workers.size() * operations];
        this.workerEvents = new long[workers.size()];
        this.workerNanos = new double[workers.size()];
        this.stepByOperation = new Histogram[operations];
        for (int i = 0; i < operations; i++) {
            stepByOperation[i] = WorkerStats.newHistogram();
        }
        this.lastNanos = startNanos;
        this.measureStartNanos = startNanos;
        this.stepStartNanos = startNanos;
    }

    /** Closes the interval ending now. Warm-up intervals are reported but added to no total. */
    IntervalResult close(long now, boolean warmup, long queueLength, String instance, IntervalListener listener) {
        intervalLatency.reset();
        for (int op = 0; op < operations; op++) {
            for (int w = 0; w < workers.size(); w++) {
                int slot = w * operations + op;
                recycled[slot] = workers.get(w).drain(op, recycled[slot]);
                intervalLatency.add(recycled[slot]);
                if (!warmup) {
                    stepByOperation[op].add(recycled[slot]);
                    // The histogram's mean is within its 1 % resolution: close enough to say whether workers got even shares.
                    long n = recycled[slot].getTotalCount();
                    workerEvents[w] += n;
                    workerNanos[w] += n == 0 ? 0 : recycled[slot].getMean() * n;
                }
            }
        }
        Totals now_ = Totals.of(workers);
        Totals delta = now_.minus(last);
        last = now_;
        double seconds = (now - lastNanos) / 1e9;
        // Warm-up intervals count from the start of the step, measured ones from the start of measuring.
        double elapsed = (now - (warmup ? stepStartNanos : measureStartNanos)) / 1e9;
        lastNanos = now;
        if (warmup) {
            measureStartNanos = now;
        } else {
            measured = measured.plus(delta);
            measuredSeconds += seconds;
            stepLatency.add(intervalLatency);
        }
        index++;
        // Events come from the counters, published with their statements, so both always share an interval;
        // the latency histograms may place an event at an interval boundary one interval later.
        long events = delta.events();
        CpuMeter.Load load = cpu.next(now);
        IntervalResult result = new IntervalResult(label.target(), threads, label.repeat(), label.iteration(), index, warmup,
                clock.millis(), elapsed, seconds, events, delta.reads(),
                delta.writes(), delta.other(), delta.emptyReads(), delta.errors(), delta.ignored(), delta.timeouts(),
                delta.errorsByCode(), delta.reconnects(), queueLength, StepResult.perSecond(events, seconds),
                StepResult.perSecond(delta.queries(), seconds), LatencyMs.of(intervalLatency), instance, load.processPct(),
                load.machinePct());
        listener.onInterval(result, intervalLatency);
        return result;
    }

    /** When the last interval closed. */
    long lastClose() {
        return lastNanos;
    }

    /** The index restarts when measuring starts, so measured intervals are numbered from 1. */
    void startMeasuring() {
        index = 0;
    }

    Totals measured() {
        return measured;
    }

    double measuredSeconds() {
        return measuredSeconds;
    }

    ThreadFairness fairness() {
        double[] seconds = new double[workerNanos.length];
        for (int w = 0; w < seconds.length; w++) {
            seconds[w] = workerNanos[w] / 1e9;
        }
        return ThreadFairness.of(workerEvents, seconds);
    }

    Histogram stepLatency() {
        return stepLatency;
    }

    Histogram operation(int op) {
        return stepByOperation[op];
    }
}

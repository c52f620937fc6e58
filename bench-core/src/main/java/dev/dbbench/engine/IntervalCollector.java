package dev.dbbench.engine;

import dev.dbbench.result.BatchSeries;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.ThreadFairness;
import dev.dbbench.stats.BatchMeans;
import dev.dbbench.stats.Percentiles;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Turns the workers' running totals and latency histograms into intervals, and intervals into step totals.
 * Runs on the interval thread only. Every event's count and latency land in exactly one interval each, so the
 * step total is the exact sum of its intervals.
 */
final class IntervalCollector {
    private final List<WorkerStats> workers;
    private final Latencies latencies;
    private final int operations;
    /** Latency histograms per kind of event and endpoint: {@code operations} times the step's endpoints. */
    private final int slots;
    /** The readers' numbers, for a target with readers; {@link EndpointTally#NONE} otherwise. */
    private final EndpointTally endpoints;
    /** The kinds of event, whose counts each interval gives when there are several; empty for one. */
    private final List<String> names;
    private final StepLabel label;
    private final int threads;
    private final Histogram intervalLatency = WorkerStats.newHistogram();
    private final Histogram[] intervalByOperation;
    private final Histogram[] stepByOperation;
    private final Histogram stepLatency = WorkerStats.newHistogram();
    private Totals last = Totals.ZERO;
    private Totals measured = Totals.ZERO;
    private long lastNanos;
    private long measureStartNanos;
    private final long stepStartNanos;
    /** The wall-clock time at {@link #stepStartNanos}: every epoch is derived from it, so epochs and elapsed times agree. */
    private final long stepStartMillis;
    private boolean measuring;
    private double measuredSeconds;
    private int index;
    /** Per worker, measured events and nanoseconds spent in them, for the step's thread fairness. */
    private final long[] workerEvents;
    private final long[] workerNanos;
    /** Per worker, events published up to the last close. */
    private final long[] eventsAtLastClose;
    /** Per worker, nanoseconds spent in events up to the last close. */
    private final long[] busyAtLastClose;
    /** The CPU counters at the last close. */
    private CpuMeter.Reading lastCpu;
    /** The measured intervals in batches, for the step's 95 % interval. */
    private final BatchMeans batches = new BatchMeans(WorkerStats.MAX_NANOS);

    /**
     * @param names the workload's kinds of event, in the order of their latency histograms
     * @param clock the wall clock the intervals' epochs are read from: in a sharded run the server's
     */
    IntervalCollector(List<WorkerStats> workers, Latencies latencies, List<String> names, StepLabel label, int threads,
                      long startNanos, java.time.Clock clock) {
        this(workers, latencies, names, label, threads, startNanos, clock, EndpointTally.NONE);
    }

    /** A collector that also keeps the numbers of each of a target's endpoints in {@code endpoints}. */
    IntervalCollector(List<WorkerStats> workers, Latencies latencies, List<String> names, StepLabel label, int threads,
                      long startNanos, java.time.Clock clock, EndpointTally endpoints) {
        this.endpoints = endpoints;
        this.slots = names.size() * endpoints.count();
        this.lastCpu = CpuMeter.read();
        this.workers = workers;
        this.latencies = latencies;
        this.operations = names.size();
        this.names = names.size() > 1 ? List.copyOf(names) : List.of();
        this.label = label;
        this.threads = threads;
        this.workerEvents = new long[workers.size()];
        this.eventsAtLastClose = new long[workers.size()];
        this.workerNanos = new long[workers.size()];
        this.busyAtLastClose = new long[workers.size()];
        this.stepByOperation = new Histogram[slots];
        this.intervalByOperation = new Histogram[slots];
        for (int i = 0; i < slots; i++) {
            stepByOperation[i] = WorkerStats.newHistogram();
            intervalByOperation[i] = WorkerStats.newHistogram();
        }
        this.lastNanos = startNanos;
        this.measureStartNanos = startNanos;
        this.stepStartNanos = startNanos;
        this.stepStartMillis = clock.millis() - (System.nanoTime() - startNanos) / 1_000_000;
    }

    /**
     * Closes the interval that {@code end} ends: its counts and times come from the snapshot, its latencies from
     * its latency histograms drained now. Warm-up intervals are reported but added to no total.
     */
    IntervalResult close(Snapshot end, IntervalListener listener) {
        boolean warmup = end.warmup();
        // The index restarts when measuring starts, so measured intervals are numbered from 1.
        if (!warmup && !measuring) {
            measuring = true;
            index = 0;
        }
        drain(end.latencies(), warmup);
        long now = end.nanos();
        Totals delta = end.totals().minus(last);
        last = end.totals();
        double seconds = (now - lastNanos) / 1e9;
        CpuMeter.Load load = CpuMeter.load(lastCpu, end.cpu(), now - lastNanos);
        lastCpu = end.cpu();
        // Warm-up intervals count from the start of the step, measured ones from the start of measuring.
        double elapsed = (now - (warmup ? stepStartNanos : measureStartNanos)) / 1e9;
        long epochMillis = stepStartMillis + Math.round((now - stepStartNanos) / 1e6);
        lastNanos = now;
        if (warmup) {
            measureStartNanos = now;
        } else {
            measured = measured.plus(delta);
            measuredSeconds += seconds;
            stepLatency.add(intervalLatency);
        }
        index++;
        // Events come from the counters, published with their statements, so both always share an interval; an
        // event that ended as the interval closed may have its latency in the neighbouring interval.
        long events = delta.events();
        IntervalResult result = new IntervalResult(label.target(), threads, label.repeat(), label.iteration(), index, warmup,
                epochMillis, elapsed, seconds, events, delta.reads(),
                delta.writes(), delta.other(), delta.emptyReads(), delta.errors(), delta.ignored(), delta.timeouts(),
                delta.errorsByCode(), delta.reconnects(), end.queueLength(), StepResult.perSecond(events, seconds),
                StepResult.perSecond(delta.queries(), seconds), Percentiles.of(intervalLatency), end.instance(), end.late(),
                load.processPct(), load.machinePct(), byOperation(), workers.size(),
                endpoints.interval(intervalByOperation, operations, seconds, warmup, workers, epochMillis));
        if (!warmup) {
            // As the interval files hold it, so that a step rebuilt from them has the same batches.
            batches.add(result.durationSeconds(), result.transactions(), result.queries(), intervalLatency);
        }
        listener.onInterval(result, intervalLatency);
        return result;
    }

    /**
     * Moves the latencies in {@code slot} into the interval's histograms, and those of a measured interval into the
     * step's.
     */
    private void drain(Latencies.Slot slot, boolean warmup) {
        intervalLatency.reset();
        for (Histogram interval : intervalByOperation) {
            interval.reset();
        }
        latencies.drain(slot, intervalByOperation);
        for (int op = 0; op < slots; op++) {
            Histogram interval = intervalByOperation[op];
            intervalLatency.add(interval);
            if (!warmup) {
                stepByOperation[op].add(interval);
            }
        }
        for (int w = 0; w < workers.size(); w++) {
            WorkerStats worker = workers.get(w);
            long busy = worker.count(WorkerStats.BUSY_NANOS);
            long events = worker.queries.events();
            if (!warmup) {
                workerNanos[w] += busy - busyAtLastClose[w];
                workerEvents[w] += events - eventsAtLastClose[w];
            }
            busyAtLastClose[w] = busy;
            eventsAtLastClose[w] = events;
        }
    }

    /** The events of the interval just drained, per kind; empty for a workload of one kind. Once per interval. */
    private Map<String, Long> byOperation() {
        if (names.isEmpty()) {
            return Map.of();
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        for (int op = 0; op < operations; op++) {
            long n = 0;
            for (int k = op; k < slots; k += operations) {
                n += intervalByOperation[k].getTotalCount();
            }
            counts.put(names.get(op), n);
        }
        return counts;
    }

    /** The counters at the last close. */
    Totals lastTotals() {
        return last;
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

    BatchSeries batches() {
        return batches.series();
    }

    Histogram stepLatency() {
        return stepLatency;
    }

    /** The step's latencies of kind {@code op}, over every endpoint. */
    Histogram operation(int op) {
        if (slots == operations) {
            return stepByOperation[op];
        }
        Histogram all = WorkerStats.newHistogram();
        for (int k = op; k < slots; k += operations) {
            all.add(stepByOperation[k]);
        }
        return all;
    }

    /** The step's latencies per kind of event and endpoint, endpoint {@code e}'s kind {@code op} at {@code e * kinds + op}. */
    Histogram[] byEndpoint() {
        return stepByOperation;
    }

    EndpointTally endpoints() {
        return endpoints;
    }
}

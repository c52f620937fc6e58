package dev.dbbench.runner.jobs.metrics;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Gauge;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;

/**
 * What the metrics endpoint shows, updated as each interval closes (on the engine's publishing thread; the Prometheus
 * client's metrics are safe to read from its HTTP threads meanwhile). Names follow Prometheus conventions: base units
 * (seconds), counters ending in {@code _total}, latency as a histogram and a summary ({@link LatencyMetrics}).
 * Counters grow from the start of the command, warm-up included, by {@code target} and {@code threads}; the gauges of
 * the last interval (TPS, QPS, queue) carry the labels of the step now running only, so a sweep leaves no stale value
 * of a step that ended. Every target of the command has its outage series from the start, at zero.
 */
public final class LiveMetrics implements IntervalListener {
    private final PrometheusRegistry registry = new PrometheusRegistry();
    private final Counter transactions = counter("dbbench_transactions_total", "Transactions (events) completed.", "target", "threads");
    private final Counter queries = counter("dbbench_queries_total", "Queries run, by kind: read, write or other.", "target",
            "threads", "kind");
    private final Counter errors = counter("dbbench_errors_total", "Errors of every kind.", "target", "threads");
    private final Counter errorsByCode = counter("dbbench_errors_by_code_total",
            "Errors by vendor error code or SQLSTATE ('timeout' for the query watchdog).", "target", "threads", "code");
    private final Counter reconnects = counter("dbbench_reconnects_total", "Connections re-established after being lost.",
            "target", "threads");
    private final Counter timeouts = counter("dbbench_timeouts_total", "Queries stopped by the --query-timeout watchdog.",
            "target", "threads");
    private final Counter outages = counter("dbbench_outages_total", "Windows in which the server could not be used.", "target");
    private final Gauge threads = gauge("dbbench_threads", "Worker threads of the step now running, each with its own connection.",
            "target");
    private final Gauge step = gauge("dbbench_step", "The step now running, counted from 1 over the command (a run has one).",
            "target");
    private final Gauge warmup = gauge("dbbench_warmup", "1 while warming up, 0 while measuring.", "target");
    private final Gauge tps = gauge("dbbench_tps", "Transactions (events) per second in the last interval.", "target", "threads");
    private final Gauge qps = gauge("dbbench_qps", "Queries per second in the last interval.", "target", "threads");
    private final Gauge queue = gauge("dbbench_queue_length", "Events due under --rate but not started, at the end of the last interval.",
            "target", "threads");
    private final Gauge replicaLag = gauge("dbbench_replica_lag_seconds", "A reader's largest replica lag in the last interval,"
            + " from dbbench's heartbeat.", "target", "reader");
    private final Gauge replicaReportedLag = gauge("dbbench_replica_reported_lag_seconds", "The lag a reader last reported of"
            + " itself (Seconds_Behind_Master, pg_last_xact_replay_timestamp).", "target", "reader");
    private final Gauge endpointTps = gauge("dbbench_endpoint_tps", "Transactions per second on one endpoint of a target with"
            + " readers (its writer or a reader) in the last interval.", "target", "endpoint");
    private final Gauge outageActive = gauge("dbbench_outage_active", "1 while the server is away.", "target");
    private final LatencyMetrics latency = new LatencyMetrics();
    private final OptionalDouble measuredSeconds;
    private final LongSupplier nanoTime;
    // The warm-up as it went: at least --warmup, longer while the JIT compiler was busy.
    private volatile double warmupSeconds;
    private volatile String target;
    private String stepKey = "";
    private String stepTarget = "";
    private String stepThreads = "";
    private int steps;
    private long startNanos = -1;
    private volatile SweepPlan plan;
    // Registered only when the command knows how long it takes: a run limited by --events has no time left to show.
    private Gauge elapsed;
    private Gauge remaining;
    private Gauge progress;

    /**
     * @param targets         the name of every target (each series of swept params included), whose outage series
     *                        exist at zero before the first interval
     * @param warmupSeconds   the planned least warm-up
     * @param measuredSeconds the planned measured time of the one step of a {@code run} or {@code stability}, for
     *                        elapsed and remaining time; empty for a {@code sweep} (see {@link #sweepProgress}) or a
     *                        run limited by events
     */
    public LiveMetrics(List<String> targets, double warmupSeconds, OptionalDouble measuredSeconds) {
        this(targets, warmupSeconds, measuredSeconds, System::nanoTime);
    }

    LiveMetrics(List<String> targets, double warmupSeconds, OptionalDouble measuredSeconds, LongSupplier nanoTime) {
        this.target = targets.get(0);
        this.warmupSeconds = warmupSeconds;
        this.measuredSeconds = measuredSeconds;
        this.nanoTime = nanoTime;
        registry.register(latency);
        if (measuredSeconds.isPresent()) {
            timeGauges();
            remaining.set(warmupSeconds + measuredSeconds.getAsDouble());
        }
        for (String t : targets) {
            outages.labelValues(t).inc(0);
            outageActive.labelValues(t).set(0);
        }
    }

    PrometheusRegistry registry() {
        return registry;
    }

    /**
     * A sweep's progress: {@code done} of {@code total} steps are over, each taking about {@code secondsPerStep}, and
     * {@code running} (a target's name) runs the next one. Called as each step begins and ends.
     */
    public synchronized void sweepProgress(int done, int total, double secondsPerStep, String running) {
        timeGauges();
        target = running;
        plan = new SweepPlan(done, total, secondsPerStep, nanoTime.getAsLong());
        if (startNanos < 0) {
            startNanos = nanoTime.getAsLong();
        }
        elapsed.set(seconds(startNanos));
        remaining.set(Math.max(0, (total - done) * secondsPerStep));
        progress.set(total == 0 ? 1 : (double) done / total);
    }

    @Override
    public void onInterval(IntervalResult i, Histogram latencyHistogram) {
        String t = i.target();
        String n = Integer.toString(i.threads());
        target = t;
        newStep(i, n);
        if (i.warmup() && i.elapsedSeconds() > warmupSeconds) {
            warmupSeconds = i.elapsedSeconds();
        }
        transactions.labelValues(t, n).inc(i.transactions());
        queries.labelValues(t, n, "read").inc(i.reads());
        queries.labelValues(t, n, "write").inc(i.writes());
        queries.labelValues(t, n, "other").inc(i.other());
        errors.labelValues(t, n).inc(i.errors());
        i.errorsByCode().forEach((code, count) -> errorsByCode.labelValues(t, n, code).inc(count));
        reconnects.labelValues(t, n).inc(i.reconnects());
        timeouts.labelValues(t, n).inc(i.timeouts());
        threads.labelValues(t).set(i.threads());
        warmup.labelValues(t).set(i.warmup() ? 1 : 0);
        tps.labelValues(t, n).set(i.tps());
        qps.labelValues(t, n).set(i.qps());
        queue.labelValues(t, n).set(i.queueLength());
        latency.add(t, n, latencyHistogram, i.latencyMs());
        i.endpoints().forEach((name, e) -> {
            endpointTps.labelValues(t, name).set(e.tps());
            if (e.lagMs() >= 0) {
                replicaLag.labelValues(t, name).set(e.lagMs() / 1000);
            }
            if (e.serverLagS() >= 0) {
                replicaReportedLag.labelValues(t, name).set(e.serverLagS());
            }
        });
        time(i);
    }

    /** Elapsed and remaining time and the share done: from the plan of a run, or as a sweep's steps go. */
    private synchronized void time(IntervalResult i) {
        if (measuredSeconds.isPresent()) {
            double warmed = warmupSeconds;
            double total = warmed + measuredSeconds.getAsDouble();
            double sinceStart = i.warmup() ? i.elapsedSeconds() : warmed + i.elapsedSeconds();
            elapsed.set(sinceStart);
            remaining.set(Math.max(0, total - sinceStart));
            progress.set(total <= 0 ? 1 : Math.min(1, sinceStart / total));
            return;
        }
        SweepPlan p = plan;
        if (p != null) {
            double inStep = Math.min(p.secondsPerStep(), seconds(p.sinceNanos()));
            elapsed.set(seconds(startNanos));
            remaining.set(Math.max(0, (p.total() - p.done()) * p.secondsPerStep() - inStep));
            progress.set(p.total() == 0 ? 1 : Math.min(1, (p.done() + inStep / Math.max(p.secondsPerStep(), 1e-9)) / p.total()));
        }
    }

    /** Counts a new step and drops the last-interval figures of the one before, which would otherwise stay at their last value. */
    private void newStep(IntervalResult i, String n) {
        String key = i.target() + "\u0000" + n + "\u0000" + i.repeat() + "\u0000" + i.iteration();
        if (key.equals(stepKey)) {
            return;
        }
        if (!stepKey.isEmpty()) {
            tps.remove(stepTarget, stepThreads);
            qps.remove(stepTarget, stepThreads);
            queue.remove(stepTarget, stepThreads);
            latency.ended(stepTarget, stepThreads);
        }
        stepKey = key;
        stepTarget = i.target();
        stepThreads = n;
        step.labelValues(i.target()).set(++steps);
    }

    @Override
    public void onOutageStart(Instant firstFailure, String instanceBefore) {
        outages.labelValues(target).inc();
        outageActive.labelValues(target).set(1);
    }

    @Override
    public void onOutageEnd(Outage window) {
        outageActive.labelValues(target).set(0);
    }

    private synchronized void timeGauges() {
        if (elapsed == null) {
            elapsed = gauge("dbbench_elapsed_seconds", "Seconds since the command started measuring, warm-up included.");
            remaining = gauge("dbbench_remaining_seconds", "Seconds the command has left: exact for run and stability, an estimate"
                    + " for a sweep.");
            progress = gauge("dbbench_progress_ratio", "Share of the command done, from 0 to 1.");
        }
    }

    private double seconds(long sinceNanos) {
        return (nanoTime.getAsLong() - sinceNanos) / 1e9;
    }

    private Counter counter(String name, String help, String... labels) {
        return Counter.builder().name(name).help(help).labelNames(labels).register(registry);
    }

    private Gauge gauge(String name, String help, String... labels) {
        return Gauge.builder().name(name).help(help).labelNames(labels).register(registry);
    }

    /** Where a sweep stood at {@code sinceNanos}. */
    private record SweepPlan(int done, int total, double secondsPerStep, long sinceNanos) {
    }
}

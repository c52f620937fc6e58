package dev.dbbench.cli.jobs.metrics;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Outage;
import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Gauge;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.time.Instant;
import java.util.OptionalDouble;
import org.HdrHistogram.Histogram;

/**
 * What the metrics endpoint shows, updated as each interval closes (on the engine's publishing thread; the Prometheus
 * client's metrics are safe to read from its HTTP threads meanwhile). Counters grow from the start of the command,
 * warm-up included, by {@code target} and {@code threads}; the gauges of the last interval (TPS, QPS, latency by quantile,
 * queue) carry the labels of the step now running only, so a sweep leaves no stale value of a step that ended.
 */
public final class LiveMetrics implements IntervalListener {
    private static final String[] QUANTILES = {"0.5", "0.9", "0.95", "0.99", "0.999", "1"};
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
    private final Gauge latency = gauge("dbbench_latency_ms", "Event latency in milliseconds in the last interval, by quantile "
            + "(1 = max), from the interval's HdrHistogram.", "target", "threads", "quantile");
    private final Gauge queue = gauge("dbbench_queue_length", "Events due under --rate but not started, at the end of the last interval.",
            "target", "threads");
    private final Gauge outageActive = gauge("dbbench_outage_active", "1 while the server is away.", "target");
    private final Gauge elapsed;
    private final Gauge remaining;
    private final OptionalDouble measuredSeconds;
    // The warm-up as it went: at least --warmup, longer while the JIT compiler was busy.
    private volatile double warmupSeconds;
    private volatile String target;
    private String stepKey = "";
    private String stepThreads = "";
    private int steps;

    /**
     * @param target          the first target, whose series exist (at zero) before the first interval
     * @param warmupSeconds   the planned least warm-up
     * @param measuredSeconds the planned measured time of the one step of a {@code run} or {@code stability}, for
     *                        elapsed and remaining time; empty for a {@code sweep} or a run limited by events
     */
    public LiveMetrics(String target, double warmupSeconds, OptionalDouble measuredSeconds) {
        this.target = target;
        this.warmupSeconds = warmupSeconds;
        this.measuredSeconds = measuredSeconds;
        this.elapsed = measuredSeconds.isPresent()
                ? gauge("dbbench_elapsed_seconds", "Seconds since the run started, warm-up included, at the last interval.", "target") : null;
        this.remaining = measuredSeconds.isPresent()
                ? gauge("dbbench_remaining_seconds", "Seconds left in the run at the last interval.", "target") : null;
        outages.labelValues(target).inc(0);
        outageActive.labelValues(target).set(0);
    }

    PrometheusRegistry registry() {
        return registry;
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
        LatencyMs l = i.latencyMs();
        double[] values = {l.p50(), l.p90(), l.p95(), l.p99(), l.p999(), l.max()};
        for (int q = 0; q < QUANTILES.length; q++) {
            latency.labelValues(t, n, QUANTILES[q]).set(values[q]);
        }
        if (measuredSeconds.isPresent()) {
            double warmed = warmupSeconds;
            double sinceStart = i.warmup() ? i.elapsedSeconds() : warmed + i.elapsedSeconds();
            elapsed.labelValues(t).set(sinceStart);
            remaining.labelValues(t).set(Math.max(0, warmed + measuredSeconds.getAsDouble() - sinceStart));
        }
    }

    /** Counts a new step and drops the last-interval gauges of the one before, which would otherwise stay at its last value. */
    private void newStep(IntervalResult i, String n) {
        String key = i.target() + "/" + n + "/" + i.repeat() + "/" + i.iteration();
        if (key.equals(stepKey)) {
            return;
        }
        if (!stepKey.isEmpty()) {
            String before = stepKey.substring(0, stepKey.indexOf('/'));
            tps.remove(before, stepThreads);
            qps.remove(before, stepThreads);
            queue.remove(before, stepThreads);
            for (String q : QUANTILES) {
                latency.remove(before, stepThreads, q);
            }
        }
        stepKey = key;
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

    private Counter counter(String name, String help, String... labels) {
        return Counter.builder().name(name).help(help).labelNames(labels).register(registry);
    }

    private Gauge gauge(String name, String help, String... labels) {
        return Gauge.builder().name(name).help(help).labelNames(labels).register(registry);
    }
}

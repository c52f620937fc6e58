package dev.dbbench.cli.jobs.stability;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * What the metrics endpoint shows: the last closed interval and running totals. Written on the engine's
 * interval thread, read by the HTTP thread through one immutable snapshot, so a scrape never sees half an
 * interval. Holds one snapshot whatever the length of the run.
 */
final class MetricsState implements IntervalListener {
    /**
     * @param last          the last closed interval, if any
     * @param transactions  events since the run started, warm-up included (counters only grow)
     * @param errorsByCode  errors by vendor code since the run started
     * @param outages       outage windows opened so far
     * @param outageActive  whether the server is away now
     */
    record Snapshot(IntervalResult last, long transactions, long queries, long errors, long reconnects, long timeouts,
                    Map<String, Long> errorsByCode, long outages, boolean outageActive) {
    }

    private final String target;
    private final int threads;
    private final double durationSeconds;
    // The warm-up as it went: at least --warmup, longer while the JIT compiler was busy.
    private volatile double warmupSeconds;
    private volatile Snapshot snapshot = new Snapshot(null, 0, 0, 0, 0, 0, Map.of(), 0, false);

    MetricsState(String target, int threads, double warmupSeconds, double durationSeconds) {
        this.target = target;
        this.threads = threads;
        this.warmupSeconds = warmupSeconds;
        this.durationSeconds = durationSeconds;
    }

    @Override
    public void onInterval(IntervalResult i, Histogram latency) {
        if (i.warmup() && i.elapsedSeconds() > warmupSeconds) {
            warmupSeconds = i.elapsedSeconds();
        }
        Snapshot s = snapshot;
        Map<String, Long> codes = new TreeMap<>(s.errorsByCode());
        i.errorsByCode().forEach((k, v) -> codes.merge(k, v, Long::sum));
        snapshot = new Snapshot(i, s.transactions() + i.transactions(), s.queries() + i.queries(), s.errors() + i.errors(),
                s.reconnects() + i.reconnects(), s.timeouts() + i.timeouts(), Map.copyOf(codes), s.outages(), s.outageActive());
    }

    @Override
    public void onOutageStart(Instant firstFailure, String instanceBefore) {
        Snapshot s = snapshot;
        snapshot = new Snapshot(s.last(), s.transactions(), s.queries(), s.errors(), s.reconnects(), s.timeouts(),
                s.errorsByCode(), s.outages() + 1, true);
    }

    @Override
    public void onOutageEnd(Outage window) {
        Snapshot s = snapshot;
        snapshot = new Snapshot(s.last(), s.transactions(), s.queries(), s.errors(), s.reconnects(), s.timeouts(),
                s.errorsByCode(), s.outages(), false);
    }

    /** The metrics in Prometheus' text exposition format (version 0.0.4). */
    String render() {
        Snapshot s = snapshot;
        PrometheusText p = new PrometheusText(target);
        IntervalResult i = s.last();
        double warmed = warmupSeconds;
        double elapsed = i == null ? 0 : i.warmup() ? i.elapsedSeconds() : warmed + i.elapsedSeconds();
        p.gauge("dbbench_threads", "Worker threads, each with its own connection.", threads);
        p.gauge("dbbench_warmup", "1 while warming up, 0 while measuring.", i != null && i.warmup() ? 1 : 0);
        p.gauge("dbbench_elapsed_seconds", "Seconds since the run started, warm-up included, at the last interval.", elapsed);
        p.gauge("dbbench_remaining_seconds", "Seconds left in the run at the last interval.", Math.max(0, warmed + durationSeconds - elapsed));
        p.gauge("dbbench_tps", "Transactions (events) per second in the last interval.", i == null ? 0 : i.tps());
        p.gauge("dbbench_qps", "Queries per second in the last interval.", i == null ? 0 : i.qps());
        p.quantiles("dbbench_latency_ms", "Event latency in milliseconds in the last interval, by quantile.", i);
        p.gauge("dbbench_queue_length", "Events due under --rate but not started, at the end of the last interval.",
                i == null ? 0 : i.queueLength());
        p.counter("dbbench_transactions_total", "Transactions (events) completed.", s.transactions());
        p.counter("dbbench_queries_total", "Queries run.", s.queries());
        p.counter("dbbench_errors_total", "Errors of every kind.", s.errors());
        p.byCode("dbbench_errors_by_code_total", "Errors by vendor error code or SQLSTATE ('timeout' for the query watchdog).",
                s.errorsByCode());
        p.counter("dbbench_reconnects_total", "Connections re-established after being lost.", s.reconnects());
        p.counter("dbbench_timeouts_total", "Queries stopped by the --query-timeout watchdog.", s.timeouts());
        p.counter("dbbench_outages_total", "Windows in which the server could not be used.", s.outages());
        p.gauge("dbbench_outage_active", "1 while the server is away.", s.outageActive() ? 1 : 0);
        return p.toString();
    }
}

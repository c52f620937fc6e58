package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.dbbench.spi.metric.Counts;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.MetricValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Throughput, latency and errors over a stretch of a run: the whole run, or one analysis window (an hour
 * by default). Rates are per second, latency in milliseconds from the merged histograms of the window's
 * intervals, times in seconds since measuring started.
 *
 * @param label          {@code run}, or the window's span such as {@code 1h-2h}
 * @param fromSeconds    start of the first interval
 * @param toSeconds      end of the last interval
 * @param intervals      intervals in the window, partial ones included
 * @param transactions   events completed
 * @param tpsMean        transactions over measured seconds (so a partial interval weighs what it lasted)
 * @param tpsCvPct       coefficient of variation of the full intervals' TPS, in percent
 * @param tpsMin         the lowest TPS of a full interval
 * @param tpsMinAtSeconds when that interval ended
 * @param qpsMean        queries over measured seconds
 * @param latencyMs      event latency over the window
 * @param errors         errors of every kind
 * @param timeouts       queries stopped by the {@code --query-timeout} watchdog
 * @param reconnects     connections re-established
 * @param errorsByCode   errors by vendor code or SQLSTATE ({@code timeout} for the watchdog)
 * @param operations     events per kind for workloads with several (from which the workload's metrics per window
 *                       follow); empty for one kind and in results written before it existed
 * @param estimates      TPS, QPS and the latency percentiles of the window with their 95 % intervals, from its
 *                       intervals in batches; absent in results written before it existed
 * @param metrics        the values of the metrics the run's workload declares over this window, by name, derived from
 *                       its counts as a step's are ({@link StepResult#metrics()}); empty when it declares none
 */
public record WindowStats(String label, double fromSeconds, double toSeconds, int intervals, long transactions,
                          double tpsMean, double tpsCvPct, double tpsMin, double tpsMinAtSeconds, double qpsMean,
                          LatencyMs latencyMs, long errors, long timeouts, long reconnects, Map<String, Long> errorsByCode,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Long> operations,
                          @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<Estimates> estimates,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, MetricValue> metrics) {
    /**
     * Copies the maps; null operations, estimates or metrics read as none.
     *
     * @param label           {@code run}, or the window's span such as {@code 1h-2h}
     * @param fromSeconds     start of the first interval
     * @param toSeconds       end of the last interval
     * @param intervals       intervals in the window, partial ones included
     * @param transactions    events completed
     * @param tpsMean         transactions over measured seconds (so a partial interval weighs what it lasted)
     * @param tpsCvPct        coefficient of variation of the full intervals' TPS, in percent
     * @param tpsMin          the lowest TPS of a full interval
     * @param tpsMinAtSeconds when that interval ended
     * @param qpsMean         queries over measured seconds
     * @param latencyMs       event latency over the window
     * @param errors          errors of every kind
     * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
     * @param reconnects      connections re-established
     * @param errorsByCode    errors by vendor code or SQLSTATE ({@code timeout} for the watchdog)
     * @param operations      events per kind for workloads with several (from which the workload's metrics per
     *                        window follow); empty for one kind and in results written before it existed
     * @param estimates       TPS, QPS and the latency percentiles of the window with their 95 % intervals, from its
     *                        intervals in batches; absent in results written before it existed
     * @param metrics         the values of the metrics the run's workload declares over this window, by name,
     *                        derived from its counts as a step's are ({@link StepResult#metrics()}); empty when it
     *                        declares none
     */
    public WindowStats {
        errorsByCode = Map.copyOf(errorsByCode);
        operations = operations == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(operations));
        estimates = estimates == null ? Optional.empty() : estimates;
        metrics = metrics == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
    }

    /**
     * A window without metrics.
     *
     * @param label           {@code run}, or the window's span such as {@code 1h-2h}
     * @param fromSeconds     start of the first interval
     * @param toSeconds       end of the last interval
     * @param intervals       intervals in the window, partial ones included
     * @param transactions    events completed
     * @param tpsMean         transactions over measured seconds (so a partial interval weighs what it lasted)
     * @param tpsCvPct        coefficient of variation of the full intervals' TPS, in percent
     * @param tpsMin          the lowest TPS of a full interval
     * @param tpsMinAtSeconds when that interval ended
     * @param qpsMean         queries over measured seconds
     * @param latencyMs       event latency over the window
     * @param errors          errors of every kind
     * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
     * @param reconnects      connections re-established
     * @param errorsByCode    errors by vendor code or SQLSTATE ({@code timeout} for the watchdog)
     * @param operations      events per kind for workloads with several (from which the workload's metrics per
     *                        window follow); empty for one kind and in results written before it existed
     * @param estimates       TPS, QPS and the latency percentiles of the window with their 95 % intervals, from its
     *                        intervals in batches; absent in results written before it existed
     */
    public WindowStats(String label, double fromSeconds, double toSeconds, int intervals, long transactions, double tpsMean,
                       double tpsCvPct, double tpsMin, double tpsMinAtSeconds, double qpsMean, LatencyMs latencyMs, long errors,
                       long timeouts, long reconnects, Map<String, Long> errorsByCode, Map<String, Long> operations,
                       Optional<Estimates> estimates) {
        this(label, fromSeconds, toSeconds, intervals, transactions, tpsMean, tpsCvPct, tpsMin, tpsMinAtSeconds, qpsMean, latencyMs,
                errors, timeouts, reconnects, errorsByCode, operations, estimates, Map.of());
    }

    /**
     * A window's numbers with their 95 % intervals. TPS and QPS come from the window's intervals in batches; a latency
     * percentile from the batches' means of the intervals' own percentiles, which spread as the window's pooled one does.
     *
     * @param tps   transactions per second
     * @param qps   queries per second
     * @param p95Ms the 95th percentile latency, ms
     * @param p99Ms the 99th percentile latency, ms
     */
    public record Estimates(Estimate tps, Estimate qps, Estimate p95Ms, Estimate p99Ms) {
    }

    /**
     * A window without estimates.
     *
     * @param label           {@code run}, or the window's span such as {@code 1h-2h}
     * @param fromSeconds     start of the first interval
     * @param toSeconds       end of the last interval
     * @param intervals       intervals in the window, partial ones included
     * @param transactions    events completed
     * @param tpsMean         transactions over measured seconds (so a partial interval weighs what it lasted)
     * @param tpsCvPct        coefficient of variation of the full intervals' TPS, in percent
     * @param tpsMin          the lowest TPS of a full interval
     * @param tpsMinAtSeconds when that interval ended
     * @param qpsMean         queries over measured seconds
     * @param latencyMs       event latency over the window
     * @param errors          errors of every kind
     * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
     * @param reconnects      connections re-established
     * @param errorsByCode    errors by vendor code or SQLSTATE ({@code timeout} for the watchdog)
     * @param operations      events per kind for workloads with several (from which the workload's metrics per
     *                        window follow); empty for one kind and in results written before it existed
     */
    public WindowStats(String label, double fromSeconds, double toSeconds, int intervals, long transactions, double tpsMean,
                       double tpsCvPct, double tpsMin, double tpsMinAtSeconds, double qpsMean, LatencyMs latencyMs, long errors,
                       long timeouts, long reconnects, Map<String, Long> errorsByCode, Map<String, Long> operations) {
        this(label, fromSeconds, toSeconds, intervals, transactions, tpsMean, tpsCvPct, tpsMin, tpsMinAtSeconds, qpsMean, latencyMs,
                errors, timeouts, reconnects, errorsByCode, operations, Optional.empty());
    }

    /**
     * A window without counts per kind of event.
     *
     * @param label           {@code run}, or the window's span such as {@code 1h-2h}
     * @param fromSeconds     start of the first interval
     * @param toSeconds       end of the last interval
     * @param intervals       intervals in the window, partial ones included
     * @param transactions    events completed
     * @param tpsMean         transactions over measured seconds (so a partial interval weighs what it lasted)
     * @param tpsCvPct        coefficient of variation of the full intervals' TPS, in percent
     * @param tpsMin          the lowest TPS of a full interval
     * @param tpsMinAtSeconds when that interval ended
     * @param qpsMean         queries over measured seconds
     * @param latencyMs       event latency over the window
     * @param errors          errors of every kind
     * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
     * @param reconnects      connections re-established
     * @param errorsByCode    errors by vendor code or SQLSTATE ({@code timeout} for the watchdog)
     */
    public WindowStats(String label, double fromSeconds, double toSeconds, int intervals, long transactions, double tpsMean,
                       double tpsCvPct, double tpsMin, double tpsMinAtSeconds, double qpsMean, LatencyMs latencyMs, long errors,
                       long timeouts, long reconnects, Map<String, Long> errorsByCode) {
        this(label, fromSeconds, toSeconds, intervals, transactions, tpsMean, tpsCvPct, tpsMin, tpsMinAtSeconds, qpsMean, latencyMs,
                errors, timeouts, reconnects, errorsByCode, Map.of());
    }

    /**
     * What this window counted, the input of its metrics; a window reads no server counters.
     *
     * @return the counts, made at each call
     */
    public Counts counts() {
        return new Counts(toSeconds - fromSeconds, transactions, operations, 0, Map.of());
    }

    /**
     * This window with the values of {@code declared} over its counts, in their order.
     *
     * @param declared the workload's metrics
     * @return a new window
     */
    public WindowStats withMetrics(List<Metric> declared) {
        return new WindowStats(label, fromSeconds, toSeconds, intervals, transactions, tpsMean, tpsCvPct, tpsMin, tpsMinAtSeconds,
                qpsMean, latencyMs, errors, timeouts, reconnects, errorsByCode, operations, estimates, Metrics.of(declared, counts()));
    }
}

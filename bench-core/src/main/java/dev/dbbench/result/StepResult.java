package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One measured step: one target at one thread count (one repeat and iteration of it). Counts follow
 * sysbench's rules; rates are per second of measured time, warm-up excluded.
 *
 * @param target          the target's name in this run
 * @param threads         worker threads, each with its own connection
 * @param repeat          1-based repeat of the sweep (1 for {@code run})
 * @param iteration       1-based measurement iteration within the step
 * @param durationSeconds measured seconds
 * @param transactions    events completed (sysbench's "transactions")
 * @param queries         reads + writes + other
 * @param emptyReads      reads that returned no row (a dataset smaller than --table-size shows here)
 * @param errors          errors of every kind counted while measuring
 * @param ignoredErrors   errors that were ignored and whose event was restarted
 * @param errorsByCode    errors by vendor error code or SQLSTATE
 * @param reconnects      connections re-established after being lost
 * @param latencyMs       per-event latency
 * @param operations      per kind of event, for workloads with several
 * @param outages         windows in which the server could not be used
 * @param status          {@code ok}, {@code stopped} (interrupted) or {@code failed: reason}
 * @param fairness        how evenly events spread over the workers; absent from results rebuilt from the interval
 *                        files, which keep no per-worker counts
 * @param params          the workload options whose values the run swept ({@code --param rows=10000,1000000}) with
 *                        this step's values, in the order given; empty when none was swept, and in results written
 *                        before params existed. The step's {@code target} then ends with them too
 *                        ({@code mariadb rows=10000}), so that each combination is a series of its own in every table.
 */
public record StepResult(
        String target,
        int threads,
        int repeat,
        int iteration,
        double durationSeconds,
        long transactions,
        long queries,
        long reads,
        long writes,
        long other,
        long emptyReads,
        long errors,
        long ignoredErrors,
        Map<String, Long> errorsByCode,
        long reconnects,
        double tps,
        double qps,
        LatencyMs latencyMs,
        Map<String, OperationStats> operations,
        List<Outage> outages,
        String status,
        @JsonInclude(JsonInclude.Include.NON_NULL) ThreadFairness fairness,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> params) {

    public StepResult {
        errorsByCode = Map.copyOf(errorsByCode);
        operations = Map.copyOf(operations);
        outages = List.copyOf(outages);
        params = params == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** A step of a run that swept no params. */
    public StepResult(String target, int threads, int repeat, int iteration, double durationSeconds, long transactions,
                      long queries, long reads, long writes, long other, long emptyReads, long errors, long ignoredErrors,
                      Map<String, Long> errorsByCode, long reconnects, double tps, double qps, LatencyMs latencyMs,
                      Map<String, OperationStats> operations, List<Outage> outages, String status, ThreadFairness fairness) {
        this(target, threads, repeat, iteration, durationSeconds, transactions, queries, reads, writes, other, emptyReads, errors,
                ignoredErrors, errorsByCode, reconnects, tps, qps, latencyMs, operations, outages, status, fairness, Map.of());
    }

    /**
     * Reads per second of measured time, the rate sysbench's interval line shows as {@code r}. Derived from
     * {@link #reads()} and {@link #durationSeconds()} rather than stored, so a result.json written before it existed
     * has it too.
     */
    public double readsPerSecond() {
        return perSecond(reads, durationSeconds);
    }

    /** Writes per second of measured time, derived as {@link #readsPerSecond()} is. */
    public double writesPerSecond() {
        return perSecond(writes, durationSeconds);
    }

    /**
     * The rate every step and interval records ({@link #tps()}, {@link #qps()}): {@code count} over {@code seconds},
     * rounded to hundredths; 0 when nothing was measured.
     */
    public static double perSecond(long count, double seconds) {
        return seconds <= 0 ? 0 : Math.round(count / seconds * 100.0) / 100.0;
    }

    public StepResult withStatus(String newStatus) {
        return new StepResult(target, threads, repeat, iteration, durationSeconds, transactions, queries, reads, writes, other,
                emptyReads, errors, ignoredErrors, errorsByCode, reconnects, tps, qps, latencyMs, operations, outages, newStatus,
                fairness, params);
    }

    /** This step with the values of the params the run swept; see {@link #params()}. */
    public StepResult withParams(Map<String, String> swept) {
        return new StepResult(target, threads, repeat, iteration, durationSeconds, transactions, queries, reads, writes, other,
                emptyReads, errors, ignoredErrors, errorsByCode, reconnects, tps, qps, latencyMs, operations, outages, status,
                fairness, swept);
    }

    /** A step without per-worker counts: rebuilt from interval files, merged from several, or made by a test. */
    public StepResult(String target, int threads, int repeat, int iteration, double durationSeconds, long transactions,
                      long queries, long reads, long writes, long other, long emptyReads, long errors, long ignoredErrors,
                      Map<String, Long> errorsByCode, long reconnects, double tps, double qps, LatencyMs latencyMs,
                      Map<String, OperationStats> operations, List<Outage> outages, String status) {
        this(target, threads, repeat, iteration, durationSeconds, transactions, queries, reads, writes, other, emptyReads, errors,
                ignoredErrors, errorsByCode, reconnects, tps, qps, latencyMs, operations, outages, status, null);
    }
}

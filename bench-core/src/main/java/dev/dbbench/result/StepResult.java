package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
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
        @JsonInclude(JsonInclude.Include.NON_NULL) ThreadFairness fairness) {

    public StepResult {
        errorsByCode = Map.copyOf(errorsByCode);
        operations = Map.copyOf(operations);
        outages = List.copyOf(outages);
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
                fairness);
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

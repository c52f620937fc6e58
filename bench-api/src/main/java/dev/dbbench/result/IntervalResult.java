package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One reporting interval of a step, as streamed to {@code intervals.csv}.
 *
 * @param target          the target's name
 * @param threads         worker threads of the step
 * @param repeat          1-based repeat
 * @param iteration       1-based iteration
 * @param index           1-based interval number within the step
 * @param warmup          true for intervals inside the warm-up, which no total includes
 * @param epochMillis     wall-clock time at the end of the interval
 * @param elapsedSeconds  seconds since the step's measurement started, at the end of the interval
 * @param durationSeconds length of this interval in seconds
 * @param transactions    events completed in the interval
 * @param reads           statements that returned rows, empty reads included
 * @param writes          DML statements that changed at least one row
 * @param other           every other statement: BEGIN, COMMIT, DML that changed nothing
 * @param emptyReads      reads that returned no row
 * @param errors          errors of every kind
 * @param ignoredErrors   those of the ignored codes, whose events were retried
 * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
 * @param errorsByCode    errors by vendor code or SQLSTATE
 * @param reconnects      connections re-established
 * @param tps             transactions per second over the interval's duration
 * @param qps             statements per second over the interval's duration
 * @param latencyMs       the latency of the interval's events, in milliseconds
 * @param queueLength     events due under {@code --rate} but not yet started
 * @param instance        the server instance serving the interval, where the target can tell
 * @param late            true when the interval closed more than a tenth of an interval after its planned end,
 *                        because the machine was too busy to close it on time: its rate is still its count over
 *                        its real duration, but it is longer than the others
 * @param clientCpuPct    percent of the client's cores the client process used in the interval; -1 when unknown
 *                        (results written before it was measured)
 * @param machineCpuPct   percent of the client machine's cores busy in the interval, with everything else it runs;
 *                        -1 when unknown
 * @param operations      events per kind, for workloads with several (from which the workload's metrics follow); empty for
 *                        one kind, and in intervals written before it existed
 * @param workers         the workers that ran in the interval: the step's {@code threads} on one client, a shard's own
 *                        share in a shard's files, and in a merged interval those of the shards still running then;
 *                        {@code threads} in intervals written before it was recorded
 * @param endpoints       for a target with readers, each endpoint's events and a reader's lag, by endpoint name; empty
 *                        otherwise
 */
public record IntervalResult(
        String target,
        int threads,
        int repeat,
        int iteration,
        int index,
        boolean warmup,
        long epochMillis,
        double elapsedSeconds,
        double durationSeconds,
        long transactions,
        long reads,
        long writes,
        long other,
        long emptyReads,
        long errors,
        long ignoredErrors,
        long timeouts,
        Map<String, Long> errorsByCode,
        long reconnects,
        long queueLength,
        double tps,
        double qps,
        LatencyMs latencyMs,
        String instance,
        boolean late,
        double clientCpuPct,
        double machineCpuPct,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Long> operations,
        int workers,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, EndpointInterval> endpoints) {

    /**
     * Copies the maps; null operations or endpoints read as none.
     *
     * @param target          the target's name
     * @param threads         worker threads of the step
     * @param repeat          1-based repeat
     * @param iteration       1-based iteration
     * @param index           1-based interval number within the step
     * @param warmup          true for intervals inside the warm-up, which no total includes
     * @param epochMillis     wall-clock time at the end of the interval
     * @param elapsedSeconds  seconds since the step's measurement started, at the end of the interval
     * @param durationSeconds length of this interval in seconds
     * @param transactions    events completed in the interval
     * @param reads           statements that returned rows, empty reads included
     * @param writes          DML statements that changed at least one row
     * @param other           every other statement: BEGIN, COMMIT, DML that changed nothing
     * @param emptyReads      reads that returned no row
     * @param errors          errors of every kind
     * @param ignoredErrors   those of the ignored codes, whose events were retried
     * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
     * @param errorsByCode    errors by vendor code or SQLSTATE
     * @param reconnects      connections re-established
     * @param queueLength     events due under {@code --rate} but not yet started
     * @param tps             transactions per second over the interval's duration
     * @param qps             statements per second over the interval's duration
     * @param latencyMs       the latency of the interval's events, in milliseconds
     * @param instance        the server instance serving the interval, where the target can tell
     * @param late            true when the interval closed more than a tenth of an interval after its planned end,
     *                        because the machine was too busy to close it on time: its rate is still its count over
     *                        its real duration, but it is longer than the others
     * @param clientCpuPct    percent of the client's cores the client process used in the interval; -1 when unknown
     *                        (results written before it was measured)
     * @param machineCpuPct   percent of the client machine's cores busy in the interval, with everything else it
     *                        runs; -1 when unknown
     * @param operations      events per kind, for workloads with several (from which the workload's metrics
     *                        follow); empty for one kind, and in intervals written before it existed
     * @param workers         the workers that ran in the interval: the step's {@code threads} on one client, a
     *                        shard's own share in a shard's files, and in a merged interval those of the shards
     *                        still running then; {@code threads} in intervals written before it was recorded
     * @param endpoints       for a target with readers, each endpoint's events and a reader's lag, by endpoint
     *                        name; empty otherwise
     */
    public IntervalResult {
        errorsByCode = Map.copyOf(errorsByCode);
        operations = operations == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(operations));
        endpoints = endpoints == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(endpoints));
    }

    /**
     * An interval of a target without readers.
     *
     * @param target          the target's name
     * @param threads         worker threads of the step
     * @param repeat          1-based repeat
     * @param iteration       1-based iteration
     * @param index           1-based interval number within the step
     * @param warmup          true for intervals inside the warm-up, which no total includes
     * @param epochMillis     wall-clock time at the end of the interval
     * @param elapsedSeconds  seconds since the step's measurement started, at the end of the interval
     * @param durationSeconds length of this interval in seconds
     * @param transactions    events completed in the interval
     * @param reads           statements that returned rows, empty reads included
     * @param writes          DML statements that changed at least one row
     * @param other           every other statement: BEGIN, COMMIT, DML that changed nothing
     * @param emptyReads      reads that returned no row
     * @param errors          errors of every kind
     * @param ignoredErrors   those of the ignored codes, whose events were retried
     * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
     * @param errorsByCode    errors by vendor code or SQLSTATE
     * @param reconnects      connections re-established
     * @param queueLength     events due under {@code --rate} but not yet started
     * @param tps             transactions per second over the interval's duration
     * @param qps             statements per second over the interval's duration
     * @param latencyMs       the latency of the interval's events, in milliseconds
     * @param instance        the server instance serving the interval, where the target can tell
     * @param late            true when the interval closed more than a tenth of an interval after its planned end,
     *                        because the machine was too busy to close it on time: its rate is still its count over
     *                        its real duration, but it is longer than the others
     * @param clientCpuPct    percent of the client's cores the client process used in the interval; -1 when unknown
     *                        (results written before it was measured)
     * @param machineCpuPct   percent of the client machine's cores busy in the interval, with everything else it
     *                        runs; -1 when unknown
     * @param operations      events per kind, for workloads with several (from which the workload's metrics
     *                        follow); empty for one kind, and in intervals written before it existed
     * @param workers         the workers that ran in the interval: the step's {@code threads} on one client, a
     *                        shard's own share in a shard's files, and in a merged interval those of the shards
     *                        still running then; {@code threads} in intervals written before it was recorded
     */
    public IntervalResult(String target, int threads, int repeat, int iteration, int index, boolean warmup, long epochMillis,
                          double elapsedSeconds, double durationSeconds, long transactions, long reads, long writes, long other,
                          long emptyReads, long errors, long ignoredErrors, long timeouts, Map<String, Long> errorsByCode,
                          long reconnects, long queueLength, double tps, double qps, LatencyMs latencyMs, String instance,
                          boolean late, double clientCpuPct, double machineCpuPct, Map<String, Long> operations, int workers) {
        this(target, threads, repeat, iteration, index, warmup, epochMillis, elapsedSeconds, durationSeconds, transactions, reads,
                writes, other, emptyReads, errors, ignoredErrors, timeouts, errorsByCode, reconnects, queueLength, tps, qps,
                latencyMs, instance, late, clientCpuPct, machineCpuPct, operations, workers, Map.of());
    }

    /**
     * An interval run by all of its step's {@code threads}.
     *
     * @param target          the target's name
     * @param threads         worker threads of the step
     * @param repeat          1-based repeat
     * @param iteration       1-based iteration
     * @param index           1-based interval number within the step
     * @param warmup          true for intervals inside the warm-up, which no total includes
     * @param epochMillis     wall-clock time at the end of the interval
     * @param elapsedSeconds  seconds since the step's measurement started, at the end of the interval
     * @param durationSeconds length of this interval in seconds
     * @param transactions    events completed in the interval
     * @param reads           statements that returned rows, empty reads included
     * @param writes          DML statements that changed at least one row
     * @param other           every other statement: BEGIN, COMMIT, DML that changed nothing
     * @param emptyReads      reads that returned no row
     * @param errors          errors of every kind
     * @param ignoredErrors   those of the ignored codes, whose events were retried
     * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
     * @param errorsByCode    errors by vendor code or SQLSTATE
     * @param reconnects      connections re-established
     * @param queueLength     events due under {@code --rate} but not yet started
     * @param tps             transactions per second over the interval's duration
     * @param qps             statements per second over the interval's duration
     * @param latencyMs       the latency of the interval's events, in milliseconds
     * @param instance        the server instance serving the interval, where the target can tell
     * @param late            true when the interval closed more than a tenth of an interval after its planned end,
     *                        because the machine was too busy to close it on time: its rate is still its count over
     *                        its real duration, but it is longer than the others
     * @param clientCpuPct    percent of the client's cores the client process used in the interval; -1 when unknown
     *                        (results written before it was measured)
     * @param machineCpuPct   percent of the client machine's cores busy in the interval, with everything else it
     *                        runs; -1 when unknown
     * @param operations      events per kind, for workloads with several (from which the workload's metrics
     *                        follow); empty for one kind, and in intervals written before it existed
     */
    public IntervalResult(String target, int threads, int repeat, int iteration, int index, boolean warmup, long epochMillis,
                          double elapsedSeconds, double durationSeconds, long transactions, long reads, long writes, long other,
                          long emptyReads, long errors, long ignoredErrors, long timeouts, Map<String, Long> errorsByCode,
                          long reconnects, long queueLength, double tps, double qps, LatencyMs latencyMs, String instance,
                          boolean late, double clientCpuPct, double machineCpuPct, Map<String, Long> operations) {
        this(target, threads, repeat, iteration, index, warmup, epochMillis, elapsedSeconds, durationSeconds, transactions, reads,
                writes, other, emptyReads, errors, ignoredErrors, timeouts, errorsByCode, reconnects, queueLength, tps, qps,
                latencyMs, instance, late, clientCpuPct, machineCpuPct, operations, threads);
    }

    /**
     * An interval without counts per kind of event.
     *
     * @param target          the target's name
     * @param threads         worker threads of the step
     * @param repeat          1-based repeat
     * @param iteration       1-based iteration
     * @param index           1-based interval number within the step
     * @param warmup          true for intervals inside the warm-up, which no total includes
     * @param epochMillis     wall-clock time at the end of the interval
     * @param elapsedSeconds  seconds since the step's measurement started, at the end of the interval
     * @param durationSeconds length of this interval in seconds
     * @param transactions    events completed in the interval
     * @param reads           statements that returned rows, empty reads included
     * @param writes          DML statements that changed at least one row
     * @param other           every other statement: BEGIN, COMMIT, DML that changed nothing
     * @param emptyReads      reads that returned no row
     * @param errors          errors of every kind
     * @param ignoredErrors   those of the ignored codes, whose events were retried
     * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
     * @param errorsByCode    errors by vendor code or SQLSTATE
     * @param reconnects      connections re-established
     * @param queueLength     events due under {@code --rate} but not yet started
     * @param tps             transactions per second over the interval's duration
     * @param qps             statements per second over the interval's duration
     * @param latencyMs       the latency of the interval's events, in milliseconds
     * @param instance        the server instance serving the interval, where the target can tell
     * @param late            true when the interval closed more than a tenth of an interval after its planned end,
     *                        because the machine was too busy to close it on time: its rate is still its count over
     *                        its real duration, but it is longer than the others
     * @param clientCpuPct    percent of the client's cores the client process used in the interval; -1 when unknown
     *                        (results written before it was measured)
     * @param machineCpuPct   percent of the client machine's cores busy in the interval, with everything else it
     *                        runs; -1 when unknown
     */
    public IntervalResult(String target, int threads, int repeat, int iteration, int index, boolean warmup, long epochMillis,
                          double elapsedSeconds, double durationSeconds, long transactions, long reads, long writes, long other,
                          long emptyReads, long errors, long ignoredErrors, long timeouts, Map<String, Long> errorsByCode,
                          long reconnects, long queueLength, double tps, double qps, LatencyMs latencyMs, String instance,
                          boolean late, double clientCpuPct, double machineCpuPct) {
        this(target, threads, repeat, iteration, index, warmup, epochMillis, elapsedSeconds, durationSeconds, transactions, reads,
                writes, other, emptyReads, errors, ignoredErrors, timeouts, errorsByCode, reconnects, queueLength, tps, qps,
                latencyMs, instance, late, clientCpuPct, machineCpuPct, Map.of());
    }

    /**
     * An interval that closed on time, whose client load was not measured.
     *
     * @param target          the target's name
     * @param threads         worker threads of the step
     * @param repeat          1-based repeat
     * @param iteration       1-based iteration
     * @param index           1-based interval number within the step
     * @param warmup          true for intervals inside the warm-up, which no total includes
     * @param epochMillis     wall-clock time at the end of the interval
     * @param elapsedSeconds  seconds since the step's measurement started, at the end of the interval
     * @param durationSeconds length of this interval in seconds
     * @param transactions    events completed in the interval
     * @param reads           statements that returned rows, empty reads included
     * @param writes          DML statements that changed at least one row
     * @param other           every other statement: BEGIN, COMMIT, DML that changed nothing
     * @param emptyReads      reads that returned no row
     * @param errors          errors of every kind
     * @param ignoredErrors   those of the ignored codes, whose events were retried
     * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
     * @param errorsByCode    errors by vendor code or SQLSTATE
     * @param reconnects      connections re-established
     * @param queueLength     events due under {@code --rate} but not yet started
     * @param tps             transactions per second over the interval's duration
     * @param qps             statements per second over the interval's duration
     * @param latencyMs       the latency of the interval's events, in milliseconds
     * @param instance        the server instance serving the interval, where the target can tell
     */
    public IntervalResult(String target, int threads, int repeat, int iteration, int index, boolean warmup, long epochMillis,
                          double elapsedSeconds, double durationSeconds, long transactions, long reads, long writes, long other,
                          long emptyReads, long errors, long ignoredErrors, long timeouts, Map<String, Long> errorsByCode,
                          long reconnects, long queueLength, double tps, double qps, LatencyMs latencyMs, String instance) {
        this(target, threads, repeat, iteration, index, warmup, epochMillis, elapsedSeconds, durationSeconds, transactions, reads,
                writes, other, emptyReads, errors, ignoredErrors, timeouts, errorsByCode, reconnects, queueLength, tps, qps,
                latencyMs, instance, false, -1, -1, Map.of());
    }

    /**
     * An interval whose client load was not measured.
     *
     * @param target          the target's name
     * @param threads         worker threads of the step
     * @param repeat          1-based repeat
     * @param iteration       1-based iteration
     * @param index           1-based interval number within the step
     * @param warmup          true for intervals inside the warm-up, which no total includes
     * @param epochMillis     wall-clock time at the end of the interval
     * @param elapsedSeconds  seconds since the step's measurement started, at the end of the interval
     * @param durationSeconds length of this interval in seconds
     * @param transactions    events completed in the interval
     * @param reads           statements that returned rows, empty reads included
     * @param writes          DML statements that changed at least one row
     * @param other           every other statement: BEGIN, COMMIT, DML that changed nothing
     * @param emptyReads      reads that returned no row
     * @param errors          errors of every kind
     * @param ignoredErrors   those of the ignored codes, whose events were retried
     * @param timeouts        queries stopped by the {@code --query-timeout} watchdog
     * @param errorsByCode    errors by vendor code or SQLSTATE
     * @param reconnects      connections re-established
     * @param queueLength     events due under {@code --rate} but not yet started
     * @param tps             transactions per second over the interval's duration
     * @param qps             statements per second over the interval's duration
     * @param latencyMs       the latency of the interval's events, in milliseconds
     * @param instance        the server instance serving the interval, where the target can tell
     * @param late            true when the interval closed more than a tenth of an interval after its planned end,
     *                        because the machine was too busy to close it on time: its rate is still its count over
     *                        its real duration, but it is longer than the others
     */
    public IntervalResult(String target, int threads, int repeat, int iteration, int index, boolean warmup, long epochMillis,
                          double elapsedSeconds, double durationSeconds, long transactions, long reads, long writes, long other,
                          long emptyReads, long errors, long ignoredErrors, long timeouts, Map<String, Long> errorsByCode,
                          long reconnects, long queueLength, double tps, double qps, LatencyMs latencyMs, String instance,
                          boolean late) {
        this(target, threads, repeat, iteration, index, warmup, epochMillis, elapsedSeconds, durationSeconds, transactions, reads,
                writes, other, emptyReads, errors, ignoredErrors, timeouts, errorsByCode, reconnects, queueLength, tps, qps,
                latencyMs, instance, late, -1, -1, Map.of());
    }

    /**
     * Statements of every kind in the interval.
     *
     * @return reads plus writes plus other
     */
    public long queries() {
        return reads + writes + other;
    }
}

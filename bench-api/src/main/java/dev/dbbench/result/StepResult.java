package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.dbbench.spi.metric.Counts;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.MetricValue;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One measured step: one target at one thread count (one repeat and iteration of it). Counts follow
 * sysbench's rules; rates are per second of measured time, warm-up excluded.
 *
 * @param target          the target's name in this run
 * @param threads         worker threads, each with its own connection
 * @param repeat          1-based repeat of the sweep (1 for {@code run})
 * @param iteration       1-based measurement iteration within the step
 * @param startedAt       when the step began, its warm-up included: with the run's id it names the step in files from
 *                        many runs; absent in results written before it existed
 * @param durationSeconds measured seconds
 * @param transactions    events completed (sysbench's "transactions")
 * @param queries         reads + writes + other
 * @param reads           statements that returned rows, empty reads included
 * @param writes          DML statements that changed at least one row
 * @param other           every other statement: BEGIN, COMMIT, DML that changed nothing
 * @param emptyReads      reads that returned no row (a dataset smaller than --table-size shows here)
 * @param errors          errors of every kind counted while measuring
 * @param ignoredErrors   errors that were ignored and whose event was restarted
 * @param errorsByCode    errors by vendor error code or SQLSTATE
 * @param reconnects      connections re-established after being lost
 * @param tps             transactions per second of measured time
 * @param qps             queries per second of measured time
 * @param latencyMs       per-event latency
 * @param operations      per kind of event, for workloads with several
 * @param outages         windows in which the server could not be used
 * @param status          how the step ended: ok, stopped (interrupted) or failed with its reason
 * @param fairness        how evenly events spread over the workers; absent from results rebuilt from the interval
 *                        files, which keep no per-worker counts
 * @param params          the workload options whose values the run swept ({@code --param rows=10000,1000000}) with
 *                        this step's values, in the order given; empty when none was swept, and in results written
 *                        before params existed. The step's {@code target} then ends with them too
 *                        ({@code mariadb rows=10000}), so that each combination is a series of its own in every table.
 * @param server          what the server counted over the measured window, for workloads or targets that read
 *                        counters from it ({@link ServerCounts}); absent otherwise and in older results
 * @param batches         the measured intervals in consecutive batches, what the 95 % interval of a step measured once
 *                        is computed from ({@link BatchSeries}); absent in results written before it existed
 * @param endpoints       for a target with readers, its writer and each reader by name: what ran there and a reader's
 *                        lag; empty otherwise
 * @param connections     how long the step's connections took to open ({@link ConnectionSetup}); absent in results
 *                        written before it existed and in steps rebuilt from the interval files
 * @param metrics         the values of the metrics the run's workload declares, by name: derived from this step's counts
 *                        whenever a {@link RunResult} holds it ({@link #withMetrics}), never taken from a file; empty
 *                        for a workload that declares none
 */
public record StepResult(
        String target,
        int threads,
        int repeat,
        int iteration,
        @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<Instant> startedAt,
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
        StepStatus status,
        @JsonInclude(JsonInclude.Include.NON_NULL) ThreadFairness fairness,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> params,
        @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<ServerCounts> server,
        @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<BatchSeries> batches,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, EndpointStats> endpoints,
        @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<ConnectionSetup> connections,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, MetricValue> metrics) {

    /**
     * Copies the collections; null optionals and maps read as empty.
     *
     * @param target          the target's name in this run
     * @param threads         worker threads, each with its own connection
     * @param repeat          1-based repeat of the sweep (1 for {@code run})
     * @param iteration       1-based measurement iteration within the step
     * @param startedAt       when the step began, its warm-up included: with the run's id it names the step in
     *                        files from many runs; absent in results written before it existed
     * @param durationSeconds measured seconds
     * @param transactions    events completed (sysbench's "transactions")
     * @param queries         reads + writes + other
     * @param reads           statements that returned rows, empty reads included
     * @param writes          DML statements that changed at least one row
     * @param other           every other statement: BEGIN, COMMIT, DML that changed nothing
     * @param emptyReads      reads that returned no row (a dataset smaller than --table-size shows here)
     * @param errors          errors of every kind counted while measuring
     * @param ignoredErrors   errors that were ignored and whose event was restarted
     * @param errorsByCode    errors by vendor error code or SQLSTATE
     * @param reconnects      connections re-established after being lost
     * @param tps             transactions per second of measured time
     * @param qps             queries per second of measured time
     * @param latencyMs       per-event latency
     * @param operations      per kind of event, for workloads with several
     * @param outages         windows in which the server could not be used
     * @param status          how the step ended: ok, stopped (interrupted) or failed with its reason
     * @param fairness        how evenly events spread over the workers; absent from results rebuilt from the
     *                        interval files, which keep no per-worker counts
     * @param params          the workload options whose values the run swept ({@code --param rows=10000,1000000})
     *                        with this step's values, in the order given; empty when none was swept, and in results
     *                        written before params existed. The step's {@code target} then ends with them too
     *                        ({@code mariadb rows=10000}), so that each combination is a series of its own in every
     *                        table.
     * @param server          what the server counted over the measured window, for workloads or targets that read
     *                        counters from it ({@link ServerCounts}); absent otherwise and in older results
     * @param batches         the measured intervals in consecutive batches, what the 95 % interval of a step
     *                        measured once is computed from ({@link BatchSeries}); absent in results written before
     *                        it existed
     * @param endpoints       for a target with readers, its writer and each reader by name: what ran there and a
     *                        reader's lag; empty otherwise
     * @param connections     how long the step's connections took to open ({@link ConnectionSetup}); absent in
     *                        results written before it existed and in steps rebuilt from the interval files
     * @param metrics         the values of the metrics the run's workload declares, by name: derived from this
     *                        step's counts whenever a {@link RunResult} holds it ({@link #withMetrics}), never
     *                        taken from a file; empty for a workload that declares none
     * @throws NullPointerException when {@code status} is null
     */
    public StepResult {
        java.util.Objects.requireNonNull(status, "status");
        errorsByCode = Map.copyOf(errorsByCode);
        operations = Map.copyOf(operations);
        outages = List.copyOf(outages);
        params = params == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(params));
        server = server == null ? Optional.empty() : server;
        batches = batches == null ? Optional.empty() : batches;
        endpoints = endpoints == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(endpoints));
        connections = connections == null ? Optional.empty() : connections;
        startedAt = startedAt == null ? Optional.empty() : startedAt;
        metrics = metrics == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
    }

    /**
     * What this step counted, the input of its metrics: the server's counters are the workload's and, when read, its
     * transactions.
     *
     * @return the counts, made at each call
     */
    public Counts counts() {
        Map<String, Long> ops = new LinkedHashMap<>();
        operations.forEach((name, stats) -> ops.put(name, stats.count()));
        return new Counts(durationSeconds, transactions, ops, server.map(ServerCounts::seconds).orElse(0.0),
                server.map(ServerCounts::counters).orElse(Map.of()));
    }

    /**
     * This step with the values of {@code declared} over its counts, in their order.
     *
     * @param declared the workload's metrics
     * @return a new step result
     */
    public StepResult withMetrics(List<Metric> declared) {
        return toBuilder().metrics(Metrics.of(declared, counts())).build();
    }

    /**
     * Reads per second of measured time, the rate sysbench's interval line shows as {@code r}. Derived from
     * {@link #reads()} and {@link #durationSeconds()} rather than stored, so a result.json written before it existed
     * has it too.
     *
     * @return the rate, rounded to hundredths
     */
    public double readsPerSecond() {
        return perSecond(reads, durationSeconds);
    }

    /**
     * Writes per second of measured time, derived as {@link #readsPerSecond()} is.
     *
     * @return the rate, rounded to hundredths
     */
    public double writesPerSecond() {
        return perSecond(writes, durationSeconds);
    }

    /**
     * The rate every step and interval records ({@link #tps()}, {@link #qps()}).
     *
     * @param count   what was counted
     * @param seconds over how long
     * @return {@code count} over {@code seconds}, rounded to hundredths; 0 when nothing was measured
     */
    public static double perSecond(long count, double seconds) {
        return seconds <= 0 ? 0 : Math.round(count / seconds * 100.0) / 100.0;
    }

    /**
     * This step with another status.
     *
     * @param newStatus how the step ended
     * @return a new step result
     */
    public StepResult withStatus(StepStatus newStatus) {
        return toBuilder().status(newStatus).build();
    }

    /**
     * This step with the values of the params the run swept; see {@link #params()}.
     *
     * @param swept the values by param name, in the order given
     * @return a new step result
     */
    public StepResult withParams(Map<String, String> swept) {
        return toBuilder().params(swept).build();
    }

    /**
     * A builder with nothing set: repeat and iteration 1, status {@code ok}, no counts, errors, operations or outages.
     *
     * @return a new builder
     */
    public static StepResultBuilder builder() {
        return new StepResultBuilder();
    }

    /**
     * A builder holding every value of this step, to make one that differs in a few.
     *
     * @return a new builder
     */
    public StepResultBuilder toBuilder() {
        return new StepResultBuilder().target(target).threads(threads).repeat(repeat).iteration(iteration).startedAt(startedAt).durationSeconds(durationSeconds)
                .transactions(transactions).queries(queries).reads(reads).writes(writes).other(other).emptyReads(emptyReads)
                .errors(errors).ignoredErrors(ignoredErrors).errorsByCode(errorsByCode).reconnects(reconnects).tps(tps).qps(qps)
                .latencyMs(latencyMs).operations(operations).outages(outages).status(status).fairness(fairness)
                .params(params).server(server).batches(batches).endpoints(endpoints).connections(connections).metrics(metrics);
    }
}

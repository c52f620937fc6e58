package dev.dbbench.result;

import dev.dbbench.spi.metric.MetricValue;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds a {@link StepResult} by component name, from {@link StepResult#builder()} or {@link StepResult#toBuilder()};
 * each setter returns the builder. Not thread-safe.
 */
public final class StepResultBuilder {
    private String target;
    private int threads;
    private int repeat = 1;
    private int iteration = 1;
    private Optional<Instant> startedAt = Optional.empty();
    private double durationSeconds;
    private long transactions;
    private long queries;
    private long reads;
    private long writes;
    private long other;
    private long emptyReads;
    private long errors;
    private long ignoredErrors;
    private Map<String, Long> errorsByCode = Map.of();
    private long reconnects;
    private double tps;
    private double qps;
    private LatencyMs latencyMs = LatencyMs.empty();
    private Map<String, OperationStats> operations = Map.of();
    private List<Outage> outages = List.of();
    private StepStatus status = StepStatus.OK;
    private ThreadFairness fairness;
    private Map<String, String> params = Map.of();
    private Optional<ServerCounts> server = Optional.empty();
    private Optional<BatchSeries> batches = Optional.empty();
    private Map<String, EndpointStats> endpoints = Map.of();
    private Optional<ConnectionSetup> connections = Optional.empty();
    private Map<String, MetricValue> metrics = Map.of();

    StepResultBuilder() {
    }

    /**
     * Sets {@link StepResult#target()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder target(String v) {
        target = v;
        return this;
    }

    /**
     * Sets {@link StepResult#threads()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder threads(int v) {
        threads = v;
        return this;
    }

    /**
     * Sets {@link StepResult#repeat()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder repeat(int v) {
        repeat = v;
        return this;
    }

    /**
     * Sets {@link StepResult#iteration()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder iteration(int v) {
        iteration = v;
        return this;
    }

    /**
     * When the step began, its warm-up included; absent (the default) when not known.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder startedAt(Optional<Instant> v) {
        startedAt = v;
        return this;
    }

    /**
     * Sets {@link StepResult#durationSeconds()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder durationSeconds(double v) {
        durationSeconds = v;
        return this;
    }

    /**
     * Sets {@link StepResult#transactions()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder transactions(long v) {
        transactions = v;
        return this;
    }

    /**
     * Sets {@link StepResult#queries()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder queries(long v) {
        queries = v;
        return this;
    }

    /**
     * Sets {@link StepResult#reads()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder reads(long v) {
        reads = v;
        return this;
    }

    /**
     * Sets {@link StepResult#writes()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder writes(long v) {
        writes = v;
        return this;
    }

    /**
     * Sets {@link StepResult#other()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder other(long v) {
        other = v;
        return this;
    }

    /**
     * Sets {@link StepResult#emptyReads()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder emptyReads(long v) {
        emptyReads = v;
        return this;
    }

    /**
     * Sets {@link StepResult#errors()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder errors(long v) {
        errors = v;
        return this;
    }

    /**
     * Sets {@link StepResult#ignoredErrors()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder ignoredErrors(long v) {
        ignoredErrors = v;
        return this;
    }

    /**
     * Sets {@link StepResult#errorsByCode()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder errorsByCode(Map<String, Long> v) {
        errorsByCode = v;
        return this;
    }

    /**
     * Sets {@link StepResult#reconnects()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder reconnects(long v) {
        reconnects = v;
        return this;
    }

    /**
     * Sets {@link StepResult#tps()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder tps(double v) {
        tps = v;
        return this;
    }

    /**
     * Sets {@link StepResult#qps()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder qps(double v) {
        qps = v;
        return this;
    }

    /**
     * Sets {@link StepResult#latencyMs()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder latencyMs(LatencyMs v) {
        latencyMs = v;
        return this;
    }

    /**
     * Sets {@link StepResult#operations()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder operations(Map<String, OperationStats> v) {
        operations = v;
        return this;
    }

    /**
     * Sets {@link StepResult#outages()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder outages(List<Outage> v) {
        outages = v;
        return this;
    }

    /**
     * Sets {@link StepResult#status()}.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder status(StepStatus v) {
        status = v;
        return this;
    }

    /**
     * Per-worker spread; none (the default) for a step rebuilt from interval files or merged from several.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder fairness(ThreadFairness v) {
        fairness = v;
        return this;
    }

    /**
     * The swept params' values of this step, in the order given; none (the default) when nothing was swept.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder params(Map<String, String> v) {
        params = v;
        return this;
    }

    /**
     * What the server counted over the measured window; none (the default) when nothing was read.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder server(Optional<ServerCounts> v) {
        server = v;
        return this;
    }

    /**
     * The measured intervals in batches; none (the default) when not collected.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder batches(Optional<BatchSeries> v) {
        batches = v;
        return this;
    }

    /**
     * A target's writer and readers by name; none (the default) for a target without readers.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder endpoints(Map<String, EndpointStats> v) {
        endpoints = v;
        return this;
    }

    /**
     * How long the step's connections took to open; absent (the default) when not measured.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder connections(Optional<ConnectionSetup> v) {
        connections = v;
        return this;
    }

    /**
     * The values of the workload's metrics; none (the default) until a {@link RunResult} derives them.
     *
     * @param v the value
     * @return this builder
     */
    public StepResultBuilder metrics(Map<String, MetricValue> v) {
        metrics = v;
        return this;
    }

    /**
     * The step of the values set.
     *
     * @return a new step result
     * @throws NullPointerException when no status is set
     */
    public StepResult build() {
        return new StepResult(target, threads, repeat, iteration, startedAt, durationSeconds, transactions, queries, reads, writes, other,
                emptyReads, errors, ignoredErrors, errorsByCode, reconnects, tps, qps, latencyMs, operations, outages, status,
                fairness, params, server, batches, endpoints, connections, metrics);
    }
}

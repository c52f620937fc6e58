package dev.dbbench.reports;

import dev.dbbench.result.Measure;
import dev.dbbench.result.StepResult;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/** A number the report tables compare across targets and thread counts. */
public enum Metric {
    QPS("QPS", true, false, StepResult::qps, Measure.QPS),
    TPS("TPS", true, false, StepResult::tps, Measure.TPS),
    READS("Reads/s", true, false, StepResult::readsPerSecond, null),
    WRITES("Writes/s", true, false, StepResult::writesPerSecond, null),
    AVG_LATENCY("Average latency (ms)", false, false, s -> s.latencyMs().avg(), Measure.AVG_MS),
    P95_LATENCY("95th percentile latency (ms)", false, false, s -> s.latencyMs().p95(), Measure.P95_MS),
    P99_LATENCY("99th percentile latency (ms)", false, false, s -> s.latencyMs().p99(), Measure.P99_MS),
    MAX_LATENCY("Max latency (ms)", false, true, s -> s.latencyMs().max(), null);

    private final String title;
    private final boolean higherIsBetter;
    private final boolean highestObserved;
    private final ToDoubleFunction<StepResult> value;
    private final Measure measure;

    Metric(String title, boolean higherIsBetter, boolean highestObserved, ToDoubleFunction<StepResult> value, Measure measure) {
        this.title = title;
        this.higherIsBetter = higherIsBetter;
        this.highestObserved = highestObserved;
        this.value = value;
        this.measure = measure;
    }

    /**
     * The measure whose 95 % interval and comparisons this table shows; empty for reads/s and writes/s (no interval is
     * kept for them: the transactions' is the one to read) and for the max latency (the worst value seen, not an
     * estimate).
     */
    public Optional<Measure> measure() {
        return Optional.ofNullable(measure);
    }

    /** A table title, with the unit. */
    public String title() {
        return title;
    }

    /** True for throughput, false for latency: decides which of several repeats is the best. */
    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /**
     * True when several measurements combine into the highest of them rather than their mean: a maximum
     * stands for the worst value seen, and a mean of maxima would hide it (see {@link dev.dbbench.result.Samples}).
     */
    public boolean highestObserved() {
        return highestObserved;
    }

    /** The step's value: per second for throughput, milliseconds for latency. */
    public double of(StepResult step) {
        return value.applyAsDouble(step);
    }
}

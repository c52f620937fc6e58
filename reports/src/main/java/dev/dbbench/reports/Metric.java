package dev.dbbench.reports;

import dev.dbbench.result.StepResult;

import java.util.function.ToDoubleFunction;

/** A number the report tables compare across targets and thread counts. */
public enum Metric {
    QPS("QPS", true, false, StepResult::qps),
    TPS("TPS", true, false, StepResult::tps),
    READS("Reads/s", true, false, StepResult::readsPerSecond),
    WRITES("Writes/s", true, false, StepResult::writesPerSecond),
    AVG_LATENCY("Average latency (ms)", false, false, s -> s.latencyMs().avg()),
    P95_LATENCY("95th percentile latency (ms)", false, false, s -> s.latencyMs().p95()),
    P99_LATENCY("99th percentile latency (ms)", false, false, s -> s.latencyMs().p99()),
    MAX_LATENCY("Max latency (ms)", false, true, s -> s.latencyMs().max());

    private final String title;
    private final boolean higherIsBetter;
    private final boolean highestObserved;
    private final ToDoubleFunction<StepResult> value;

    Metric(String title, boolean higherIsBetter, boolean highestObserved, ToDoubleFunction<StepResult> value) {
        this.title = title;
        this.higherIsBetter = higherIsBetter;
        this.highestObserved = highestObserved;
        this.value = value;
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
     * True when several measurements combine into the highest of them rather than their median: a maximum
     * stands for the worst value seen, and a median of maxima would hide it (see {@link dev.dbbench.result.sweep.Samples}).
     */
    public boolean highestObserved() {
        return highestObserved;
    }

    /** The step's value: per second for throughput, milliseconds for latency. */
    public double of(StepResult step) {
        return value.applyAsDouble(step);
    }
}

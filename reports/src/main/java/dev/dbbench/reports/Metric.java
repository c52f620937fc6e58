package dev.dbbench.reports;

import dev.dbbench.result.StepResult;

import java.util.function.ToDoubleFunction;

/** A number the report tables compare across targets and thread counts. */
public enum Metric {
    QPS("QPS", "queries per second", true, StepResult::qps),
    TPS("TPS", "transactions per second", true, StepResult::tps),
    AVG_LATENCY("Average latency (ms)", "average event latency in ms", false, s -> s.latencyMs().avg()),
    P95_LATENCY("95th percentile latency (ms)", "95th percentile event latency in ms", false,
            s -> s.latencyMs().p95()),
    P99_LATENCY("99th percentile latency (ms)", "99th percentile event latency in ms", false,
            s -> s.latencyMs().p99()),
    MAX_LATENCY("Max latency (ms)", "maximum event latency in ms", false, s -> s.latencyMs().max());

    private final String title;
    private final String description;
    private final boolean higherIsBetter;
    private final ToDoubleFunction<StepResult> value;

    Metric(String title, String description, boolean higherIsBetter, ToDoubleFunction<StepResult> value) {
        this.title = title;
        this.description = description;
        this.higherIsBetter = higherIsBetter;
        this.value = value;
    }

    /** A table title, with the unit. */
    public String title() {
        return title;
    }

    public String description() {
        return description;
    }

    /** True for throughput, false for latency: decides which of several repeats is the best. */
    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    public double of(StepResult step) {
        return value.applyAsDouble(step);
    }
}

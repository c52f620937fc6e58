package dev.dbbench.result;

import java.util.List;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The numbers of a step that get a 95 % interval and are compared between targets, under their names in {@code
 * result.json}: the rates, where higher is better, and the latencies, where lower is. The max latency is not among
 * them: it is the worst value observed, not an estimate of a typical one.
 */
public enum Measure {
    /** Transactions per second. */
    TPS("tps", "TPS", true, StepResult::tps, BatchSeries::tps),
    /** Queries (statements) per second. */
    QPS("qps", "QPS", true, StepResult::qps, BatchSeries::qps),
    /** Mean latency in milliseconds. */
    AVG_MS("avgMs", "average latency", false, s -> s.latencyMs().avg(), BatchSeries::avgMs),
    /** 95th percentile latency in milliseconds. */
    P95_MS("p95Ms", "p95 latency", false, s -> s.latencyMs().p95(), BatchSeries::p95Ms),
    /** 99th percentile latency in milliseconds. */
    P99_MS("p99Ms", "p99 latency", false, s -> s.latencyMs().p99(), BatchSeries::p99Ms);

    private final String key;
    private final String words;
    private final boolean higherIsBetter;
    private final ToDoubleFunction<StepResult> ofStep;
    private final Function<BatchSeries, List<Double>> ofBatches;

    Measure(String key, String words, boolean higherIsBetter, ToDoubleFunction<StepResult> ofStep,
            Function<BatchSeries, List<Double>> ofBatches) {
        this.key = key;
        this.words = words;
        this.higherIsBetter = higherIsBetter;
        this.ofStep = ofStep;
        this.ofBatches = ofBatches;
    }

    /**
     * The name {@code result.json} uses.
     *
     * @return e.g. {@code tps}, {@code p95Ms}
     */
    public String key() {
        return key;
    }

    /**
     * As a sentence names it.
     *
     * @return e.g. {@code p95 latency}
     */
    public String words() {
        return words;
    }

    /**
     * Which way is better.
     *
     * @return true for rates, false for latencies, where lower is better
     */
    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /**
     * The step's value.
     *
     * @param step a step's result
     * @return per second for rates, milliseconds for latencies
     */
    public double of(StepResult step) {
        return ofStep.applyAsDouble(step);
    }

    /**
     * Each batch's value, in the unit of {@link #of}.
     *
     * @param step a step's result
     * @return one value per batch; empty when the step has no batches
     */
    public List<Double> ofBatches(StepResult step) {
        return step.batches().map(ofBatches).orElse(List.of());
    }

    /**
     * The measure named {@code key} in {@code result.json}.
     *
     * @param key e.g. {@code p95Ms}
     * @return the measure
     * @throws IllegalArgumentException when no measure has that name; the message lists the names
     */
    public static Measure byKey(String key) {
        for (Measure m : values()) {
            if (m.key.equals(key)) {
                return m;
            }
        }
        throw new IllegalArgumentException("no measure is named " + key + "; the names are tps, qps, avgMs, p95Ms, p99Ms");
    }
}

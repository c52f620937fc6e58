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
    TPS("tps", "TPS", true, StepResult::tps, BatchSeries::tps),
    QPS("qps", "QPS", true, StepResult::qps, BatchSeries::qps),
    AVG_MS("avgMs", "average latency", false, s -> s.latencyMs().avg(), BatchSeries::avgMs),
    P95_MS("p95Ms", "p95 latency", false, s -> s.latencyMs().p95(), BatchSeries::p95Ms),
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

    /** The name {@code result.json} uses: {@code tps}, {@code p95Ms}. */
    public String key() {
        return key;
    }

    /** As a sentence names it: {@code p95 latency}. */
    public String words() {
        return words;
    }

    /** True for rates, false for latencies, where lower is better. */
    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /** The step's value: per second for rates, milliseconds for latencies. */
    public double of(StepResult step) {
        return ofStep.applyAsDouble(step);
    }

    /** Each batch's value; empty when the step has no batches. */
    public List<Double> ofBatches(StepResult step) {
        return step.batches().map(ofBatches).orElse(List.of());
    }

    /** The measure named {@code key} in {@code result.json}. */
    public static Measure byKey(String key) {
        for (Measure m : values()) {
            if (m.key.equals(key)) {
                return m;
            }
        }
        throw new IllegalArgumentException("no measure is named " + key + "; the names are tps, qps, avgMs, p95Ms, p99Ms");
    }
}

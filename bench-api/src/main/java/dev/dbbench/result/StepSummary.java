package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.OptionalDouble;

/**
 * One target at one thread count, summarised over its repeats and iterations: each measure as an {@link Estimate}
 * with its 95 % confidence interval, the mean of the repeats (each repeat the mean of its iterations) or, for one
 * repeat, the step's own value with an interval from its batches of intervals. Samples are the steps that ran their
 * full time; steps cut short or failed stand in only when no step did (see {@link Samples}). Only {@code maxMs} is the
 * highest value observed rather than an estimate.
 *
 * @param target         the target's name
 * @param threads        thread count
 * @param repeats        repeats summarised; fewer than the plan's {@code --repeats} when a stop rule or Ctrl-C
 *                       ended the sweep before the later repeats reached this thread count
 * @param samples        measured runs summarised (repeats x iterations)
 * @param tps            transactions per second
 * @param qps            queries per second
 * @param avgMs          the average latency, ms
 * @param p95Ms          the 95th percentile latency, ms
 * @param p99Ms          the 99th percentile latency, ms
 * @param maxMs          highest max latency of any sample, ms
 * @param errorRatePct   errors / (transactions + errors), percent, over all samples
 * @param tpsBest        highest TPS of any repeat (what "best of 3 runs" publishes)
 * @param tpsSpreadPct   (max - min) / mean of the repeats' TPS, in percent; empty below two repeats
 * @param tpsMean        JMH's score for TPS: the mean of the samples of {@code jmh-result.json}'s {@code rawData}
 *                       (iterations, else repeats, else the one step's batches)
 * @param tpsError       JMH's score error for TPS: the half-width of the 99.9 % interval of {@code tpsMean}, taking
 *                       those samples as independent, as JMH does; empty below two samples
 * @param status         {@code ok} when the samples ran their full time; {@code stopped} when every step ran was
 *                       {@value #CUT_SHORT}, so the numbers are those of a fragment; {@code failed} when every one
 *                       failed. Only {@code ok} steps count for the peak and the knee.
 * @param stoppedLeftOut steps {@value #CUT_SHORT} and left out of the samples because others ran their full
 *                       time, e.g. the last repeat of a sweep stopped in it; 0 when none was, or when they are the samples
 */
@JsonPropertyOrder({"target", "threads", "repeats", "samples", "tps", "qps", "avgMs", "p95Ms", "p99Ms", "maxMs", "errorRatePct",
        "tpsBest", "tpsSpreadPct", "tpsMean", "tpsError", "status", "stoppedLeftOut"})
public record StepSummary(String target, int threads, int repeats, int samples, Estimate tps, Estimate qps, Estimate avgMs,
                          Estimate p95Ms, Estimate p99Ms, double maxMs, double errorRatePct, double tpsBest,
                          OptionalDouble tpsSpreadPct, double tpsMean, OptionalDouble tpsError, StepStatus status,
                          int stoppedLeftOut) {
    /** How a stopped step ended, as every table and legend words it. */
    public static final String CUT_SHORT = "cut short (Ctrl-C or killed)";

    /**
     * Whether the numbers describe full steps, not a fragment or a failure.
     *
     * @return true when the status is {@code ok}
     */
    public boolean complete() {
        return status.is(StepStatus.Kind.OK);
    }

    /**
     * The estimate of a measure.
     *
     * @param m the measure
     * @return its estimate
     */
    public Estimate estimate(Measure m) {
        return switch (m) {
            case TPS -> tps;
            case QPS -> qps;
            case AVG_MS -> avgMs;
            case P95_MS -> p95Ms;
            case P99_MS -> p99Ms;
        };
    }
}

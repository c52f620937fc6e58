package dev.dbbench.result.sweep;

import dev.dbbench.result.StepStatus;
import java.util.OptionalDouble;

/**
 * One target at one thread count, summarised over its repeats (median, best, spread) and, with
 * {@code --iterations}, over its measurement iterations (mean and 99.9 % error, as JMH prints).
 * Samples are the steps that ran their full time; steps cut short or failed stand in only when no step did.
 * TPS, QPS and the latency figures are one statistic, the median over repeats of each repeat's mean over its
 * iterations (see {@link Samples}); only {@code maxMs} is the highest value observed.
 *
 * @param target        the target's name
 * @param threads       thread count
 * @param repeats       repeats summarised; fewer than the plan's {@code --repeats} when a stop rule or Ctrl-C
 *                      ended the sweep before the later repeats reached this thread count
 * @param samples       measured runs summarised (repeats x iterations)
 * @param tpsMedian     median TPS over repeats
 * @param tpsBest       highest TPS of any repeat
 * @param tpsSpreadPct  (max - min) / median of the repeats' TPS, in percent; empty below two repeats
 * @param tpsMean       mean TPS over all samples
 * @param tpsError      half-width of the 99.9 % confidence interval of {@code tpsMean}; empty below two samples
 * @param qpsMedian     median QPS
 * @param avgMsMedian   median of the average latency, ms
 * @param p95MsMedian   median p95 latency, ms
 * @param p99MsMedian   median p99 latency, ms
 * @param maxMs         highest max latency of any sample, ms
 * @param errorRatePct  errors / (transactions + errors), percent, over all samples
 * @param status        {@code ok} when the samples ran their full time; {@code stopped} when every step ran was
 *                      {@value #CUT_SHORT}, so the numbers are those of a fragment; {@code failed} when every one
 *                      failed. Only {@code ok} steps count for the peak and the knee.
 * @param stoppedLeftOut steps {@value #CUT_SHORT} and left out of the samples because others ran their full
 *                      time, e.g. the last repeat of a sweep stopped in it; 0 when none was, or when they are the samples
 */
public record StepSummary(String target, int threads, int repeats, int samples, double tpsMedian, double tpsBest,
                          OptionalDouble tpsSpreadPct, double tpsMean, OptionalDouble tpsError, double qpsMedian,
                          double avgMsMedian, double p95MsMedian, double p99MsMedian, double maxMs, double errorRatePct,
                          StepStatus status, int stoppedLeftOut) {
    /** How a stopped step ended, as every table and legend words it. */
    public static final String CUT_SHORT = "cut short (Ctrl-C or killed)";

    /** True when the numbers describe full steps, not a fragment or a failure. */
    public boolean complete() {
        return status.is(StepStatus.Kind.OK);
    }
}

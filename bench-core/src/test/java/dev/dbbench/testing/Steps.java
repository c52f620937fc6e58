package dev.dbbench.testing;

import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepResultBuilder;

/**
 * Steps for tests, built by name rather than by 22 positions: a {@link StepResultBuilder} with what a test does not
 * name already set, so that a test states only the values it is about.
 */
public final class Steps {
    /** The latency a test step has unless it sets its own: min 1, avg 2, p50 2, p90 3, p95 3, p99 4, p99.9 5, max 6 ms. */
    public static final LatencyMs LATENCY = new LatencyMs(1, 2, 2, 3, 3, 4, 5, 6);

    private Steps() {
    }

    /** One step of {@code target} at {@code threads}: repeat and iteration 1, 10 s measured, nothing counted, status ok. */
    public static StepResultBuilder step(String target, int threads) {
        return StepResult.builder().target(target).threads(threads).durationSeconds(10).latencyMs(LATENCY);
    }

    /**
     * A step counted as {@code oltp_read_write} at its defaults counts: 20 queries per transaction (14 reads, 4 writes,
     * 2 other), over {@code seconds} measured; TPS and QPS are the counts over the seconds, unrounded.
     */
    public static StepResultBuilder oltp(String target, int threads, long transactions, double seconds) {
        return step(target, threads).durationSeconds(seconds).transactions(transactions).queries(transactions * 20)
                .reads(transactions * 14).writes(transactions * 4).other(transactions * 2)
                .tps(transactions / seconds).qps(transactions * 20 / seconds);
    }
}

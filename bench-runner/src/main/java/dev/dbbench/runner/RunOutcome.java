package dev.dbbench.runner;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;

/**
 * How a run ended: its result, the record {@code result.json} is written from, and the exit code the command line
 * gives for it.
 *
 * @param result   the result: steps, summary, thresholds judged ({@code result.summary().thresholds()})
 * @param exitCode 0 when the run succeeded and every threshold held, 1 when it failed, 99 when a threshold broke,
 *                 130 or 143 when a signal stopped it
 */
public record RunOutcome(RunResult result, int exitCode) {
    /** The exit code of a run whose every step succeeded and every threshold held. */
    public static final int OK = 0;
    /** The exit code of a run whose results are written but a threshold broke. */
    public static final int THRESHOLD_BROKEN = 99;

    /**
     * The step at {@code threads} threads, the first when there are several (repeats, variants, targets): what a test
     * asserts on, such as {@code outcome.step(8).latencyMs().p95()} or {@code outcome.step(8).tps()}.
     *
     * @throws IllegalArgumentException no step ran at {@code threads} threads
     */
    public StepResult step(int threads) {
        return result.steps().stream().filter(s -> s.threads() == threads).findFirst().orElseThrow(() -> new IllegalArgumentException(
                "no step ran at " + threads + " threads; the steps ran at " + result.steps().stream().map(s -> s.threads()).distinct().toList()));
    }

    /** Whether the run succeeded and every threshold held. */
    public boolean passed() {
        return exitCode == OK;
    }
}

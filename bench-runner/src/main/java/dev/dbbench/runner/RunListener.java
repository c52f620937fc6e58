package dev.dbbench.runner;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;

/**
 * Hears a run as it goes, for callers who want more than the final result: a progress bar, a live chart, an early
 * assertion. Both methods do nothing by default.
 *
 * <p>Threading: {@link #onInterval} is called on the engine's publishing thread, one interval after the other, after
 * the interval files are written; a slow listener delays the next interval's publishing, never its measurement, but
 * a listener that throws stops the step. {@link #onStep} is called on the thread that called {@link Runner#run()}.
 */
public interface RunListener {

    /** One interval of one step closed: its counts, rates and latencies; warm-up intervals say so. */
    default void onInterval(IntervalResult interval) {
    }

    /** One step finished and is in the results: a run has one per variant, a sweep one per target, thread count and repeat. */
    default void onStep(StepResult step) {
    }
}

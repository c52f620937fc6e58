package dev.dbbench.engine;

/**
 * Names a step in results and interval files.
 *
 * @param target    the target's name in this run
 * @param repeat    1-based repeat of the sweep
 * @param iteration 1-based measurement iteration within the step
 */
public record StepLabel(String target, int repeat, int iteration) {
    public static StepLabel single(String target) {
        return new StepLabel(target, 1, 1);
    }
}

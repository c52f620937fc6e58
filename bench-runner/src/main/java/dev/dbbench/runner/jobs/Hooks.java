package dev.dbbench.runner.jobs;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import java.util.function.Consumer;

/**
 * What a caller of a job hears besides the console: each interval as it closes (on the engine's publishing thread),
 * each step as it is recorded and the final result (on the job's thread).
 *
 * @param intervals told of every interval and outage, after the interval files
 * @param steps     told of every step once it is in the results folder
 * @param result    told of the final result once {@code result.json} is written
 */
public record Hooks(IntervalListener intervals, Consumer<StepResult> steps, Consumer<RunResult> result) {
    /** Nobody listens. */
    public static final Hooks NONE = new Hooks(IntervalListener.none(), s -> { }, r -> { });
}

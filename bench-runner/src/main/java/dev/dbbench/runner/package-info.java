/**
 * Public API: runs, sweeps and stability runs from Java, through the same calls the command line makes.
 * {@link dev.dbbench.runner.Runner} runs what its builder describes and returns the typed result
 * ({@code dev.dbbench.result.RunResult}, the record {@code result.json} is written from) with the exit code the command
 * line would give; a {@link dev.dbbench.runner.RunListener} sees each interval and each finished step.
 */
package dev.dbbench.runner;

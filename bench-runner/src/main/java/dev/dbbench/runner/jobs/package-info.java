/**
 * Internal, not API: plugins and Java callers must not import it; they use {@link dev.dbbench.runner.Runner}. What the
 * Runner and the commands run, from the settings records of {@code dev.dbbench.runner.spec}: resolving targets and
 * workloads, the pre-flight, a single run, a sweep, loading, writing the results folder ({@link
 * dev.dbbench.runner.jobs.ResultBook}) and rebuilding it ({@link dev.dbbench.runner.jobs.Rebuild}). Jobs write through
 * a {@link dev.dbbench.runner.jobs.Console} and never import the command line or picocli; a test enforces it.
 */
package dev.dbbench.runner.jobs;

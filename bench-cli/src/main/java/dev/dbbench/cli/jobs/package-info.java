/**
 * Internal, not API: plugins must not import it. What the commands do, free of picocli: resolving targets and
 * workloads, the pre-flight, a single run, a sweep, loading, writing the results folder ({@link
 * dev.dbbench.cli.jobs.ResultBook}) and rebuilding it ({@link dev.dbbench.cli.jobs.Rebuild}). Jobs write through a
 * {@link dev.dbbench.cli.jobs.Console} and never import {@code cli}, {@code cli.commands} or picocli; a test
 * enforces it.
 */
package dev.dbbench.cli.jobs;

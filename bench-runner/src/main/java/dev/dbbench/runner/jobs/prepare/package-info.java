/**
 * Internal, not API: plugins must not import it. How {@code prepare} shows its progress: a bar with rows per
 * second and the time left on a terminal, plain lines in a log ({@link dev.dbbench.runner.jobs.prepare.LoadProgress}).
 */
package dev.dbbench.runner.jobs.prepare;

/**
 * Internal, not API: plugins must not import it. The {@code stability} command's job: a long run in windows, its
 * live line, checkpoints that survive a kill, the summary and the Prometheus endpoint.
 */
package dev.dbbench.runner.jobs.stability;

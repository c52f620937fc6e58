/**
 * Internal, not API: plugins must not import it. Plain picocli option holders shared by the commands (target,
 * workload, run, sweep, stability, output, plugins). They import no other command-line package; the jobs read
 * them.
 */
package dev.dbbench.cli.options;

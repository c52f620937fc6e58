/**
 * Internal, not API: plugins must not import it. JMH benchmarks of the client's own cost: the harness with a no-op
 * workload, histograms, the clock, the random generators.
 */
package dev.dbbench.perf;

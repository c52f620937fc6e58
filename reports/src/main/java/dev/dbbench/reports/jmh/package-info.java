/**
 * Internal, not API: plugins must not import it. {@code --format jmh}: a result as the JSON JMH writes, one record
 * per step with its primary metric (throughput, its error and the rounds) and secondary metrics, so tools that chart
 * JMH results read dbbench's.
 */
package dev.dbbench.reports.jmh;

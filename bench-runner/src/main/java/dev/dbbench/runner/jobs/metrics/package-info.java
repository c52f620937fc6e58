/**
 * Internal, not API: plugins must not import it. Live metrics of a run, sweep or stability run: the figures of
 * the interval that closed last ({@link dev.dbbench.runner.jobs.metrics.LiveMetrics}), served to Prometheus on
 * {@code --metrics-port} by the Prometheus Java client ({@link dev.dbbench.runner.jobs.metrics.MetricsEndpoint}).
 */
package dev.dbbench.runner.jobs.metrics;

package dev.dbbench.runner.spec;

/**
 * The Prometheus endpoint of a measuring run, as given.
 *
 * @param metricsPort the port to serve on, 0 for any free one; null for no endpoint
 * @param metricsBind the address to listen on
 */
public record MetricsSpec(Integer metricsPort, String metricsBind) {
    /** No endpoint. */
    public static MetricsSpec none() {
        return new MetricsSpec(null, "127.0.0.1");
    }
}

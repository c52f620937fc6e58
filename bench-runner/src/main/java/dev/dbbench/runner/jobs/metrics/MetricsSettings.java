package dev.dbbench.runner.jobs.metrics;

import dev.dbbench.runner.spec.MetricsSpec;
import dev.dbbench.spi.UsageException;
import java.util.OptionalInt;

/**
 * Whether and where to serve live metrics, validated on entry.
 *
 * @param port the port, if asked for; 0 for any free one
 * @param bind the address the server listens on
 */
public record MetricsSettings(OptionalInt port, String bind) {
    /** No endpoint. */
    public static final MetricsSettings NONE = new MetricsSettings(OptionalInt.empty(), "127.0.0.1");

    public static MetricsSettings from(MetricsSpec o) {
        if (o.metricsPort() == null) {
            return new MetricsSettings(OptionalInt.empty(), o.metricsBind());
        }
        if (o.metricsPort() < 0 || o.metricsPort() > 65535) {
            throw new UsageException("--metrics-port " + o.metricsPort() + " is out of range; give 1 to 65535, or 0 for any free port");
        }
        return new MetricsSettings(OptionalInt.of(o.metricsPort()), o.metricsBind());
    }
}

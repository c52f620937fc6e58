package dev.dbbench.cli.options;

import dev.dbbench.runner.spec.MetricsSpec;
import picocli.CommandLine.Option;

/** The Prometheus endpoint of a measuring command ({@code run}, {@code sweep}, {@code stability}). */
public final class MetricsOptions {
    @Option(names = "--metrics-port", paramLabel = "PORT",
            description = "Serve Prometheus metrics at http://ADDR:PORT/metrics while running; 0 = any free port (default: none).")
    public Integer metricsPort;

    @Option(names = "--metrics-bind", paramLabel = "ADDR", defaultValue = "127.0.0.1",
            description = "Address of the metrics server (default ${DEFAULT-VALUE}; 0.0.0.0 exposes it to the network).")
    public String metricsBind;

    /** These options as the runner takes them. */
    public MetricsSpec spec() {
        return new MetricsSpec(metricsPort, metricsBind);
    }
}

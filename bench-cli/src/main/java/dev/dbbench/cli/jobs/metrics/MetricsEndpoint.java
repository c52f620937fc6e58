package dev.dbbench.cli.jobs.metrics;

import dev.dbbench.spi.UsageException;
import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * Serves {@code /metrics} for Prometheus, Grafana or a plain {@code curl} while a command runs, with the official
 * Prometheus client's HTTP server (daemon threads, so it never keeps the JVM alive). Bound to 127.0.0.1 unless told
 * otherwise: the numbers are harmless, but a listening port is the user's choice to expose.
 */
public final class MetricsEndpoint implements AutoCloseable {
    private final HTTPServer server;
    private final String host;

    private MetricsEndpoint(HTTPServer server, String host) {
        this.server = server;
        this.host = host;
    }

    /**
     * The endpoint {@code settings} ask for, serving {@code metrics}; none without a port. Started before connecting:
     * a port in use or a bad address is a mistake, reported before any time is spent.
     *
     * @throws UsageException naming the bad address or the port that cannot be used
     */
    public static Optional<MetricsEndpoint> start(MetricsSettings settings, LiveMetrics metrics) {
        if (settings.port().isEmpty()) {
            return Optional.empty();
        }
        int port = settings.port().getAsInt();
        InetAddress address;
        try {
            address = InetAddress.getByName(settings.bind());
        } catch (UnknownHostException e) {
            throw new UsageException("--metrics-bind " + settings.bind() + " is not an address of this machine; give e.g. 127.0.0.1 or 0.0.0.0");
        }
        try {
            HTTPServer server = HTTPServer.builder().inetAddress(address).port(port).registry(metrics.registry()).buildAndStart();
            return Optional.of(new MetricsEndpoint(server, address.getHostAddress()));
        } catch (IOException e) {
            throw new UsageException("--metrics-port " + port + " cannot be used on " + settings.bind() + " (" + e.getMessage()
                    + "); choose a free port or 0 for any");
        }
    }

    /** Prints where the metrics are, unless quiet. */
    public void announce(PrintStream out) {
        out.println("Metrics: " + url());
    }

    public int port() {
        return server.getPort();
    }

    public String url() {
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port() + "/metrics";
    }

    @Override
    public void close() {
        server.close();
    }
}

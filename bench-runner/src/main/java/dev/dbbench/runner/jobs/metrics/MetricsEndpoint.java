package dev.dbbench.runner.jobs.metrics;

import dev.dbbench.spi.UsageException;
import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.exporter.httpserver.HttpErrorHandlingPolicy;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Serves {@code /metrics} for Prometheus, Grafana or a plain {@code curl} while a command runs, with the official
 * Prometheus client's HTTP server (daemon threads, so it never keeps the JVM alive). Bound to 127.0.0.1 unless told
 * otherwise: the numbers are harmless, but a listening port is the user's choice to expose. No scrape is answered
 * before the "Metrics:" line is printed, and a failed scrape is one line on the error stream ({@link ScrapeErrors}).
 */
public final class MetricsEndpoint implements AutoCloseable {
    private final HTTPServer server;
    private final String host;
    private final CountDownLatch announced;

    private MetricsEndpoint(HTTPServer server, String host, CountDownLatch announced) {
        this.server = server;
        this.host = host;
        this.announced = announced;
    }

    /**
     * The endpoint {@code settings} ask for, serving {@code metrics}; none without a port. Started before connecting:
     * a port in use or a bad address is a mistake, reported before any time is spent. The port is bound at once, but
     * scrapes wait until {@link #announce} has printed where it is.
     *
     * @param err where a failed scrape is reported
     * @throws UsageException naming the bad address or the port that cannot be used
     */
    public static Optional<MetricsEndpoint> start(MetricsSettings settings, LiveMetrics metrics, PrintStream err) {
        return start(settings, metrics.registry(), err);
    }

    static Optional<MetricsEndpoint> start(MetricsSettings settings, PrometheusRegistry registry, PrintStream err) {
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
        ScrapeErrors errors = new ScrapeErrors(err, System::nanoTime);
        errors.routeLogs();
        CountDownLatch announced = new CountDownLatch(1);
        try {
            HTTPServer server = HTTPServer.builder().inetAddress(address).port(port).registry(registry)
                    .executorService(new GatedExecutor(announced))
                    .errorHandlingPolicy(HttpErrorHandlingPolicy.builder().errorReporter(errors::report).build())
                    .buildAndStart();
            return Optional.of(new MetricsEndpoint(server, address.getHostAddress(), announced));
        } catch (IOException e) {
            throw new UsageException("--metrics-port " + port + " cannot be used on " + settings.bind() + " (" + e.getMessage()
                    + "); choose a free port or 0 for any");
        }
    }

    /** Prints where the metrics are, then answers scrapes: a scraper never gets an answer before the user sees the URL. */
    public void announce(PrintStream out) {
        out.println("Metrics: " + url());
        out.flush();
        announced.countDown();
    }

    public int port() {
        return server.getPort();
    }

    public String url() {
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port() + "/metrics";
    }

    @Override
    public void close() {
        announced.countDown();
        server.close();
    }

    /**
     * The server's request thread (a daemon, as the client's own), holding every request until the URL is printed. The
     * client runs a start-up task of its own on it and waits for it, so that one, submitted as a {@link Future}, passes;
     * the JDK server hands each request over as a plain {@link Runnable}.
     */
    private static final class GatedExecutor extends ThreadPoolExecutor {
        private final CountDownLatch gate;

        GatedExecutor(CountDownLatch gate) {
            super(1, 1, 60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(r, "dbbench-metrics");
                t.setDaemon(true);
                return t;
            });
            this.gate = gate;
        }

        @Override
        protected void beforeExecute(Thread t, Runnable r) {
            if (r instanceof Future<?>) {
                return;
            }
            try {
                gate.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}

package dev.dbbench.cli.jobs.stability;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.dbbench.spi.UsageException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

/**
 * Serves {@code /metrics} in Prometheus' text format for Grafana or a plain {@code curl} while a long run
 * goes on. Uses the JDK's own HTTP server on one daemon thread, bound to 127.0.0.1 unless told otherwise:
 * the numbers are harmless but a listening port is the user's choice to expose.
 */
final class MetricsServer implements AutoCloseable {
    static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";
    private final HttpServer server;

    private MetricsServer(HttpServer server) {
        this.server = server;
    }

    static MetricsServer start(String bind, int port, Supplier<String> metrics) {
        InetSocketAddress address;
        try {
            address = new InetSocketAddress(InetAddress.getByName(bind), port);
        } catch (UnknownHostException e) {
            throw new UsageException("--metrics-bind " + bind + " is not an address of this machine; give e.g. 127.0.0.1 or 0.0.0.0");
        }
        HttpServer server;
        try {
            server = HttpServer.create(address, 8);
        } catch (IOException e) {
            throw new UsageException("--metrics-port " + port + " cannot be used on " + bind + " (" + e.getMessage()
                    + "); choose a free port or 0 for any");
        }
        server.createContext("/", exchange -> handle(exchange, metrics));
        server.setExecutor(null);
        // The server's dispatcher thread inherits daemon status from the thread that starts it: started from a
        // daemon thread, it can never keep the JVM alive after the run, even if close() were skipped.
        Thread t = new Thread(server::start, "dbbench-metrics");
        t.setDaemon(true);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new MetricsServer(server);
    }

    private static void handle(HttpExchange exchange, Supplier<String> metrics) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            boolean found = path.equals("/metrics");
            byte[] body = (found ? metrics.get() : "dbbench: metrics are at /metrics\n").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", CONTENT_TYPE);
            boolean head = exchange.getRequestMethod().equals("HEAD");
            exchange.sendResponseHeaders(found ? 200 : 404, head ? -1 : body.length);
            if (!head) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        }
    }

    int port() {
        return server.getAddress().getPort();
    }

    String url() {
        return "http://" + server.getAddress().getHostString() + ":" + port() + "/metrics";
    }

    @Override
    public void close() {
        server.stop(0);
    }
}

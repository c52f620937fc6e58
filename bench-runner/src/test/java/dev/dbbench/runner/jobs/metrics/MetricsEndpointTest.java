package dev.dbbench.runner.jobs.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.prometheus.metrics.model.registry.Collector;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot.GaugeDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** When the endpoint answers, and what the console shows when a scrape fails. */
class MetricsEndpointTest {
    private static final MetricsSettings ANY_PORT = new MetricsSettings(OptionalInt.of(0), "127.0.0.1");

    @Test
    void noScrapeIsAnsweredBeforeTheUrlIsPrinted() throws Exception {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(console, true, StandardCharsets.UTF_8);
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(ANY_PORT, new PrometheusRegistry(), out).orElseThrow()) {
            CompletableFuture<HttpResponse<String>> scrape = HttpClient.newHttpClient().sendAsync(
                    HttpRequest.newBuilder(URI.create(endpoint.url())).build(), HttpResponse.BodyHandlers.ofString());
            Thread.sleep(300);
            assertThat(scrape).isNotDone();

            endpoint.announce(out);

            assertThat(scrape.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
            assertThat(console.toString(StandardCharsets.UTF_8)).isEqualTo("Metrics: " + endpoint.url() + "\n");
        }
    }

    @Test
    void aFailedScrapeIsOneLineAndNoStackTrace() throws Exception {
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        PrometheusRegistry registry = new PrometheusRegistry();
        registry.register((Collector) () -> {
            throw new IllegalStateException("the collector broke");
        });
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(ANY_PORT, registry,
                new PrintStream(errors, true, StandardCharsets.UTF_8)).orElseThrow()) {
            endpoint.announce(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(endpoint.url())).build(),
                    HttpResponse.BodyHandlers.ofString());

            assertThat(r.statusCode()).isEqualTo(500);
            // The server may answer before it reports the failure on its own thread.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (errors.size() == 0 && System.nanoTime() - deadline < 0) {
                Thread.sleep(10);
            }
        }
        assertThat(errors.toString(StandardCharsets.UTF_8)).isEqualTo("warning: metrics: a scrape failed: the collector broke\n");
        assertThat(Logger.getLogger("io.prometheus.metrics.exporter.httpserver").getUseParentHandlers()).isFalse();
    }

    /** A scraper that gives up (its timeout) closes the connection while a large answer is being written. */
    @Test
    void aScraperThatHangsUpIsOneLine() throws Exception {
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        PrometheusRegistry registry = new PrometheusRegistry();
        registry.register((Collector) MetricsEndpointTest::manySeries);
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(ANY_PORT, registry,
                new PrintStream(errors, true, StandardCharsets.UTF_8)).orElseThrow()) {
            endpoint.announce(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            try (Socket s = new Socket("127.0.0.1", endpoint.port())) {
                s.setSoLinger(true, 0);
                OutputStream request = s.getOutputStream();
                request.write("GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                request.flush();
            }
            for (int waited = 0; waited < 100 && errors.size() == 0; waited++) {
                Thread.sleep(50);
            }
        }
        assertThat(errors.toString(StandardCharsets.UTF_8)).startsWith("warning: metrics: a scrape failed: ").doesNotContain("\tat ")
                .hasLineCount(1);
    }

    @Test
    void laterFailuresWaitAMinuteAndAreCounted() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AtomicLong now = new AtomicLong();
        ScrapeErrors errors = new ScrapeErrors(new PrintStream(bytes, true, StandardCharsets.UTF_8), now::get);

        errors.report(new IOException("Broken pipe"));
        errors.report(new IOException("Broken pipe"));
        errors.report(new IOException("Broken pipe"));
        now.addAndGet(61_000_000_000L);
        errors.report(new IOException("Broken pipe"));

        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo(
                "warning: metrics: a scrape failed: Broken pipe: the scraper closed the connection before the answer was sent;"
                        + " raise its scrape_timeout\n"
                        + "warning: metrics: a scrape failed: Broken pipe: the scraper closed the connection before the answer was sent;"
                        + " raise its scrape_timeout (2 more since the last such line)\n");
    }

    private static GaugeSnapshot manySeries() {
        GaugeSnapshot.Builder b = GaugeSnapshot.builder().name("many").help("Enough series to fill the socket's buffers.");
        for (int i = 0; i < 200_000; i++) {
            b.dataPoint(GaugeDataPointSnapshot.builder().labels(Labels.of("series", "a-long-label-value-" + i)).value(i).build());
        }
        return b.build();
    }
}

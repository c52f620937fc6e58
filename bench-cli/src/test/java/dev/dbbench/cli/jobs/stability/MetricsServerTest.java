package dev.dbbench.cli.jobs.stability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Outage;
import dev.dbbench.spi.UsageException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The Prometheus endpoint: what a scrape returns while a run goes on, and where it listens. */
class MetricsServerTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    static IntervalResult interval(int index, boolean warmup, long tx, Map<String, Long> errors, long reconnects) {
        return new IntervalResult("db \"one\"", 24, 1, 1, index, warmup, 1_800_000_000_000L, index * 10.0, 10, tx, tx * 14,
                tx * 4, tx * 2, 0, errors.values().stream().mapToLong(Long::longValue).sum(), 0, errors.getOrDefault("timeout", 0L),
                errors, reconnects, 3, tx / 10.0, tx * 2.0, new LatencyMs(1, 5, 4, 8, 9, 12, 40, 95.5), "i1");
    }

    @Test
    void aScrapeShowsTheLastIntervalAndRunningTotals() throws Exception {
        MetricsState state = new MetricsState("db \"one\"", 24, 10, 3600);
        Histogram h = new Histogram(1, 3_600_000_000_000L, 2);
        state.onInterval(interval(1, false, 1000, Map.of("1213", 2L), 0), h);
        state.onOutageStart(Instant.now(), "a");
        state.onInterval(interval(2, false, 500, Map.of("1213", 1L, "timeout", 3L), 4), h);
        try (MetricsServer server = MetricsServer.start("127.0.0.1", 0, state::render)) {
            HttpResponse<String> r = get(server.url());

            assertThat(server.url()).startsWith("http://127.0.0.1:");
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.headers().firstValue("Content-Type")).hasValue(MetricsServer.CONTENT_TYPE);
            String label = "{target=\"db \\\"one\\\"\"}";
            assertThat(r.body()).contains("# TYPE dbbench_tps gauge\n", "dbbench_tps" + label + " 50\n",
                    "dbbench_transactions_total" + label + " 1500\n", "dbbench_errors_total" + label + " 6\n",
                    "dbbench_errors_by_code_total{target=\"db \\\"one\\\"\",code=\"1213\"} 3\n",
                    "dbbench_errors_by_code_total{target=\"db \\\"one\\\"\",code=\"timeout\"} 3\n",
                    "dbbench_reconnects_total" + label + " 4\n", "dbbench_timeouts_total" + label + " 3\n",
                    "dbbench_latency_ms{target=\"db \\\"one\\\"\",quantile=\"0.99\"} 12\n",
                    "dbbench_latency_ms{target=\"db \\\"one\\\"\",quantile=\"1\"} 95.5\n",
                    "dbbench_threads" + label + " 24\n", "dbbench_queue_length" + label + " 3\n",
                    "dbbench_outages_total" + label + " 1\n", "dbbench_outage_active" + label + " 1\n",
                    "dbbench_elapsed_seconds" + label + " 30\n", "dbbench_remaining_seconds" + label + " 3580\n");
            assertThat(get(server.url().replace("/metrics", "/")).statusCode()).isEqualTo(404);
        }
    }

    @Test
    void theOutageGaugeDropsWhenTheServerIsBack() {
        MetricsState state = new MetricsState("db", 4, 0, 60);
        state.onOutageStart(Instant.now(), "a");
        state.onOutageEnd(new Outage(Instant.now(), Instant.now(), 1.5, "a", "a"));
        assertThat(state.render()).contains("dbbench_outage_active{target=\"db\"} 0\n", "dbbench_outages_total{target=\"db\"} 1\n",
                "dbbench_tps{target=\"db\"} 0\n");
    }

    @Test
    void aPortInUseIsAUsageErrorNamingIt() {
        try (MetricsServer first = MetricsServer.start("127.0.0.1", 0, () -> "")) {
            assertThatThrownBy(() -> MetricsServer.start("127.0.0.1", first.port(), () -> ""))
                    .isInstanceOf(UsageException.class).hasMessageContaining("--metrics-port " + first.port());
        }
    }

    private static HttpResponse<String> get(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }
}

package dev.dbbench.cli.jobs.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.cli.jobs.stability.Intervals;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import dev.dbbench.spi.UsageException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The Prometheus endpoint: what a scrape returns while a command goes on, and where it listens. */
class LiveMetricsTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Histogram NONE = new Histogram(1, 3_600_000_000_000L, 2);
    private static final MetricsSettings ANY_PORT = new MetricsSettings(OptionalInt.of(0), "127.0.0.1");

    /** A scrape of {@code metrics} through a new endpoint. */
    static String scrape(LiveMetrics metrics) throws Exception {
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(ANY_PORT, metrics).orElseThrow()) {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(endpoint.url())).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(endpoint.url()).startsWith("http://127.0.0.1:").endsWith("/metrics");
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("text/plain"));
            return r.body();
        }
    }

    @Test
    void aScrapeShowsTheLastIntervalAndRunningTotals() throws Exception {
        LiveMetrics metrics = new LiveMetrics("db \"one\"", 10, OptionalDouble.of(3600));
        metrics.onInterval(Intervals.interval(1, false, 1000, Map.of("1213", 2L), 0), NONE);
        metrics.onOutageStart(Instant.now(), "a");
        metrics.onInterval(Intervals.interval(2, false, 500, Map.of("1213", 1L, "timeout", 3L), 4), NONE);

        String body = scrape(metrics);

        String label = "{target=\"db \\\"one\\\"\",threads=\"24\"}";
        assertThat(body).contains("# TYPE dbbench_tps gauge\n", "dbbench_tps" + label + " 50.0\n",
                "dbbench_transactions_total" + label + " 1500.0\n", "dbbench_errors_total" + label + " 6.0\n",
                "dbbench_queries_total{kind=\"read\",target=\"db \\\"one\\\"\",threads=\"24\"} 21000.0\n",
                "dbbench_errors_by_code_total{code=\"1213\",target=\"db \\\"one\\\"\",threads=\"24\"} 3.0\n",
                "dbbench_errors_by_code_total{code=\"timeout\",target=\"db \\\"one\\\"\",threads=\"24\"} 3.0\n",
                "dbbench_reconnects_total" + label + " 4.0\n", "dbbench_timeouts_total" + label + " 3.0\n",
                "dbbench_latency_ms{quantile=\"0.99\",target=\"db \\\"one\\\"\",threads=\"24\"} 12.0\n",
                "dbbench_latency_ms{quantile=\"1\",target=\"db \\\"one\\\"\",threads=\"24\"} 95.5\n",
                "dbbench_threads{target=\"db \\\"one\\\"\"} 24.0\n", "dbbench_queue_length" + label + " 3.0\n",
                "dbbench_step{target=\"db \\\"one\\\"\"} 1.0\n",
                "dbbench_outages_total{target=\"db \\\"one\\\"\"} 1.0\n", "dbbench_outage_active{target=\"db \\\"one\\\"\"} 1.0\n",
                "dbbench_elapsed_seconds{target=\"db \\\"one\\\"\"} 30.0\n", "dbbench_remaining_seconds{target=\"db \\\"one\\\"\"} 3580.0\n");
    }

    /** In a sweep the rates of a step that ended must not linger as if it still ran. */
    @Test
    void theNextStepReplacesTheGaugesOfTheLastAndCountsOn() throws Exception {
        LiveMetrics metrics = new LiveMetrics("pg", 5, OptionalDouble.empty());
        metrics.onInterval(step("pg", 4), NONE);
        metrics.onInterval(step("maria", 4), NONE);
        metrics.onInterval(step("pg", 8), NONE);

        String body = scrape(metrics);

        assertThat(body).contains("dbbench_tps{target=\"pg\",threads=\"8\"} 10.0\n", "dbbench_step{target=\"pg\"} 3.0\n",
                "dbbench_step{target=\"maria\"} 2.0\n", "dbbench_transactions_total{target=\"pg\",threads=\"4\"} 100.0\n")
                .doesNotContain("dbbench_tps{target=\"pg\",threads=\"4\"}", "dbbench_tps{target=\"maria\"", "dbbench_remaining_seconds");
    }

    @Test
    void theOutageGaugeDropsWhenTheServerIsBack() throws Exception {
        LiveMetrics metrics = new LiveMetrics("db", 0, OptionalDouble.of(60));
        metrics.onOutageStart(Instant.now(), "a");
        metrics.onOutageEnd(new Outage(Instant.now(), Instant.now(), 1.5, "a", "a"));

        assertThat(scrape(metrics)).contains("dbbench_outage_active{target=\"db\"} 0.0\n", "dbbench_outages_total{target=\"db\"} 1.0\n");
    }

    @Test
    void aPortInUseIsAUsageErrorNamingIt() {
        LiveMetrics metrics = new LiveMetrics("db", 0, OptionalDouble.empty());
        try (MetricsEndpoint first = MetricsEndpoint.start(ANY_PORT, metrics).orElseThrow()) {
            MetricsSettings taken = new MetricsSettings(OptionalInt.of(first.port()), "127.0.0.1");
            assertThatThrownBy(() -> MetricsEndpoint.start(taken, metrics))
                    .isInstanceOf(UsageException.class).hasMessageContaining("--metrics-port " + first.port());
        }
        assertThat(MetricsEndpoint.start(MetricsSettings.NONE, metrics)).isEmpty();
    }

    private static IntervalResult step(String target, int threads) {
        return new IntervalResult(target, threads, 1, 1, 1, false, 1_800_000_000_000L, 10, 10, 100, 1400, 400, 200, 0, 0, 0, 0,
                Map.of(), 0, 0, 10, 200, new dev.dbbench.result.LatencyMs(1, 2, 2, 3, 4, 5, 6, 9), "");
    }
}

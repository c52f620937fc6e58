package dev.dbbench.runner.jobs.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.runner.jobs.stability.Intervals;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Outage;
import dev.dbbench.spi.UsageException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The Prometheus endpoint: what a scrape returns while a command goes on, and where it listens. */
class LiveMetricsTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Histogram NONE = new Histogram(1, 3_600_000_000_000L, 2);
    private static final MetricsSettings ANY_PORT = new MetricsSettings(OptionalInt.of(0), "127.0.0.1");
    private static final PrintStream NOWHERE = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    /** A scrape of {@code metrics} through a new endpoint. */
    static String scrape(LiveMetrics metrics) throws Exception {
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(ANY_PORT, metrics, NOWHERE).orElseThrow()) {
            endpoint.announce(NOWHERE);
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
        LiveMetrics metrics = new LiveMetrics(List.of("db \"one\""), 10, OptionalDouble.of(3600));
        metrics.onInterval(Intervals.interval(1, false, 1000, Map.of("1213", 2L), 0), latencies(2_000_000, 30_000_000));
        metrics.onOutageStart(Instant.now(), "a");
        metrics.onInterval(Intervals.interval(2, false, 500, Map.of("1213", 1L, "timeout", 3L), 4), latencies(200_000_000));

        String body = scrape(metrics);

        String t = "target=\"db \\\"one\\\"\"";
        String label = "{" + t + ",threads=\"24\"}";
        assertThat(body).contains("# TYPE dbbench_tps gauge\n", "dbbench_tps" + label + " 50.0\n",
                "dbbench_transactions_total" + label + " 1500.0\n", "dbbench_errors_total" + label + " 6.0\n",
                "dbbench_queries_total{kind=\"read\"," + t + ",threads=\"24\"} 21000.0\n",
                "dbbench_errors_by_code_total{code=\"1213\"," + t + ",threads=\"24\"} 3.0\n",
                "dbbench_errors_by_code_total{code=\"timeout\"," + t + ",threads=\"24\"} 3.0\n",
                "dbbench_reconnects_total" + label + " 4.0\n", "dbbench_timeouts_total" + label + " 3.0\n",
                "# TYPE dbbench_latency_seconds summary\n",
                "dbbench_latency_seconds{" + t + ",threads=\"24\",quantile=\"0.99\"} 0.012\n",
                "dbbench_latency_seconds{" + t + ",threads=\"24\",quantile=\"1.0\"} 0.0955\n",
                "dbbench_latency_seconds_count" + label + " 3\n",
                "# TYPE dbbench_transaction_duration_seconds histogram\n",
                "dbbench_transaction_duration_seconds_bucket{" + t + ",threads=\"24\",le=\"0.0025\"} 1\n",
                "dbbench_transaction_duration_seconds_bucket{" + t + ",threads=\"24\",le=\"0.05\"} 2\n",
                "dbbench_transaction_duration_seconds_bucket{" + t + ",threads=\"24\",le=\"+Inf\"} 3\n",
                "dbbench_transaction_duration_seconds_count" + label + " 3\n",
                "dbbench_threads{" + t + "} 24.0\n", "dbbench_queue_length" + label + " 3.0\n",
                "dbbench_step{" + t + "} 1.0\n",
                "dbbench_outages_total{" + t + "} 1.0\n", "dbbench_outage_active{" + t + "} 1.0\n",
                "dbbench_elapsed_seconds 30.0\n", "dbbench_remaining_seconds 3580.0\n")
                .doesNotContain("_ms", "dbbench_latency_seconds_bucket");
        assertThat(body).containsPattern("dbbench_transaction_duration_seconds_sum\\{[^}]*} 0\\.23\\d*\n");
    }

    /** In a sweep the rates of a step that ended must not linger as if it still ran. */
    @Test
    void theNextStepReplacesTheGaugesOfTheLastAndCountsOn() throws Exception {
        LiveMetrics metrics = new LiveMetrics(List.of("pg", "maria"), 5, OptionalDouble.empty());
        metrics.onInterval(step("pg", 4), NONE);
        metrics.onInterval(step("maria", 4), NONE);
        metrics.onInterval(step("pg", 8), NONE);

        String body = scrape(metrics);

        assertThat(body).contains("dbbench_tps{target=\"pg\",threads=\"8\"} 10.0\n", "dbbench_step{target=\"pg\"} 3.0\n",
                "dbbench_step{target=\"maria\"} 2.0\n", "dbbench_transactions_total{target=\"pg\",threads=\"4\"} 100.0\n",
                "dbbench_latency_seconds{target=\"pg\",threads=\"8\",quantile=\"0.95\"} 0.004\n",
                "dbbench_latency_seconds_count{target=\"pg\",threads=\"4\"} 0\n")
                .doesNotContain("dbbench_tps{target=\"pg\",threads=\"4\"}", "dbbench_tps{target=\"maria\"", "dbbench_remaining_seconds",
                        "dbbench_latency_seconds{target=\"pg\",threads=\"4\"", "dbbench_latency_seconds{target=\"maria\"");
    }

    /** Every target of a sweep has its outage series from the start, and an outage counts for the target then running. */
    @Test
    void everyTargetOfASweepHasItsOutageSeries() throws Exception {
        AtomicLong now = new AtomicLong();
        LiveMetrics metrics = new LiveMetrics(List.of("pg", "maria"), 5, OptionalDouble.empty(), now::get);

        String before = scrape(metrics);
        metrics.sweepProgress(1, 4, 20, "maria");
        metrics.onOutageStart(Instant.now(), "a");
        now.addAndGet(10_000_000_000L);
        metrics.onInterval(step("maria", 4), NONE);

        assertThat(before).contains("dbbench_outages_total{target=\"pg\"} 0.0\n", "dbbench_outages_total{target=\"maria\"} 0.0\n",
                "dbbench_outage_active{target=\"pg\"} 0.0\n", "dbbench_outage_active{target=\"maria\"} 0.0\n");
        assertThat(scrape(metrics)).contains("dbbench_outages_total{target=\"maria\"} 1.0\n", "dbbench_outages_total{target=\"pg\"} 0.0\n",
                "dbbench_remaining_seconds 50.0\n", "dbbench_progress_ratio 0.375\n", "dbbench_elapsed_seconds 10.0\n");
    }

    @Test
    void theOutageGaugeDropsWhenTheServerIsBack() throws Exception {
        LiveMetrics metrics = new LiveMetrics(List.of("db"), 0, OptionalDouble.of(60));
        metrics.onOutageStart(Instant.now(), "a");
        metrics.onOutageEnd(new Outage(Instant.now(), Instant.now(), 1.5, "a", "a"));

        assertThat(scrape(metrics)).contains("dbbench_outage_active{target=\"db\"} 0.0\n", "dbbench_outages_total{target=\"db\"} 1.0\n");
    }

    @Test
    void aPortInUseIsAUsageErrorNamingIt() {
        LiveMetrics metrics = new LiveMetrics(List.of("db"), 0, OptionalDouble.empty());
        try (MetricsEndpoint first = MetricsEndpoint.start(ANY_PORT, metrics, NOWHERE).orElseThrow()) {
            MetricsSettings taken = new MetricsSettings(OptionalInt.of(first.port()), "127.0.0.1");
            assertThatThrownBy(() -> MetricsEndpoint.start(taken, metrics, NOWHERE))
                    .isInstanceOf(UsageException.class).hasMessageContaining("--metrics-port " + first.port());
        }
        assertThat(MetricsEndpoint.start(MetricsSettings.NONE, metrics, NOWHERE)).isEmpty();
    }

    private static Histogram latencies(long... nanos) {
        Histogram h = new Histogram(1, 3_600_000_000_000L, 3);
        for (long n : nanos) {
            h.recordValue(n);
        }
        return h;
    }

    private static IntervalResult step(String target, int threads) {
        return new IntervalResult(target, threads, 1, 1, 1, false, 1_800_000_000_000L, 10, 10, 100, 1400, 400, 200, 0, 0, 0, 0,
                Map.of(), 0, 0, 10, 200, new LatencyMs(1, 2, 2, 3, 4, 5, 6, 9), "");
    }
}

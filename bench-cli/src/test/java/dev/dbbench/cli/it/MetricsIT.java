package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.io.IOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a user's curl sees on --metrics-port while a sweep runs, and that the port closes with the command. */
class MetricsIT {
    private static final List<String> DATA = List.of("--workload", "oltp_read_only", "--tables", "1", "--table-size", "1000");
    private static final Pattern TRANSACTIONS = Pattern.compile("(?m)^dbbench_transactions_total\\{target=\"[^\"]+\",threads=\"(\\d+)\"} ([0-9.E]+)$");
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TempDir
    Path tmp;

    @Test
    void aScrapeDuringASweepShowsLiveCounters() throws Exception {
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), DATA));
        assertThat(prep.exitCode()).as(prep.toString()).isZero();
        int port = freePort();
        try {
            CompletableFuture<Cli> sweep = CompletableFuture.supplyAsync(() -> Cli.run(Cli.args(List.of("sweep"), s.cliArgs(), DATA,
                    List.of("--threads", "1,2", "--time", "4s", "--warmup", "1s", "--warmup-max", "1s", "--quiet",
                            "--metrics-port", Integer.toString(port), "--out", tmp.resolve("sweep").toString()))));
            String live = "";
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!sweep.isDone() && System.nanoTime() < deadline && !counted(live)) {
                Thread.sleep(500);
                live = scrape(port).orElse("");
            }

            assertThat(counted(live)).as("a scrape while the sweep ran:\n" + live).isTrue();
            assertThat(live).contains("# TYPE dbbench_tps gauge", "# TYPE dbbench_latency_seconds summary", "dbbench_step{target=")
                    .containsPattern("dbbench_latency_seconds\\{[^}]*quantile=\"0.95\"}")
                    .containsPattern("dbbench_transaction_duration_seconds_bucket\\{[^}]*le=\"\\+Inf\"}");
            Cli done = sweep.get(120, TimeUnit.SECONDS);
            assertThat(done.exitCode()).as(done.toString()).isZero();
            assertThat(done.out()).contains("Metrics: http://127.0.0.1:" + port + "/metrics");
            assertThat(scrape(port)).as("the endpoint closes with the command").isEmpty();
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        }
    }

    /** True when the scrape counts transactions of a step. */
    private static boolean counted(String scrape) {
        Matcher m = TRANSACTIONS.matcher(scrape);
        while (m.find()) {
            if (Double.parseDouble(m.group(2)) > 0) {
                return true;
            }
        }
        return false;
    }

    private static Optional<String> scrape(int port) throws IOException, InterruptedException {
        try {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics")).build(),
                    HttpResponse.BodyHandlers.ofString());
            return r.statusCode() == 200 ? Optional.of(r.body()) : Optional.empty();
        } catch (ConnectException notListening) {
            return Optional.empty();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}

package dev.dbbench.cli.stability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.store.IntervalLog;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A compressed stability run (25 s of 1-second intervals instead of hours of 10-second ones) against a
 * real server whose connections are all killed twice mid-run, on either client: the run goes on, counts the reconnects,
 * records both outages, loses no interval and checkpoints result.json while running.
 */
class StabilityIT {
    private static final List<String> DATA = List.of("--tables", "1", "--table-size", "2000");
    private static final int SECONDS = 25;

    @TempDir
    Path tmp;

    /**
     * On MariaDB's default client, the wire client, and on PostgreSQL's JDBC driver: each server's connections are
     * killed under each kind of client. The JDBC path on MariaDB is killed the same way by {@code AuroraFailoverIT},
     * and a terminated session of PostgreSQL's wire client is a lost connection in {@code PostgresWireClientIT}.
     */
    @ParameterizedTest(name = "{0}, --client {1}")
    @CsvSource({"MYSQL,auto", "POSTGRES,jdbc"})
    void survivesKilledConnectionsAndLosesNoInterval(Kind kind, String client) throws Exception {
        StabilityDb db = StabilityDb.prepare(kind, DATA);
        // PostgreSQL commits are slow on small test machines; a read-only mix keeps the intervals busy.
        String workload = kind == Kind.POSTGRES ? "oltp_read_only" : "oltp_read_write";
        int threads = kind == Kind.POSTGRES ? 2 : 4;
        Path out = tmp.resolve("stability");
        CompletableFuture<Killer> killer = CompletableFuture.supplyAsync(() -> new Killer(db, out).run());

        Cli run = Cli.run(Cli.args(List.of("stability"), db.cliArgs(), DATA, List.of("--workload", workload,
                "--threads", Integer.toString(threads), "--duration", SECONDS + "s", "--warmup", "1s", "--warmup-max", "1s", "--report-interval", "1s",
                "--analysis-window", "10s", "--checkpoint-every", "4s", "--client", client, "--out", out.toString())));
        Killer k = killer.get(10, TimeUnit.SECONDS);

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(k.killed).as("connections killed each time").allSatisfy(n -> assertThat(n).isGreaterThanOrEqualTo(threads));
        assertThat(k.checkpointStatus).as("result.json rewritten while running").isEqualTo("running");
        assertThat(k.checkpointIntervals).isPositive();
        assertThat(run.out()).contains("outage: the server went away", "outage over", "Verdict: unstable: 2 outages")
                .contains(client.equals("jdbc") ? "client: jdbc" : "client: wire");

        List<IntervalResult> measured = IntervalLog.read(out).intervals().stream().filter(i -> !i.warmup()).toList();
        assertThat(measured).extracting(IntervalResult::index).as("no interval missing")
                .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, measured.size()).boxed().toList());
        assertThat(measured.size()).isBetween(SECONDS, SECONDS + 1);
        for (int i = 1; i < measured.size(); i++) {
            double start = measured.get(i).elapsedSeconds() - measured.get(i).durationSeconds();
            assertThat(start).as("interval %d starts where the one before ended", i + 1)
                    .isCloseTo(measured.get(i - 1).elapsedSeconds(), within(0.01));
        }
        long reconnects = measured.stream().mapToLong(IntervalResult::reconnects).sum();
        assertThat(reconnects).isGreaterThanOrEqualTo(2L * threads);

        JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
        assertThat(result.get("status").asText()).isEqualTo("ok");
        JsonNode step = result.get("steps").get(0);
        assertThat(step.get("reconnects").asLong()).isEqualTo(reconnects);
        assertThat(step.get("transactions").asLong()).isEqualTo(measured.stream().mapToLong(IntervalResult::transactions).sum());
        JsonNode s = result.get("summary").get("stability");
        assertThat(s.get("verdict").asText()).isEqualTo("unstable");
        assertThat(s.get("run").get("intervals").asInt()).isEqualTo(measured.size());
        assertThat(s.get("run").get("reconnects").asLong()).isEqualTo(reconnects);
        assertThat(s.get("windows")).hasSize(3);
        assertThat(s.get("outages")).as("one outage per round of kills").hasSize(2);
        s.get("outages").forEach(o -> assertThat(o.get("downtimeSeconds").asDouble()).isLessThan(5));
        assertThat(Files.readString(out.resolve("report.md"))).contains("## Stability verdict", "## Outage windows");
    }

    /**
     * Kills every connection of the run twice in its measured part, and reads the checkpointed result.json
     * in between. The clock starts at the first measured interval on disk, not at launch: connecting and
     * the warm-up take longer on a slow machine, and a kill during the warm-up is not in the measured counts.
     */
    private static final class Killer {
        private final StabilityDb db;
        private final Path out;
        final List<Integer> killed = new java.util.concurrent.CopyOnWriteArrayList<>();
        String checkpointStatus = "";
        int checkpointIntervals;

        Killer(StabilityDb db, Path out) {
            this.db = db;
            this.out = out;
        }

        Killer run() {
            try {
                awaitMeasuring();
                Thread.sleep(6_000);
                killed.add(db.killAll());
                Thread.sleep(5_000);
                JsonNode checkpoint = new ObjectMapper().readTree(out.resolve("result.json").toFile());
                checkpointStatus = checkpoint.get("status").asText();
                checkpointIntervals = checkpoint.path("summary").path("stability").path("run").path("intervals").asInt();
                Thread.sleep(4_000);
                killed.add(db.killAll());
                return this;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }

        private void awaitMeasuring() throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < deadline) {
                try {
                    if (IntervalLog.read(out).intervals().stream().anyMatch(i -> !i.warmup())) {
                        return;
                    }
                } catch (java.io.IOException | RuntimeException notYetWritten) {
                    // The run has not created its interval log yet.
                }
                Thread.sleep(100);
            }
            throw new IllegalStateException("no measured interval on disk within 60 s in " + out);
        }
    }
}

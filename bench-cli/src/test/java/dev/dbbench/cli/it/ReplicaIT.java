package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Read-only work routed to a real replica, its lag measured through a lag made on purpose, and a failover timed, on the
 * pairs {@code scripts/setup-replicas.sh} starts. The failover promotes the MariaDB replica and shuts its primary down,
 * so it runs last; the script builds the pair again next time.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReplicaIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** How long the tests stop a replica's applier: the lag peak it makes. */
    private static final long PAUSE_MS = 3_000;

    @TempDir
    Path tmp;

    @Test
    @Order(1)
    void aStoppedApplierShowsAsALagPeakOnMariaDb() throws Exception {
        ReplicaPair pair = ReplicaPair.mariadb();
        List<String> data = List.of("--tables", "1", "--table-size", "1000");
        Cli.run(Cli.args(List.of("cleanup"), pair.cliArgs(), data));
        assertThat(Cli.run(Cli.args(List.of("prepare"), pair.cliArgs(), data)).exitCode()).isZero();
        awaitRows(pair, "SELECT COUNT(*) FROM sbtest1", 1000);
        CompletableFuture<Void> lag = during(() -> pair.admin(true, "STOP SLAVE SQL_THREAD"),
                () -> pair.admin(true, "START SLAVE SQL_THREAD"));
        Cli run = Cli.run(Cli.args(List.of("run"), pair.cliArgs("--reader-host", pair.replica(), "--route-reads",
                "--read-your-writes"), data, List.of("--workload", "oltp_update_index@1,oltp_point_select@4", "--threads", "2",
                "--time", "8", "--warmup", "0", "--rate", "200", "--out", tmp.resolve("r").toString())));
        lag.get(20, TimeUnit.SECONDS);
        assertThat(run.exitCode()).as(run.toString()).isZero();
        JsonNode reader = step(tmp.resolve("r")).get("endpoints").get(pair.replica());
        assertThat(reader.get("transactions").asLong()).isPositive();
        assertThat(reader.get("lag").get("maxMs").asDouble()).as(reader + "\n" + run).isBetween(PAUSE_MS * 0.7, PAUSE_MS * 1.6);
        assertThat(reader.get("rywChecks").asLong()).isPositive();
        assertThat(reader.get("rywMisses").asLong()).isPositive();
        assertThat(step(tmp.resolve("r")).get("endpoints").get("writer").get("transactions").asLong()).isPositive();
        List<String> lags = column(tmp.resolve("r"), "lag_ms");
        assertThat(lags).hasSize(8).allMatch(v -> v.startsWith(pair.replica() + "="));
        assertThat(run.out()).contains("Endpoints:").contains(pair.replica() + " (reader):");
    }

    @Test
    @Order(2)
    void aPausedReplayShowsAsALagPeakOnPostgres() throws Exception {
        ReplicaPair pair = ReplicaPair.postgres();
        List<String> data = List.of("--scale", "1");
        Cli.run(Cli.args(List.of("cleanup"), pair.cliArgs(), List.of("--workload", "pgbench_tpcb_like")));
        assertThat(Cli.run(Cli.args(List.of("prepare"), pair.cliArgs(), data, List.of("--workload", "pgbench_tpcb_like")))
                .exitCode()).isZero();
        awaitRows(pair, "SELECT COUNT(*) FROM pgbench_branches", 1);
        CompletableFuture<Void> lag = during(() -> pair.admin(true, "SELECT pg_wal_replay_pause()"),
                () -> pair.admin(true, "SELECT pg_wal_replay_resume()"));
        Cli run = Cli.run(Cli.args(List.of("run"), pair.cliArgs("--reader-host", pair.replica(), "--route-reads"), data,
                List.of("--workload", "pgbench_select_only@9,pgbench_simple_update@1", "--threads", "2", "--time", "8",
                        "--warmup", "0", "--rate", "400", "--out", tmp.resolve("p").toString())));
        lag.get(20, TimeUnit.SECONDS);
        assertThat(run.exitCode()).as(run.toString()).isZero();
        JsonNode step = step(tmp.resolve("p"));
        JsonNode reader = step.get("endpoints").get(pair.replica());
        assertThat(reader.get("transactions").asLong()).isGreaterThan(step.get("endpoints").get("writer").get("transactions").asLong());
        assertThat(reader.get("lag").get("maxMs").asDouble()).as(step + "\n" + run).isBetween(PAUSE_MS * 0.7, PAUSE_MS * 1.6);
        assertThat(step.get("operations").has("pgbench_select_only")).isTrue();
    }

    @Test
    @Order(3)
    void aPromotedReplicaTakesOverTheWritesWhileReadsGoOn() throws Exception {
        ReplicaPair pair = ReplicaPair.mariadb();
        List<String> data = List.of("--tables", "1", "--table-size", "1000");
        awaitRows(pair, "SELECT COUNT(*) FROM sbtest1", 1000);
        // The writer is a list of servers: after the primary is gone the driver connects to the promoted replica.
        List<String> args = new ArrayList<>(pair.cliArgs("--reader-host", pair.replica(), "--route-reads"));
        int host = args.indexOf("--host");
        args.subList(host, host + 4).clear();
        args.addAll(List.of("--url", "jdbc:mariadb:sequential://" + pair.primary() + "," + pair.replica() + "/" + pair.db()));
        CompletableFuture<Void> failover = CompletableFuture.runAsync(() -> {
            try {
                Thread.sleep(2_500);
                pair.admin(true, "STOP SLAVE", "SET GLOBAL read_only = 0");
                pair.admin(false, "SHUTDOWN");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Cli run = Cli.run(Cli.args(List.of("run"), args, data, List.of("--workload", "oltp_update_index@1,oltp_point_select@4",
                "--threads", "2", "--time", "7", "--warmup", "0", "--rate", "200", "--out", tmp.resolve("f").toString())));
        failover.get(20, TimeUnit.SECONDS);
        assertThat(run.exitCode()).as(run.toString()).isZero();
        JsonNode step = step(tmp.resolve("f"));
        // Each worker's writer connection finds the failover on its own next write: the first window is the writes'
        // outage, later ones (if any) are connections that noticed after the new writer already served.
        assertThat(step.get("outages")).isNotEmpty();
        JsonNode outage = step.get("outages").get(0);
        assertThat(outage.get("instanceAfter").asText()).as(outage.toString()).endsWith(":" + pair.replica().split(":")[1]);
        assertThat(outage.get("downtimeSeconds").asDouble()).isPositive().isLessThan(5);
        step.get("outages").forEach(o -> assertThat(o.get("instanceAfter").asText()).isEqualTo(outage.get("instanceAfter").asText()));
        JsonNode reader = step.get("endpoints").get(pair.replica());
        assertThat(reader.get("duringWriterDown").asLong()).isPositive();
        assertThat(reader.get("outages")).isEmpty();
        List<String> transactions = column(tmp.resolve("f"), "endpoint_transactions");
        assertThat(transactions).as("no interval lost, and reads in every one").hasSize(7)
                .allMatch(v -> !v.endsWith(pair.replica() + "=0"));
    }

    /** Runs {@code stop} 2 s from now and {@code start} {@link #PAUSE_MS} later, beside the run. */
    private static CompletableFuture<Void> during(SqlAction stop, SqlAction start) {
        return CompletableFuture.runAsync(() -> {
            try {
                Thread.sleep(2_000);
                stop.run();
                Thread.sleep(PAUSE_MS);
                start.run();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @FunctionalInterface
    private interface SqlAction {
        void run() throws Exception;
    }

    /** Waits until the replica shows the prepared rows, as the run's pre-flight checks them there. */
    private static void awaitRows(ReplicaPair pair, String count, long rows) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        String last = "";
        while (true) {
            try (Connection c = pair.replicaConnection(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(count)) {
                if (rs.next() && rs.getLong(1) >= rows) {
                    return;
                }
            } catch (java.sql.SQLException notYet) {
                // The table has not reached the replica yet.
                last = notYet.toString();
            }
            String why = last;
            assertThat(System.nanoTime()).as(() -> "the replica shows " + count + " >= " + rows + " within 30 s: " + why)
                    .isLessThan(deadline);
            Thread.sleep(200);
        }
    }

    private static JsonNode step(Path dir) throws Exception {
        return JSON.readTree(dir.resolve("result.json").toFile()).get("steps").get(0);
    }

    /** The values of {@code name} in the measured rows of {@code intervals.csv}. */
    private static List<String> column(Path dir, String name) throws Exception {
        List<String> lines = Files.readAllLines(dir.resolve("intervals.csv"));
        List<String> header = List.of(lines.get(0).split(","));
        int k = header.indexOf(name);
        int warmup = header.indexOf("warmup");
        return lines.stream().skip(1).map(l -> l.split(",", -1)).filter(f -> f[warmup].equals("false")).map(f -> f[k]).toList();
    }
}

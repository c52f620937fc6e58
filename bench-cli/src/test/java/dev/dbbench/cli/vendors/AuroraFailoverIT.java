package dev.dbbench.cli.vendors;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * aurora-mysql and aurora-postgresql through the AWS wrapper against plain MariaDB and PostgreSQL: a
 * 10 s run whose sessions are all killed twice must finish normally, with the kills counted as
 * reconnects and outages, the instance recorded per interval and the wrapper's plugins in the manifest.
 */
class AuroraFailoverIT {
    private static final List<String> DATA = List.of("--workload", "oltp_read_write", "--tables", "1", "--table-size", "5000");
    private static final long[] KILLS_AT_SECONDS = {3, 6};

    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void aRunSurvivesItsConnectionsBeingKilled(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        VendorDb.create(s);
        List<String> target = VendorDb.cliArgs(s, kind == Kind.POSTGRES ? "aurora-postgresql" : "aurora-mysql");
        Cli.run(Cli.args(List.of("cleanup"), target, DATA));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), target, DATA));
        assertThat(prep.exitCode()).as(prep.toString()).isZero();
        try {
            Path out = tmp.resolve("run");
            CompletableFuture<Cli> run = CompletableFuture.supplyAsync(() -> Cli.run(Cli.args(List.of("run"), target, DATA,
                    List.of("--threads", "4", "--time", "10", "--warmup", "0", "--quiet", "--out", out.toString()))));
            List<Integer> killed = killWhileRunning(s, run);
            Cli done = run.get(60, TimeUnit.SECONDS);
            assertThat(done.exitCode()).as(done.toString()).isZero();
            assertThat(killed).as("sessions killed per round").allSatisfy(n -> assertThat(n).isPositive());

            JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
            assertThat(result.get("status").asText()).isEqualTo("ok");
            JsonNode step = result.get("steps").get(0);
            assertThat(step.get("reconnects").asLong()).isGreaterThanOrEqualTo(killed.size());
            assertThat(step.get("outages").size()).isPositive();
            List<String> codes = new ArrayList<>();
            step.get("errorsByCode").fieldNames().forEachRemaining(codes::add);
            // The kills show as SQLSTATE class 08; PostgreSQL may add sysbench's ignored 23505 from its own races.
            assertThat(codes).anySatisfy(code -> assertThat(code).startsWith("08"));
            assertThat(result.get("manifest").get("driver.wrapperPlugins").asText()).contains("failover");
            assertThat(result.get("manifest").get("jdbc.wrapper").asText()).startsWith("AWS Advanced JDBC Wrapper");

            List<String> intervals = Files.readAllLines(out.resolve("intervals.csv"));
            List<String> header = List.of(intervals.get(0).split(","));
            int tx = header.indexOf("transactions");
            int instance = header.indexOf("instance");
            List<String> last = List.of(intervals.get(intervals.size() - 1).split(",", -1));
            assertThat(Long.parseLong(last.get(tx))).as("work goes on after the last kill").isPositive();
            assertThat(last.get(instance)).isNotBlank();
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), target, DATA));
        }
    }

    /** Kills every session of the vendor database at the planned moments, or until the run ends. */
    private static List<Integer> killWhileRunning(TestServers.Server s, CompletableFuture<Cli> run) throws Exception {
        List<Integer> killed = new ArrayList<>();
        long start = System.nanoTime();
        try (Connection admin = VendorDb.admin(s)) {
            for (long at : KILLS_AT_SECONDS) {
                long wait = TimeUnit.SECONDS.toNanos(at) - (System.nanoTime() - start);
                if (wait > 0) {
                    Thread.sleep(TimeUnit.NANOSECONDS.toMillis(wait));
                }
                if (run.isDone()) {
                    break;
                }
                killed.add(VendorDb.killAll(admin, s.kind()));
            }
        }
        return killed;
    }
}

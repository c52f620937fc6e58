package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The metrics a workload file declares are computed and recorded as a Java workload's: a 2-second run on MariaDB, whose
 * result.json holds each value beside the operation counts it comes from.
 */
class WorkloadFileMetricsIT {
    private static final String FILE = """
            name: metrics-check
            transactions:
              fast: {weight: 3, transaction: false, statements: [SELECT 1]}
              slow: {weight: 1, statements: [SELECT 2]}
            metrics:
              fastPerMinute: {label: Fast/min, transactions: fast, per: minute}
              eventsPerSecond: {transactions: all, per: second}
              serverTps: {counter: server.transactions, per: second}
              mix:
                rule: the check's mix
                shares:
                  Fast: {transactions: [fast], minimum: 60}
                  Slow: {transactions: slow, minimum: 10}
            """;

    @TempDir
    Path tmp;

    @Test
    void theResultHoldsTheFilesMetricsComputedFromItsCounts() throws Exception {
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        Path file = Files.writeString(tmp.resolve("metrics-check.yaml"), FILE);
        Path out = tmp.resolve("run");
        Cli run = Cli.run(Cli.args(List.of("run"), s.cliArgs(), List.of("--workload-file", file.toString(), "--threads", "2",
                "--time", "2", "--warmup", "0", "--client", "jdbc", "--out", out.toString())));
        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.out()).contains("Fast/min:", "serverTps:", "mix (% of the");

        JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
        assertThat(result.at("/workload/metrics")).extracting(m -> m.get("name").asText())
                .containsExactly("fastPerMinute", "eventsPerSecond", "serverTps", "mix");
        JsonNode step = result.at("/steps/0");
        double seconds = step.get("durationSeconds").asDouble();
        long fast = step.at("/operations/fast/count").asLong();
        long slow = step.at("/operations/slow/count").asLong();
        assertThat(fast).isPositive();
        assertThat(slow).isPositive();
        JsonNode metrics = step.get("metrics");
        // durationSeconds is rounded to milliseconds, the value to hundredths of the unrounded seconds: 0.1 % apart at most.
        assertThat(metrics.at("/fastPerMinute/value").asDouble()).isCloseTo(fast * 60.0 / seconds, within(fast * 60.0 / seconds / 1000));
        long events = step.get("transactions").asLong();
        assertThat(metrics.at("/eventsPerSecond/value").asDouble()).isCloseTo(events / seconds, within(events / seconds / 1000));
        assertThat(metrics.at("/mix/events").asLong()).isEqualTo(fast + slow);
        assertThat(metrics.at("/mix/shares/Fast").asDouble()).isEqualTo(Math.floor(fast * 10_000.0 / (fast + slow)) / 100.0);
        // The server counts every session's commits; each slow transaction commits once, the fast ones in auto-commit not.
        double serverSeconds = result.at("/steps/0/server/seconds").asDouble();
        assertThat(metrics.at("/serverTps/value").asDouble()).isGreaterThanOrEqualTo(0.9 * slow / serverSeconds);
    }
}

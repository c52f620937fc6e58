package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Sweeps through the command line against real servers: steps, counts, tables, interleaving, pre-flight. */
class SweepIT {
    static final List<String> DATA = List.of("--workload", "oltp_read_only", "--tables", "1", "--table-size", "1000");
    private static final List<String> SHORT = List.of("--time", "2s", "--warmup", "1s", "--warmup-max", "1s", "--quiet");

    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void threeStepSweepWritesStepsAndTables(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        prepare(s);
        try {
            Path out = tmp.resolve("sweep");
            Cli sweep = Cli.run(Cli.args(List.of("sweep"), s.cliArgs(), DATA, SHORT,
                    List.of("--threads", "1..4x2", "--out", out.toString())));
            assertThat(sweep.exitCode()).as(sweep.toString()).isZero();
            JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
            assertThat(result.get("status").asText()).isEqualTo("ok");
            List<Integer> threads = new ArrayList<>();
            for (JsonNode step : result.get("steps")) {
                threads.add(step.get("threads").asInt());
                long tx = step.get("transactions").asLong();
                assertThat(tx).isPositive();
                // oltp_read_only: BEGIN, 10 point selects, 4 ranges, COMMIT = 14 reads + 2 other per transaction.
                assertThat(step.get("reads").asLong()).isEqualTo(14 * tx);
                assertThat(step.get("other").asLong()).isEqualTo(2 * tx);
            }
            assertThat(threads).containsExactly(1, 2, 4);
            assertThat(result.get("summary").get("saturation").get(0).get("peakThreads").asInt()).isIn(1, 2, 4);
            String md = Files.readString(out.resolve("report.md"));
            assertThat(md).contains("QPS").contains("p95").contains("| 1 ").contains("| 4 ");
            assertThat(Files.readAllLines(out.resolve("steps.csv"))).hasSize(4);
            assertThat(out.resolve("report.html")).exists();
            assertThat(sweep.out()).contains("peak");
        } finally {
            cleanup(s);
        }
    }

    @Test
    void twoTargetsAreInterleavedTakingTurnsAndCompared() throws Exception {
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        prepare(s);
        try {
            Path out = tmp.resolve("two");
            List<String> a = Cli.args(s.cliArgs(), List.of("--name", "a"));
            List<String> b = Cli.args(s.cliArgs(), List.of("--name", "b"));
            Cli sweep = Cli.run(Cli.args(List.of("sweep"), a, b, DATA, SHORT, List.of("--threads", "1,2", "--out", out.toString())));
            assertThat(sweep.exitCode()).as(sweep.toString()).isZero();
            JsonNode steps = new ObjectMapper().readTree(out.resolve("result.json").toFile()).get("steps");
            List<String> order = new ArrayList<>();
            steps.forEach(st -> order.add(st.get("target").asText() + st.get("threads").asInt()));
            assertThat(order).containsExactly("a1", "b1", "b2", "a2");
            assertThat(Files.readString(out.resolve("report.md"))).contains("b vs a", "## Conclusions");
        } finally {
            cleanup(s);
        }
    }

    /**
     * On MySQL an UPDATE that sets the value a row already holds changes nothing and counts as other. Were
     * a step to replay the statements of the one before (same seeds), a repeat's updates and worker 0's at
     * the next thread count would set each row hit once before to the value it already holds, and a single such
     * update fails the exact count; on 10,000 rows thousands of rows are hit exactly once per step.
     */
    @Test
    void noStepReplaysTheStatementsOfAnother() throws Exception {
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        List<String> data = List.of("--workload", "oltp_update_non_index", "--tables", "1", "--table-size", "10000");
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), data));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), data));
        assertThat(prep.exitCode()).as(prep.toString()).isZero();
        try {
            // Both clients on one table: each sweep takes its seed from the clock, so the second does not replay the first.
            for (String client : List.of("jdbc", "wire")) {
                Path out = tmp.resolve("replay-" + client);
                Cli sweep = Cli.run(Cli.args(List.of("sweep"), s.cliArgs(), data, SHORT,
                        List.of("--threads", "1,2", "--repeats", "2", "--client", client, "--out", out.toString())));
                assertThat(sweep.exitCode()).as(sweep.toString()).isZero();
                JsonNode steps = new ObjectMapper().readTree(out.resolve("result.json").toFile()).get("steps");
                assertThat(steps).hasSize(4);
                for (JsonNode step : steps) {
                    long tx = step.get("transactions").asLong();
                    assertThat(tx).isPositive();
                    assertThat(step.get("writes").asLong()).as("--client %s, writes of %s", client, step).isEqualTo(tx);
                }
            }
        } finally {
            cleanup(s);
        }
    }

    /**
     * A stop rule that fires in repeat 1 says what it skips, the thread counts before it keep a sample from every repeat,
     * and the manifest records the plan, so compare tells this sweep from one with other --repeats. A p95 limit of 1 µs
     * fires on the first step, whatever the server's speed.
     */
    @Test
    void aStopRuleSaysWhatItSkipsAndTheManifestRecordsThePlan() throws Exception {
        TestServers.Server s = TestServers.require(Kind.POSTGRES);
        prepare(s);
        try {
            Path out = tmp.resolve("stop-rule");
            Cli sweep = Cli.run(Cli.args(List.of("sweep"), s.cliArgs(), DATA, SHORT, List.of("--threads", "1,2", "--repeats", "2",
                    "--stop-when-p95-above", "0.001", "--out", out.toString())));
            assertThat(sweep.exitCode()).as(sweep.toString()).isZero();
            assertThat(sweep.out()).contains("skipping threads 2 in this and later repeats", "| 1 | 2 |",
                    "stopped after 1 thread in repeat 1 of 2");
            JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
            JsonNode steps = result.get("summary").get("steps");
            assertThat(steps).as("threads 2 skipped in both repeats").hasSize(1);
            assertThat(steps.get(0).get("repeats").asInt()).as("threads 1 ran in every repeat").isEqualTo(2);
            assertThat(steps.get(0).get("tpsSpreadPct").isNumber()).isTrue();
            JsonNode manifest = result.get("manifest");
            assertThat(manifest.get("repeats").asText()).isEqualTo("2");
            assertThat(manifest.get("threads").asText()).isEqualTo("1,2");
            assertThat(manifest.get("stop-when-p95-above").asText()).isEqualTo("0.001 ms");
            assertThat(manifest.get("stop-when-tps-drops").asText()).isEqualTo("off");
        } finally {
            cleanup(s);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void preflightRefusesMoreThreadsThanMaxConnections(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        prepare(s);
        try {
            Path out = tmp.resolve("refused");
            Cli sweep = Cli.run(Cli.args(List.of("sweep"), s.cliArgs(), DATA, SHORT,
                    List.of("--threads", "1,5000", "--out", out.toString())));
            assertThat(sweep.exitCode()).as(sweep.toString()).isEqualTo(3);
            assertThat(sweep.err()).contains("max_connections");
            assertThat(out).doesNotExist();
        } finally {
            cleanup(s);
        }
    }

    /** The tables of {@link #DATA} on {@code s}, made anew. */
    static void prepare(TestServers.Server s) {
        cleanup(s);
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), DATA));
        assertThat(prep.exitCode()).as(prep.toString()).isZero();
    }

    static void cleanup(TestServers.Server s) {
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
    }
}

package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.stats.Percentiles;
import dev.dbbench.store.HlogFile;
import dev.dbbench.store.HlogTags;
import dev.dbbench.store.IntervalLog;
import dev.dbbench.testing.TestServers.Kind;
import dev.dbbench.testing.TestServers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Shard processes on this machine against the local servers, as the pods of an Indexed Job would run: started seconds
 * apart, merged, checked against the rows the server holds; a shard killed mid-step and a second shard 0 as well.
 */
class ShardsIT {
    /** oltp_insert adds one row per transaction: the table's rows are the server's own count of what ran. */
    private static final List<String> DATA = List.of("--workload", "oltp_insert", "--tables", "1", "--table-size", "100");

    @TempDir
    Path tmp;

    private static String runId(String what) {
        return what + "-" + Long.toString(System.nanoTime(), 36);
    }

    private static List<String> shardArgs(TestServers.Server s, String command, String runId, int index, int count, List<String> more) {
        List<String> args = new ArrayList<>(List.of(command));
        args.addAll(s.cliArgs());
        args.addAll(DATA);
        args.addAll(List.of("--shard", index + "/" + count, "--run-id", runId, "--quiet", "--shard-timeout", "60s"));
        args.addAll(more);
        return args;
    }

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void threeShardsStartedApartMergeToWhatTheServerCounted(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        prepare(s);
        try {
            long before = ServerCounters.sbtestRows(s, 1);
            String run = runId("three");
            List<ShardProcess> shards = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                shards.add(ShardProcess.start(tmp, "shard-" + i, shardArgs(s, "sweep", run, i, 3,
                        List.of("--threads", "3,6", "--time", "3s", "--warmup", "1s", "--warmup-max", "1s", "--out", tmp.resolve("shard-" + i).toString()))));
                Thread.sleep(2_000);
            }
            for (ShardProcess p : shards) {
                assertThat(p.await()).as(p.toString()).isZero();
            }
            long inserted = ServerCounters.sbtestRows(s, 1) - before;
            Cli merge = Cli.run("merge", tmp.resolve("shard-0").toString(), tmp.resolve("shard-1").toString(),
                    tmp.resolve("shard-2").toString(), "--out", tmp.resolve("merged").toString());
            assertThat(merge.exitCode()).as(merge.toString()).isZero();

            IntervalLog merged = IntervalLog.read(tmp.resolve("merged"));
            long all = merged.intervals().stream().mapToLong(IntervalResult::transactions).sum();
            assertThat((double) inserted).as("rows the server inserted").isCloseTo(all, within(all * 0.01));
            JsonNode result = new ObjectMapper().readTree(tmp.resolve("merged/result.json").toFile());
            assertThat(result.get("status").asText()).isEqualTo("ok");
            assertThat(result.at("/steps/0/threads").asInt()).isEqualTo(3);
            assertThat(result.at("/steps/1/threads").asInt()).isEqualTo(6);
            assertThat(result.at("/summary/shards").size()).isEqualTo(3);
            long measured = 0;
            for (JsonNode step : result.get("steps")) {
                // A short last interval that one shard's busy worker added is no gap in the others.
                assertThat(step.get("status").asText()).as(step.toString()).isEqualTo("ok");
                measured += step.get("transactions").asLong();
            }
            assertThat(measured).isEqualTo(merged.intervals().stream().filter(i -> !i.warmup()).mapToLong(IntervalResult::transactions).sum());
            stepsLineUp(List.of(tmp.resolve("shard-0"), tmp.resolve("shard-1"), tmp.resolve("shard-2")));
            // Every section a run on one client has: the threads' fairness, and the clients' own facts.
            assertThat(result.at("/steps/1/fairness/eventsAvg").asDouble()).isPositive();
            assertThat(result.at("/manifest/client.host").asText()).isNotEmpty();
            assertThat(result.at("/manifest/client.cores").asText()).isNotEmpty();
            percentilesComeFromThePooledEvents(result, List.of(tmp.resolve("shard-0"), tmp.resolve("shard-1"), tmp.resolve("shard-2")));
            assertThat(Cli.run("report", tmp.resolve("merged").toString()).exitCode()).isZero();
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        }
    }

    /**
     * The same measured interval of every shard ends on the same instant of the server's clock, to a few milliseconds:
     * the last one too, since a shard's step ends on the dot of its time limit.
     */
    private static void stepsLineUp(List<Path> dirs) throws Exception {
        Map<String, List<Long>> ends = new HashMap<>();
        for (Path d : dirs) {
            IntervalLog.readIntervals(d).stream().filter(i -> !i.warmup())
                    .forEach(i -> ends.computeIfAbsent(HlogTags.of(i), k -> new ArrayList<>()).add(i.epochMillis()));
        }
        ends.forEach((tag, list) -> {
            assertThat(list).as(tag).hasSize(dirs.size());
            assertThat(list.stream().mapToLong(Long::longValue).max().orElseThrow() - list.stream().mapToLong(Long::longValue).min()
                    .orElseThrow()).as(tag).isLessThan(50);
        });
    }

    /** Each merged step's p99 is that of every shard's events pooled, which the shards' own p99s do not give. */
    private static void percentilesComeFromThePooledEvents(JsonNode result, List<Path> dirs) throws Exception {
        Map<String, Histogram> pooled = new HashMap<>();
        for (Path d : dirs) {
            HlogFile.forEach(d.resolve("latency.hlog"), h -> {
                if (!HlogTags.warmup(h.getTag())) {
                    pooled.computeIfAbsent(HlogTags.step(h.getTag()), k -> dev.dbbench.engine.WorkerStats.newHistogram()).add(h);
                }
            });
        }
        for (JsonNode step : result.get("steps")) {
            String key = HlogTags.stepKey(step.get("target").asText(), step.get("threads").asInt(), 1, 1);
            assertThat(step.at("/latencyMs/p99").asDouble()).as(key).isEqualTo(Percentiles.of(pooled.get(key)).p99());
        }
    }

    @Test
    void aKilledShardIsAGapAndKeepsItsFinishedIntervals() throws Exception {
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        prepare(s);
        try {
            String run = runId("killed");
            ShardProcess first = ShardProcess.start(tmp, "shard-0", shardArgs(s, "run", run, 0, 2,
                    List.of("--threads", "4", "--time", "10s", "--warmup", "1s", "--warmup-max", "1s", "--out", tmp.resolve("shard-0").toString())));
            ShardProcess second = ShardProcess.start(tmp, "shard-1", shardArgs(s, "run", run, 1, 2,
                    List.of("--threads", "4", "--time", "10s", "--warmup", "1s", "--warmup-max", "1s", "--out", tmp.resolve("shard-1").toString())));
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (measuredRows(tmp.resolve("shard-1")) < 2 && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            second.kill();
            // The survivor measures its share to the end, and says that its peer stopped: the run is not ok.
            assertThat(first.await()).as(first.toString()).isEqualTo(1);
            assertThat(first.toString()).contains("error: shard 1 on ").contains(" stopped: no sign of it since ");
            JsonNode survivor = new ObjectMapper().readTree(tmp.resolve("shard-0/result.json").toFile());
            assertThat(survivor.get("status").asText()).startsWith("failed: shard 1 on ");
            assertThat(survivor.at("/steps/0/status").asText()).isEqualTo("ok");
            List<IntervalResult> kept = IntervalLog.readIntervals(tmp.resolve("shard-1")).stream().filter(i -> !i.warmup()).toList();
            assertThat(kept).hasSizeGreaterThanOrEqualTo(2);

            Cli merge = Cli.run("merge", tmp.resolve("shard-0").toString(), tmp.resolve("shard-1").toString());
            assertThat(merge.exitCode()).as(merge.toString()).isZero();
            JsonNode result = new ObjectMapper().readTree(tmp.resolve("merged/result.json").toFile());
            assertThat(result.get("status").asText()).startsWith("failed: shard 1 killed after");
            assertThat(result.at("/steps/0/status").asText()).startsWith("failed: shard 1 has " + kept.size() + " of the step's");
            assertThat(result.at("/summary/shards/1/status").asText()).startsWith("killed after " + kept.size() + " measured intervals");
            long shard0 = IntervalLog.readIntervals(tmp.resolve("shard-0")).stream().filter(i -> !i.warmup())
                    .mapToLong(IntervalResult::transactions).sum();
            long shard1 = kept.stream().mapToLong(IntervalResult::transactions).sum();
            assertThat(result.at("/steps/0/transactions").asLong()).isEqualTo(shard0 + shard1);
            List<IntervalResult> merged = IntervalLog.readIntervals(tmp.resolve("merged")).stream().filter(i -> !i.warmup()).toList();
            assertThat(merged.subList(0, kept.size())).as("both shards ran").allSatisfy(i -> assertThat(i.workers()).isEqualTo(4));
            assertThat(merged.subList(kept.size(), merged.size())).as("shard 0 alone ran").isNotEmpty()
                    .allSatisfy(i -> assertThat(i.workers()).isEqualTo(2)).allSatisfy(i -> assertThat(i.threads()).isEqualTo(4));
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        }
    }

    private static long measuredRows(Path dir) throws Exception {
        return Files.exists(dir.resolve("intervals.csv"))
                ? IntervalLog.readIntervals(dir).stream().filter(i -> !i.warmup()).count() : 0;
    }

    @Test
    void aSecondShardWithATakenIndexIsRefused() throws Exception {
        TestServers.Server s = TestServers.require(Kind.POSTGRES);
        prepare(s);
        try {
            String run = runId("twice");
            ShardProcess waiting = ShardProcess.start(tmp, "first", shardArgs(s, "run", run, 0, 2,
                    List.of("--threads", "2", "--time", "2s", "--out", tmp.resolve("first").toString())));
            Path first = tmp.resolve("first/result.json");
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (!Files.exists(first) && System.nanoTime() < deadline) {
                // Registered once its manifest is written; then the second shard 0 must be refused.
                Thread.sleep(100);
            }
            Cli again = Cli.run(shardArgs(s, "run", run, 0, 2, List.of("--threads", "2", "--time", "2s", "--out",
                    tmp.resolve("second").toString())));
            waiting.kill();
            assertThat(again.exitCode()).as(again.toString()).isEqualTo(3);
            assertThat(again.err().lines().collect(Collectors.toList())).singleElement().asString()
                    .contains("shard 0 of run " + run + " is already under way").contains("give a new --run-id");
            assertThat(tmp.resolve("second")).doesNotExist();
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        }
    }

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void twoShardsPrepareOneTableTogether(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        List<String> data = List.of("--workload", "oltp_read_only", "--tables", "1", "--table-size", "120000");
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), data));
        try {
            String run = runId("prepare");
            List<ShardProcess> shards = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                List<String> args = new ArrayList<>(List.of("prepare"));
                args.addAll(s.cliArgs());
                args.addAll(data);
                args.addAll(List.of("--shard", i + "/2", "--run-id", run));
                shards.add(ShardProcess.start(tmp, "prepare-" + i, args));
                Thread.sleep(1_000);
            }
            for (ShardProcess p : shards) {
                assertThat(p.await()).as(p.toString()).isZero();
            }
            assertThat(shards.get(0).output()).contains("Loaded 60,000 rows").contains("row counts verified");
            assertThat(shards.get(1).output()).contains("Loaded this shard's 60,000 rows").contains("shard 0 verifies");
            assertThat(ServerCounters.sbtestRows(s, 1)).isEqualTo(120_000);
            Cli check = Cli.run(Cli.args(List.of("run"), s.cliArgs(), data, List.of("--time", "1s", "--warmup", "0", "--quiet",
                    "--out", tmp.resolve("check").toString())));
            assertThat(check.exitCode()).as("the dataset passes the run's pre-flight check: " + check).isZero();
            Cli pgbench = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), List.of("--workload", "pgbench_tpcb_like", "--shard", "0/2",
                    "--run-id", run + "-pgbench")));
            assertThat(pgbench.exitCode()).isEqualTo(2);
            assertThat(pgbench.err()).contains("is prepared from one client");
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), data));
        }
    }

    private static void prepare(TestServers.Server s) {
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), DATA));
        assertThat(prep.exitCode()).as(prep.toString()).isZero();
    }
}

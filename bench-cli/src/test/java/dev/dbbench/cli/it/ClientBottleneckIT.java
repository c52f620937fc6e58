package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A client held to a sliver of a core (a CPU quota, as a pod's limit holds it) is told that its result may measure the
 * client; a client with cores to spare is told nothing.
 */
class ClientBottleneckIT {
    private static final List<String> DATA = List.of("--workload", "oltp_point_select", "--tables", "1", "--table-size", "1000");
    private static final Path V1 = Path.of("/sys/fs/cgroup/cpu");
    private static final Path V2 = Path.of("/sys/fs/cgroup");

    @TempDir
    Path tmp;

    @Test
    void aClientStarvedOfCpuSaysItsResultMayMeasureTheClient() throws Exception {
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        Optional<Path> group = quotaGroup("dbbench-starved-" + ProcessHandle.current().pid(), 25);
        assumeTrue(group.isPresent(), "skipped: no cgroup with a CPU quota can be made here (needs root and a writable cgroup fs)");
        prepare(s);
        try {
            Path procs = group.get().resolve("cgroup.procs");
            // Only the quick compiler: a JVM held to a quarter of a core would spend most of the run compiling.
            ShardProcess starved = ShardProcess.start(tmp, "starved", List.of("sh", "-c", "echo $$ > " + procs
                    + " && JAVA_TOOL_OPTIONS=-XX:TieredStopAtLevel=1 exec \"$0\" \"$@\""), args(s, "starved", "16"));
            assertThat(starved.await()).as(starved.toString()).isZero();
            assertThat(starved.output()).contains("warning: mysql at 16 threads: the result may measure the client, not the server: "
                    + "the client used").contains("of the 0.25 cores it may use").contains("run more shards");
            JsonNode bound = new ObjectMapper().readTree(tmp.resolve("starved/result.json").toFile()).at("/summary/clientBottleneck/0");
            assertThat(bound.get("clientCpuPct").asDouble()).isGreaterThan(85);
            assertThat(Files.readString(tmp.resolve("starved/report.md"))).contains("## Client bottleneck", "client CPU (%)");
        } finally {
            Files.deleteIfExists(group.get());
            Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        }
    }

    @Test
    void aClientWithCoresToSpareSaysNothing() throws Exception {
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        prepare(s);
        try {
            Cli run = Cli.run(args(s, tmp.resolve("normal").toString(), "2"));
            assertThat(run.exitCode()).as(run.toString()).isZero();
            assertThat(run.out()).doesNotContain("may measure the client");
            JsonNode result = new ObjectMapper().readTree(tmp.resolve("normal/result.json").toFile());
            assertThat(result.at("/summary/clientBottleneck").isMissingNode()).isTrue();
            assertThat(Files.readAllLines(tmp.resolve("normal/intervals.csv")).get(0)).contains(",client_cpu_pct,machine_cpu_pct");
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        }
    }

    private static List<String> args(TestServers.Server s, String out, String threads) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(s.cliArgs());
        args.addAll(DATA);
        args.addAll(List.of("--threads", threads, "--time", "4s", "--warmup", "2s", "--out", out));
        return args;
    }

    /** A cgroup (v1 or v2) that allows {@code percent} of one core, or empty where none can be made. */
    private static Optional<Path> quotaGroup(String name, int percent) {
        try {
            if (Files.isWritable(V1.resolve("cgroup.procs"))) {
                Path g = Files.createDirectories(V1.resolve(name));
                Files.writeString(g.resolve("cpu.cfs_period_us"), "100000");
                Files.writeString(g.resolve("cpu.cfs_quota_us"), Integer.toString(percent * 1000));
                return Optional.of(g);
            }
            if (Files.exists(V2.resolve("cgroup.controllers")) && Files.readString(V2.resolve("cgroup.subtree_control")).contains("cpu")) {
                Path g = Files.createDirectories(V2.resolve(name));
                Files.writeString(g.resolve("cpu.max"), percent * 1000 + " 100000");
                return Optional.of(g);
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static void prepare(TestServers.Server s) {
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), DATA));
        assertThat(prep.exitCode()).as(prep.toString()).isZero();
    }
}

package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.docs.CiWorkflow;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands of docs/examples/ci/dbbench.yml, run as the workflow runs them (bash, the built jar, the job's
 * variables) against the local PostgreSQL in place of the service container, on a smaller table for seconds rather
 * than a minute: the thresholds it sets pass, and one that cannot hold fails the step with exit code 99.
 */
class CiWorkflowIT {
    @TempDir
    Path dir;

    @Test
    void theWorkflowsCommandsPassAndABrokenThresholdFailsTheStep() throws Exception {
        TestServers.Server s = TestServers.require(Kind.POSTGRES);
        Path jar = Path.of("target", "bench-cli.jar").toAbsolutePath();
        assertThat(jar).as("the jar, built before the integration tests").isRegularFile();
        Files.createSymbolicLink(dir.resolve("bench-cli.jar"), jar);
        CiWorkflow w = CiWorkflow.read();
        Map<String, String> env = w.env();
        env.put("DB", "--target postgresql --host " + s.host() + " --port " + s.port() + " --user " + s.user() + " --db "
                + s.database() + " --password-env PGPASSWORD");
        env.put("PGPASSWORD", s.password());
        // The same workload and commands, scaled down to seconds.
        env.put("WORKLOAD", env.get("WORKLOAD").replaceAll("--tables \\d+ --table-size \\d+", "--tables 1 --table-size 1000"));
        env.put("RUN", "--threads 2 --time 3s --warmup 1s --warmup-max 1s");
        try {
            Shell prepare = bash(w.run("Prepare the workload"), env);
            assertThat(prepare.exit()).as(prepare.log()).isZero();
            Shell run = bash(w.run("Benchmark with thresholds"), env);
            assertThat(run.exit()).as(run.log()).isZero();
            assertThat(run.log()).contains("Thresholds: ");
            assertThat(dir.resolve("results/pr/result.json")).content().contains("\"thresholds\"");
            Shell broken = bash(w.run("Benchmark with thresholds").replace("results/pr", "results/broken")
                    + " --threshold 'tps>100000000'", env);
            assertThat(broken.exit()).as(broken.log()).isEqualTo(99);
            assertThat(broken.log()).contains("error: threshold broken: tps>100000000");
        } finally {
            bash("java -jar bench-cli.jar cleanup $DB $WORKLOAD", env);
        }
    }

    private record Shell(int exit, String log) {
    }

    private Shell bash(String commands, Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", "-e", "-c", commands).directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile());
        pb.environment().putAll(env);
        String java = ProcessHandle.current().info().command().orElse("java");
        pb.environment().put("PATH", Path.of(java).getParent() + ":" + System.getenv("PATH"));
        Process p = pb.start();
        if (!p.waitFor(3, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("timed out: " + commands);
        }
        return new Shell(p.exitValue(), Files.readString(dir.resolve("log.txt"), StandardCharsets.UTF_8));
    }
}

package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import dev.dbbench.runner.jobs.ExitCode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rules are refused before anything connects: a bad one, one for threads or a target the run does not measure, one on
 * a shard.
 */
class ThresholdRefusalTest {
    @Test
    void aBadRuleIsOneLineAndExitCode2() {
        for (String command : List.of("run", "sweep", "stability")) {
            Cli cli = Cli.run(command, "--target", "mysql", "--host", "127.0.0.1", "--port", "1", "--threshold", "p95<<20ms");
            assertThat(cli.exitCode()).as(cli.toString()).isEqualTo(ExitCode.USAGE);
            assertThat(cli.err().lines()).as(cli.toString()).singleElement().asString()
                    .startsWith("error: bad threshold \"p95<<20ms\": not a rule; write METRIC OP LIMIT such as p95<20ms");
        }
    }

    @Test
    void aRuleForThreadsNotMeasuredOrOnAShardIsRefusedBeforeConnecting() {
        List<String> nowhere = List.of("--target", "mysql", "--host", "127.0.0.1", "--port", "1");
        Cli sweep = Cli.run(Cli.args(List.of("sweep", "--threads", "1,2", "--threshold", "threads=64:tps>1"), nowhere));
        assertThat(sweep.exitCode()).as(sweep.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(sweep.err()).as(sweep.toString()).startsWith("error: threshold \"threads=64:tps>1\" is for 64 threads");
        Cli shard = Cli.run(Cli.args(List.of("run", "--shard", "0/2", "--run-id", "t", "--threshold", "tps>1"), nowhere));
        assertThat(shard.exitCode()).as(shard.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(shard.err()).as(shard.toString()).startsWith("error: --threshold cannot be used with --shard");
    }

    @Test
    void aRuleForATargetNotMeasuredIsRefusedBeforeConnecting() {
        for (String command : List.of("run", "sweep", "stability")) {
            Cli cli = Cli.run(command, "--target", "mysql", "--name", "maria-a", "--host", "127.0.0.1", "--port", "1",
                    "--threshold", "target=maria-b:p95<20ms");
            assertThat(cli.exitCode()).as(cli.toString()).isEqualTo(ExitCode.USAGE);
            assertThat(cli.err().lines()).as(cli.toString()).singleElement().asString().isEqualTo("error: threshold "
                    + "\"target=maria-b:p95<20ms\" is for target maria-b, which this run does not measure (targets: maria-a); "
                    + "scope it to one of those by its --name");
        }
        Cli named = Cli.run("run", "--target", "mysql", "--name", "maria-a", "--host", "127.0.0.1", "--port", "1",
                "--threshold", "target=maria-a:p95<20ms");
        assertThat(named.err()).as("a rule for the run's own target passes to the connection").startsWith("error: cannot connect");
    }
}

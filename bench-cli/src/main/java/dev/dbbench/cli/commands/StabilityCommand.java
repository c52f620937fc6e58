package dev.dbbench.cli.commands;

import dev.dbbench.cli.options.ConnectionOptions;
import dev.dbbench.cli.options.OutputOptions;
import dev.dbbench.cli.options.ShardOptions;
import dev.dbbench.cli.options.StabilityOptions;
import dev.dbbench.cli.options.TargetOptions;
import dev.dbbench.cli.options.ThresholdOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "stability", mixinStandardHelpOptions = true,
        header = "Run one workload for hours and judge its stability: TPS, latency, drift, stalls, outages.",
        description = {"Run one workload for hours and judge it: TPS and latency per hour, drift,",
            "stalls, latency spikes, outages and a verdict. The run reconnects when the",
            "server goes away; every interval is on disk as it closes; 'report DIR'",
            "rebuilds the result of a run that was killed."},
        footer = {"", "Example:",
            "  java -jar bench-cli.jar stability --target mysql --host db1 \\",
            "    --user sbtest --db sbtest --password-env PW --tables 10 --table-size 10000 \\",
            "    --threads 24 --duration 12h --report-interval 10s --metrics-port 9400",
            "Ctrl-C or SIGTERM ends the run early with its full report and exit code 0."})
public final class StabilityCommand extends WorkloadCommand implements Callable<Integer> {
    @ArgGroup(exclusive = false, multiplicity = "0..*")
    List<TargetOptions> targets = new ArrayList<>();

    @Mixin
    StabilityOptions stability;

    @Mixin
    OutputOptions output;

    @Mixin
    ThresholdOptions threshold;

    @Mixin
    ShardOptions shard;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "Worker threads, each with its own connection (default ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() throws Exception {
        return runner(threshold).targets(ConnectionOptions.specs(targets)).threads(threads).stability(stability.spec())
                .output(output.spec()).shard(shard.spec(), System.getenv()).build().run().exitCode();
    }
}

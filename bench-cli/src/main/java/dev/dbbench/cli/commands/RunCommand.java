package dev.dbbench.cli.commands;

import dev.dbbench.cli.options.ConnectionOptions;
import dev.dbbench.cli.options.MetricsOptions;
import dev.dbbench.cli.options.OutputOptions;
import dev.dbbench.cli.options.RunOptions;
import dev.dbbench.cli.options.ShardOptions;
import dev.dbbench.cli.options.TargetOptions;
import dev.dbbench.cli.options.ThresholdOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run one workload at one thread count and print sysbench-style intervals and the final block.",
        footer = {"", "Example:",
            "  java -jar bench-cli.jar run --target mysql --host 127.0.0.1 \\",
            "    --user sbtest --db sbtest --password-env PW \\",
            "    --workload oltp_read_write --tables 10 --table-size 10000 \\",
            "    --threads 16 --time 60"})
public final class RunCommand extends WorkloadCommand implements Callable<Integer> {
    @ArgGroup(exclusive = false, multiplicity = "0..*")
    List<TargetOptions> targets = new ArrayList<>();

    @Mixin
    RunOptions run;

    @Mixin
    OutputOptions output;

    @Mixin
    ThresholdOptions threshold;

    @Mixin
    ShardOptions shard;

    @Mixin
    MetricsOptions metrics;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "Worker threads, each with its own connection (default ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() throws Exception {
        return runner(threshold).targets(ConnectionOptions.specs(targets)).threads(threads).measure(run.spec())
                .output(output.spec()).shard(shard.spec(), System.getenv()).metrics(metrics.spec()).build().run().exitCode();
    }
}

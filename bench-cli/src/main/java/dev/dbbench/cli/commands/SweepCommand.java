package dev.dbbench.cli.commands;

import dev.dbbench.cli.options.ConnectionOptions;
import dev.dbbench.cli.options.MetricsOptions;
import dev.dbbench.cli.options.OutputOptions;
import dev.dbbench.cli.options.RunOptions;
import dev.dbbench.cli.options.ShardOptions;
import dev.dbbench.cli.options.SweepOptions;
import dev.dbbench.cli.options.TargetOptions;
import dev.dbbench.cli.options.ThresholdOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = {"Run the workload at a rising number of threads, one row per step, targets side by side.",
            "With no --target, runs a short sweep on an embedded PostgreSQL."},
        footer = {"", "Example:",
            "  java -jar bench-cli.jar sweep \\",
            "    --target mysql --host a --user sbtest --db sbtest --password-env PA \\",
            "    --target postgresql --host b --user sbtest --db sbtest --password-env PB \\",
            "    --tables 10 --table-size 10000 --threads 1..64x2 --time 60 --repeats 3"})
public final class SweepCommand extends WorkloadCommand implements Callable<Integer> {
    @ArgGroup(exclusive = false, multiplicity = "0..*")
    List<TargetOptions> targets = new ArrayList<>();

    @Mixin
    RunOptions run;

    @Mixin
    SweepOptions sweep;

    @Mixin
    OutputOptions output;

    @Mixin
    ThresholdOptions threshold;

    @Mixin
    ShardOptions shard;

    @Mixin
    MetricsOptions metrics;

    @Override
    public Integer call() throws Exception {
        if (targets.isEmpty()) {
            sweep.useEmbeddedDefaults(run);
        }
        return runner(threshold).targets(ConnectionOptions.specs(targets)).sweep(sweep.spec()).measure(run.spec())
                .output(output.spec()).shard(shard.spec(), System.getenv()).metrics(metrics.spec()).build().run().exitCode();
    }
}

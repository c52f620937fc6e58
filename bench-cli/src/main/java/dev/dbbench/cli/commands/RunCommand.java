package dev.dbbench.cli.commands;

import dev.dbbench.cli.jobs.Context;
import dev.dbbench.cli.jobs.EmbeddedDefault;
import dev.dbbench.cli.jobs.ResolvedTarget;
import dev.dbbench.cli.jobs.ResultFolder;
import dev.dbbench.cli.jobs.RunSettings;
import dev.dbbench.cli.jobs.Sharding;
import dev.dbbench.cli.jobs.ThresholdGate;
import dev.dbbench.cli.jobs.SingleRun;
import dev.dbbench.cli.jobs.Workloads;
import dev.dbbench.cli.jobs.metrics.MetricsSettings;
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
        checkThreads(threads);
        ThresholdGate gate = ThresholdGate.of(threshold.rules, threshold.strict);
        Context ctx = context();
        RunSettings settings = RunSettings.from(run);
        Sharding sharding = Sharding.from(shard, System.getenv());
        sharding.checkTargets(targets);
        sharding.defaultOut(output, "run");
        MetricsSettings live = MetricsSettings.from(metrics);
        Workloads.Chosen chosen = chooseWorkload(ctx, sharding);
        ResultFolder folder = ResultFolder.plan(output, "run", ctx.reporters());
        if (targets.isEmpty()) {
            try (EmbeddedDefault embedded = EmbeddedDefault.start(ctx.plugins(), settings, ctx.console().progress())) {
                embedded.prepare(chosen.configured(), settings.seed(), ctx.console().progress());
                return new SingleRun(ctx.console(), embedded.target(), chosen, settings, folder, Sharding.none(), live).gated(gate).execute(threads);
            }
        }
        ResolvedTarget target = ctx.oneTarget(targets, "run");
        return new SingleRun(ctx.console(), target, chosen, settings, folder, sharding, live).gated(gate).execute(threads);
    }
}

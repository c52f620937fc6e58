package dev.dbbench.cli.commands;

import dev.dbbench.cli.jobs.Context;
import dev.dbbench.cli.jobs.EmbeddedDefault;
import dev.dbbench.cli.jobs.ResultFolder;
import dev.dbbench.cli.jobs.RunSettings;
import dev.dbbench.cli.jobs.Sharding;
import dev.dbbench.cli.jobs.ThresholdGate;
import dev.dbbench.cli.jobs.Sweep;
import dev.dbbench.cli.jobs.Workloads;
import dev.dbbench.cli.jobs.metrics.MetricsSettings;
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
        ThresholdGate gate = ThresholdGate.of(threshold.rules, threshold.strict);
        Context ctx = context();
        boolean embedded = targets.isEmpty();
        if (embedded) {
            sweep.useEmbeddedDefaults(run);
        }
        RunSettings settings = RunSettings.from(run);
        Sweep.Plan plan = Sweep.Plan.from(sweep);
        Sharding sharding = Sharding.from(shard, System.getenv());
        sharding.checkTargets(targets);
        sharding.defaultOut(output, "sweep");
        MetricsSettings live = MetricsSettings.from(metrics);
        Workloads.Chosen chosen = chooseWorkload(ctx, sharding);
        ResultFolder folder = ResultFolder.plan(output, "sweep", ctx.reporters());
        if (embedded) {
            try (EmbeddedDefault db = EmbeddedDefault.start(ctx.plugins(), settings, ctx.console().progress())) {
                db.prepare(chosen.configured(), settings.seed(), ctx.console().progress());
                return new Sweep(ctx.console(), List.of(db.target()), chosen, settings, plan, folder, live).probing(sweep.probe).gated(gate).execute();
            }
        }
        return new Sweep(ctx.console(), ctx.targets(targets), chosen, settings, plan, folder, sharding, live).probing(sweep.probe).gated(gate).execute();
    }
}

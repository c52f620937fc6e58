package dev.dbbench.cli.commands;

import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.Sharding;
import dev.dbbench.runner.Runner;
import dev.dbbench.runner.RunnerBuilder;
import dev.dbbench.runner.jobs.Workloads;
import dev.dbbench.runner.spec.WorkloadSpec;
import dev.dbbench.cli.options.ThresholdOptions;
import dev.dbbench.cli.options.WorkloadOptions;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Unmatched;

/**
 * A command that also takes a workload and its options. Workload options are unknown until the workload
 * is chosen, so picocli hands them over as unmatched arguments, which it collects only on commands.
 */
abstract class WorkloadCommand extends TargetCommand {
    @Mixin
    WorkloadOptions workload;

    @Unmatched
    List<String> workloadArgs = new ArrayList<>();

    Workloads.Chosen chooseWorkload(Context ctx) {
        return Workloads.choose(ctx.plugins(), workloadSpec());
    }

    /** The workload, with the run's seed when it is a shard of a sharded run. */
    Workloads.Chosen chooseWorkload(Context ctx, Sharding sharding) {
        return Workloads.choose(ctx.plugins(), workloadSpec(), sharding);
    }

    /** The workload options as the runner takes them. */
    WorkloadSpec workloadSpec() {
        workload.rest = workloadArgs;
        return workload.spec();
    }

    /** A runner of this command's workload that prints as the command line does and scrubs every password it reads. */
    RunnerBuilder runner(ThresholdOptions threshold) {
        return Runner.builder().console(root.out(), root.err(), root.quiet()).passwords(root.secrets()::remember)
                .globals(globals.spec()).workload(workloadSpec()).threshold(threshold.rules.toArray(String[]::new))
                .thresholdStrict(threshold.strict);
    }
}

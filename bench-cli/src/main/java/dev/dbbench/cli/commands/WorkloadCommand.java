package dev.dbbench.cli.commands;

import dev.dbbench.cli.jobs.Context;
import dev.dbbench.cli.jobs.Workloads;
import dev.dbbench.cli.options.WorkloadOptions;
import dev.dbbench.config.ThreadList;
import dev.dbbench.spi.UsageException;
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
        workload.rest = workloadArgs;
        return Workloads.choose(ctx.plugins(), workload);
    }

    /** Rejects a {@code --threads} outside 1 to {@link ThreadList#MAX_THREADS}. */
    static void checkThreads(int threads) {
        if (threads < 1 || threads > ThreadList.MAX_THREADS) {
            throw new UsageException("--threads " + threads + " is out of range; give 1 to " + ThreadList.MAX_THREADS);
        }
    }
}

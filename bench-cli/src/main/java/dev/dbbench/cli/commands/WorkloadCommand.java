package dev.dbbench.cli.commands;

import dev.dbbench.cli.jobs.Context;
import dev.dbbench.cli.jobs.Sharding;
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

    /** The workloads' option of the seed their generators mix with each worker's. */
    private static final String SEED = "rand-seed";

    Workloads.Chosen chooseWorkload(Context ctx) {
        workload.rest = workloadArgs;
        return Workloads.choose(ctx.plugins(), workload);
    }

    /**
     * The workload, with a {@code --rand-seed} derived from the run's name when it is a shard of a sharded run and none
     * was given: every shard must draw from the run's seed (each worker then from its own number), and record the same.
     */
    Workloads.Chosen chooseWorkload(Context ctx, Sharding sharding) {
        Workloads.Chosen chosen = chooseWorkload(ctx);
        java.util.Optional<Long> seed = sharding.randSeed();
        boolean given = workloadArgs.stream().anyMatch(a -> a.startsWith("--" + SEED))
                || workload.set.stream().anyMatch(s -> s.startsWith(SEED + "="));
        if (seed.isEmpty() || given || !chosen.configured().settings().containsKey(SEED)) {
            return chosen;
        }
        if (workload.workloadFile != null) {
            workload.set.add(SEED + "=" + seed.get());
        } else {
            workloadArgs.add("--" + SEED);
            workloadArgs.add(Long.toString(seed.get()));
        }
        return chooseWorkload(ctx);
    }

    /** Rejects a {@code --threads} outside 1 to {@link ThreadList#MAX_THREADS}. */
    static void checkThreads(int threads) {
        if (threads < 1 || threads > ThreadList.MAX_THREADS) {
            throw new UsageException("--threads " + threads + " is out of range; give 1 to " + ThreadList.MAX_THREADS);
        }
    }
}

package dev.dbbench.cli.commands;

import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.Loader;
import dev.dbbench.runner.jobs.ResolvedTarget;
import dev.dbbench.runner.jobs.Sharding;
import dev.dbbench.runner.jobs.Workloads;
import dev.dbbench.cli.options.ConnectionOptions;
import dev.dbbench.cli.options.ShardOptions;
import dev.dbbench.spi.UsageException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "prepare", mixinStandardHelpOptions = true,
        description = "Create and load the workload's tables in parallel, build indexes after the load, then verify the real row counts.",
        footer = {"", "Example:",
            "  java -jar bench-cli.jar prepare --target postgresql --host 127.0.0.1 \\",
            "    --user sbtest --db sbtest --password-env PW \\",
            "    --tables 10 --table-size 100000 --threads 8"})
public final class PrepareCommand extends WorkloadCommand implements Callable<Integer> {
    @ArgGroup(exclusive = false, multiplicity = "0..*")
    List<ConnectionOptions> targets = new ArrayList<>();

    @Option(names = "--threads", paramLabel = "N", description = "Loader threads (default: 2 x CPU cores, at most 16).")
    Integer threads;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of the generated data (default ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    ShardOptions shard;

    @Override
    public Integer call() throws Exception {
        int loaders = threads != null ? threads : Math.min(16, 2 * Runtime.getRuntime().availableProcessors());
        if (loaders < 1 || loaders > 256) {
            throw new UsageException("--threads " + loaders + " is out of range for loading; give 1 to 256");
        }
        Context ctx = context();
        Sharding sharding = Sharding.from(shard.spec(), System.getenv());
        Workloads.Chosen chosen = chooseWorkload(ctx, sharding).one("prepare");
        if (sharding.sharded() && !chosen.configured().preparesInShares()) {
            throw new UsageException("prepare --shard: workload " + chosen.workload().id() + " is prepared from one client; "
                    + "run prepare once without --shard");
        }
        ResolvedTarget target = ctx.oneTarget(ConnectionOptions.specs(targets), "prepare");
        new Loader(ctx.console(), target, chosen).load(loaders, seed, sharding);
        return 0;
    }
}

package dev.dbbench.cli.commands;

import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.ResolvedTarget;
import dev.dbbench.runner.jobs.Loader;
import dev.dbbench.runner.jobs.Workloads;
import dev.dbbench.cli.options.ConnectionOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;

@Command(name = "cleanup", mixinStandardHelpOptions = true, description = "Drop the tables that prepare created.",
        footer = {"", "Example:",
            "  java -jar bench-cli.jar cleanup --target mysql --host 127.0.0.1 \\",
            "    --user sbtest --db sbtest --password-env PW --tables 10"})
public final class CleanupCommand extends WorkloadCommand implements Callable<Integer> {
    @ArgGroup(exclusive = false, multiplicity = "0..*")
    List<ConnectionOptions> targets = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        Context ctx = context();
        Workloads.Chosen chosen = chooseWorkload(ctx).one("cleanup");
        ResolvedTarget target = ctx.oneTarget(ConnectionOptions.specs(targets), "cleanup");
        new Loader(ctx.console(), target, chosen).cleanup();
        root.out().println("Dropped the tables of " + chosen.workload().id() + " on " + target.name() + ".");
        return 0;
    }
}

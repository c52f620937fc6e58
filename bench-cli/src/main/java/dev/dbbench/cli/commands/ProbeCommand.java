package dev.dbbench.cli.commands;

import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.ProbeRun;
import dev.dbbench.runner.jobs.ResultFolder;
import dev.dbbench.cli.options.ConnectionOptions;
import dev.dbbench.cli.options.OutputOptions;
import dev.dbbench.cli.options.TargetOptions;
import dev.dbbench.spi.UsageException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "probe", mixinStandardHelpOptions = true,
        header = "Measure one core of each server with the same CPU-bound SQL work on every server.",
        description = {"Run the server CPU probe on each target: one session, one CPU-bound query whose answer is the same on",
            "every server, a warm-up then 5 timed runs; prints iterations per second (the median of the runs) and",
            "their spread. Next to a sweep, a target with a lower probe and equal TPS has a faster engine.",
            "sweep --probe runs the same probe before its first step."},
        footer = {"", "Example:",
            "  java -jar bench-cli.jar probe \\",
            "    --target mysql --host a --user sbtest --db sbtest --password-env PA \\",
            "    --tag instance=db.r6g.large \\",
            "    --target postgresql --host b --user sbtest --db sbtest --password-env PB"})
public final class ProbeCommand extends TargetCommand implements Callable<Integer> {
    @ArgGroup(exclusive = false, multiplicity = "0..*")
    List<TargetOptions> targets = new ArrayList<>();

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws Exception {
        if (targets.isEmpty()) {
            throw new UsageException("probe needs at least one --target; give --target mysql|postgresql|... with --host, --user and --db"
                    + " (repeat for more)");
        }
        Context ctx = context();
        ResultFolder folder = ResultFolder.plan(output.spec(), "probe", ctx.reporters());
        return new ProbeRun(ctx.console(), ctx.targets(ConnectionOptions.specs(targets)), folder).execute();
    }
}

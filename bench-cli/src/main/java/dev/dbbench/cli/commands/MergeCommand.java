package dev.dbbench.cli.commands;

import dev.dbbench.cli.commands.DbbenchCommand;
import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.Merge;
import dev.dbbench.runner.jobs.Rebuild;
import dev.dbbench.runner.jobs.ResultFolder;
import dev.dbbench.cli.options.FormatOptions;
import dev.dbbench.config.Plural;
import dev.dbbench.reports.Reporters;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.UsageException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "merge", mixinStandardHelpOptions = true,
        header = "Merge the shards' results folders of a sharded run into one result.",
        description = {"Merge the folders that the shards of one sharded run, sweep or stability run",
            "wrote into one results folder that report, compare and every format read like",
            "one run's: counts summed, latency from the shards' histograms added together,",
            "a shard that died kept up to its last interval and shown as a gap."},
        footer = {"", "Example:",
            "  java -jar bench-cli.jar merge results/nightly-sweep/shard-* \\",
            "    --out results/nightly-sweep/merged"})
public final class MergeCommand implements Callable<Integer> {
    @ParentCommand
    DbbenchCommand root;

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "The shards' results folders, one per shard.")
    List<Path> dirs = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR", description = "Folder of the merged result (default: merged/ beside the shards' folders).")
    Path out;

    @Option(names = "--overwrite", description = "Write into --out even when it already holds files.")
    boolean overwrite;

    @Mixin
    FormatOptions formats;

    @Override
    public Integer call() throws Exception {
        Path target = out != null ? out : defaultOut();
        ResultFolder folder = ResultFolder.plan(target, overwrite)
                .writing(formats.choose(Reporters.of(Context.plugins(root.console(), formats.plugins.dirs))));
        RunResult result = Merge.run(dirs, folder, root.err());
        if (!root.quiet()) {
            Rebuild.print(root.out(), result);
            root.out().println();
        }
        root.out().println("Merged " + Plural.count(dirs.size(), "shard") + " of " + result.command() + " "
                + result.manifest().get("shard.run-id")
                + " (" + result.status() + ", " + Plural.count(result.steps().size(), "step") + ") into " + folder.dir().toAbsolutePath());
        return 0;
    }

    /** {@code merged/} in the folder that holds every shard's folder. */
    private Path defaultOut() {
        Path parent = dirs.get(0).toAbsolutePath().normalize().getParent();
        for (Path d : dirs) {
            if (parent == null || !parent.equals(d.toAbsolutePath().normalize().getParent())) {
                throw new UsageException("merge: the shards' folders are not side by side; give --out DIR for the merged result");
            }
        }
        return parent.resolve("merged");
    }
}

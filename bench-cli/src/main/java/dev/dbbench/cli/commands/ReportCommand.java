package dev.dbbench.cli.commands;

import dev.dbbench.cli.commands.DbbenchCommand;
import dev.dbbench.cli.jobs.Context;
import dev.dbbench.cli.jobs.Rebuild;
import dev.dbbench.cli.jobs.ResultFolder;
import dev.dbbench.cli.options.FormatOptions;
import dev.dbbench.config.Plural;
import dev.dbbench.reports.Reporters;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.report.Reporter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "report", mixinStandardHelpOptions = true,
        header = "Rebuild result.json and the reports of a finished or killed run from its interval files.",
        description = {"Rebuild result.json and the reports of a run, sweep or stability run from",
            "the interval files in its folder: after a crash, a kill -9 or a power cut,",
            "every interval that closed is still there."},
        footer = {"", "Example:",
            "  java -jar bench-cli.jar report results/20260101-120000-stability \\",
            "    --format md,html,png,jmh"})
public final class ReportCommand implements Callable<Integer> {
    @ParentCommand
    DbbenchCommand root;

    @Parameters(index = "0", paramLabel = "DIR", description = "The results folder (it holds intervals.csv).")
    Path dir;

    @Mixin
    FormatOptions formats;

    @Override
    public Integer call() throws Exception {
        List<Reporter> reporters = formats.choose(Reporters.of(Context.plugins(root.console(), formats.plugins)));
        ResultFolder folder = ResultFolder.existing(dir).writing(reporters);
        RunResult result = Rebuild.folder(dir, root.err());
        folder.writeResult(result);
        List<Path> written = folder.writeReports(result);
        if (!root.quiet()) {
            Rebuild.print(root.out(), result);
            root.out().println();
        }
        java.util.Set<String> files = new java.util.LinkedHashSet<>(List.of("result.json"));
        written.forEach(p -> files.add(dir.relativize(p).toString()));
        root.out().println("Rebuilt " + result.command() + " result (" + result.status() + ", "
                + Plural.count(result.steps().size(), "step") + ") in " + dir.toAbsolutePath() + ": " + String.join(", ", files));
        return 0;
    }
}

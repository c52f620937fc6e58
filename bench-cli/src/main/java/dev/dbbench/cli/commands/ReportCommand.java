package dev.dbbench.cli.commands;

import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.RebuildReport;
import dev.dbbench.cli.options.FormatOptions;
import dev.dbbench.reports.Reporters;
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
        List<Reporter> reporters = formats.choose(Reporters.of(Context.plugins(root.console(), formats.plugins.dirs)));
        RebuildReport.run(root.console(), dir, reporters);
        return 0;
    }
}

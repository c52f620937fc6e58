package dev.dbbench.cli.commands;

import dev.dbbench.capture.CaptureOptions;
import dev.dbbench.runner.jobs.CaptureRun;
import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.ResolvedTarget;
import dev.dbbench.runner.jobs.ResultFolder;
import dev.dbbench.cli.options.ConnectionOptions;
import dev.dbbench.config.Durations;
import dev.dbbench.spi.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "capture", mixinStandardHelpOptions = true,
        header = "Turn what a running server executes into a workload file that prepare and run accept.",
        description = {"Watch a MySQL, MariaDB or PostgreSQL server for a window: its statement",
            "statistics and a statement log give each statement shape's executions, rows",
            "and time, and the order of statements within sessions. Writes NAME.yaml",
            "(tables, weighted transactions, fitted generators; no value read from the",
            "server unless --keep-samples), capture-report.md, capture.html (the same",
            "report) and capture.json. Every",
            "server setting changed is set back, also on Ctrl-C. With --compare, the",
            "report sets this capture beside an earlier one: the check of a replay."},
        footer = {"", "Example:",
            "  java -jar bench-cli.jar capture --target postgresql --host db1 --user admin \\",
            "    --db shop --password-env PW --time 60s"})
public final class CaptureCommand extends TargetCommand implements Callable<Integer> {
    @ArgGroup(exclusive = false, multiplicity = "0..*")
    List<ConnectionOptions> targets = new ArrayList<>();

    @Option(names = "--time", paramLabel = "DURATION", defaultValue = "60s",
            description = "How long the window stays open (default ${DEFAULT-VALUE}).")
    String time;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Folder for the workload file and the report (default results/TIMESTAMP-capture/).")
    Path out;

    @Option(names = "--workload-name", paramLabel = "NAME", defaultValue = "captured",
            description = "The workload's name and file name (default ${DEFAULT-VALUE}).")
    String name;

    @Option(names = "--keep-samples", description = "Keep the text values seen as choices (they may be personal data; "
            + "default: none kept).")
    boolean keepSamples;

    @Option(names = "--server-log", paramLabel = "FILE",
            description = "PostgreSQL: the server's log file, where the server cannot name it (default: found).")
    String serverLog;

    @Option(names = "--compare", paramLabel = "FILE",
            description = "An earlier capture's capture.json: report this one beside it (default: none).")
    Path compare;

    @Override
    public Integer call() throws Exception {
        if (!name.matches("[a-z][a-z0-9_-]*")) {
            throw new UsageException("--workload-name " + name + " is not a lower-case word; give one such as shop");
        }
        if (compare != null && !Files.isRegularFile(compare)) {
            throw new UsageException("--compare " + compare + " is not a file; give the capture.json of an earlier capture");
        }
        Path dir = out != null ? out : ResultFolder.defaultDir("capture");
        ResultFolder.plan(dir, false);
        Context ctx = context();
        ResolvedTarget target = ctx.oneTarget(ConnectionOptions.specs(targets), "capture");
        CaptureOptions options = new CaptureOptions(Durations.positive("--time", time), dir, name, keepSamples,
                Optional.ofNullable(serverLog), Optional.ofNullable(compare));
        return new CaptureRun(ctx.console(), target, options).execute();
    }
}

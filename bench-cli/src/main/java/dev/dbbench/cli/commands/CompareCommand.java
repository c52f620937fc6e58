package dev.dbbench.cli.commands;

import dev.dbbench.cli.commands.DbbenchCommand;
import dev.dbbench.runner.jobs.Comparison;
import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.ResultFolder;
import dev.dbbench.runner.jobs.TagLabels;
import dev.dbbench.cli.options.PluginOptions;
import dev.dbbench.runner.jobs.TargetRecord;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.reports.AtomicFiles;
import dev.dbbench.reports.Reporters;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.Reporter;
import dev.dbbench.spi.target.Target;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "compare", mixinStandardHelpOptions = true,
        header = "Put finished results side by side, with every setting that differs and a ratio column for two.",
        description = {"Put finished results side by side: one column per result (or per result and target), a ratio column for two,",
            "and every setting that differs between them."},
        footer = {"", "Examples:",
            "  java -jar bench-cli.jar compare results/cloud-a results/cloud-b \\",
            "    --label a,b --format md",
            "  java -jar bench-cli.jar compare results/r6g results/r5 --label-by instance"})
public final class CompareCommand implements Callable<Integer> {
    @ParentCommand
    DbbenchCommand root;

    // One DIR is accepted here and refused in call(), whose message can name it; picocli's would call DIR missing.
    @Parameters(arity = "1..*", paramLabel = "DIR", description = "Two or more results folders (or their result.json files).")
    List<Path> dirs = new ArrayList<>();

    @Option(names = "--label", paramLabel = "LABEL", split = ",", description = "Column labels, one per DIR (default: the folder names).")
    List<String> labels = new ArrayList<>();

    @Option(names = "--label-by", paramLabel = "KEY", description = "Label each result by its targets' KEY tag, e.g. --label-by instance.")
    String labelBy;

    @Option(names = "--format", paramLabel = "FORMATS", defaultValue = "md",
            description = "Format printed to stdout (default ${DEFAULT-VALUE}); png writes charts into --out (or a new results folder) instead.")
    String format;

    @Option(names = "--out", paramLabel = "DIR", description = "Also write every report format into this folder.")
    Path out;

    @Option(names = "--overwrite", description = "Write into --out even when it already holds files.")
    boolean overwrite;

    @Mixin
    PluginOptions plugins;

    @Override
    public Integer call() throws Exception {
        if (dirs.size() < 2) {
            throw new UsageException("compare needs two or more results folders but got only " + dirs.get(0)
                    + "; give another after it, e.g. 'compare " + dirs.get(0) + " results/other'");
        }
        if (labelBy != null && !labels.isEmpty()) {
            throw new UsageException("--label and --label-by " + labelBy + " both name the results; give one of them");
        }
        if (!labels.isEmpty() && labels.size() != dirs.size()) {
            throw new UsageException("--label has " + labels.size() + " labels for " + dirs.size() + " folders; give one label per folder");
        }
        // Checked before anything is read or printed, by the same rule as run and sweep.
        Optional<ResultFolder> folder = Optional.ofNullable(out).map(o -> ResultFolder.plan(o, overwrite));
        List<RunResult> results = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < dirs.size(); i++) {
            results.add(ResultJson.read(dirs.get(i)));
            Path d = Files.isDirectory(dirs.get(i)) ? dirs.get(i) : dirs.get(i).toAbsolutePath().getParent();
            names.add(labels.isEmpty() ? d.toAbsolutePath().normalize().getFileName().toString() : labels.get(i));
        }
        if (labelBy != null) {
            names = TagLabels.of(labelBy, names, results);
        }
        if (names.stream().distinct().count() < names.size()) {
            throw new UsageException("two results have the same label " + names + "; give distinct ones with --label a,b");
        }
        Plugins found = Context.plugins(root.console(), plugins.dirs);
        // Only for a result written before units were recorded: the installed plugins' units stand in for those of its
        // time limits; a result of a plugin not installed here shows its values as recorded.
        List<Target> known = found.targets().stream().map(Plugins.Found::plugin).toList();
        RunResult merged = Comparison.of(names, results.stream().map(r -> TargetRecord.withUnits(r, known)).toList());
        Reporters reporters = Reporters.of(found);
        Reporter printer = reporters.get(format);
        ReportInput input = ReportInput.of(merged);
        if (printer.writesFiles()) {
            // Images cannot be printed: they go to --out, or to a new results folder as a run's reports do.
            ResultFolder to = folder.orElseGet(() -> ResultFolder.plan(ResultFolder.defaultDir("compare"), false));
            List<Path> files = printer.writeFiles(input, to.dir());
            root.out().println("Written to " + to.dir().toAbsolutePath() + ": "
                    + String.join(", ", files.stream().map(f -> to.dir().relativize(f).toString()).toList()));
            if (folder.isEmpty()) {
                return 0;
            }
        } else {
            PrintWriter w = new PrintWriter(root.out(), true, StandardCharsets.UTF_8);
            printer.write(input, w);
            w.flush();
        }
        if (folder.isPresent()) {
            Path dir = folder.get().dir();
            Files.createDirectories(dir);
            for (Reporter r : reporters.defaults()) {
                AtomicFiles.write(dir.resolve(r.fileName()), wr -> r.write(input, wr));
            }
            if (!printer.byDefault() && !printer.writesFiles()) {
                AtomicFiles.write(dir.resolve(printer.fileName()), wr -> printer.write(input, wr));
            }
            if (!printer.writesFiles()) {
                root.out().println("Written to " + dir.toAbsolutePath());
            }
        }
        return 0;
    }
}

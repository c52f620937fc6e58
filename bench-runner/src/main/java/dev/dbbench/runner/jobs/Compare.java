package dev.dbbench.runner.jobs;

import dev.dbbench.plugin.Plugins;
import dev.dbbench.reports.AtomicFiles;
import dev.dbbench.reports.Reporters;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.Reporter;
import dev.dbbench.spi.target.Target;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code compare}: finished results side by side, printed in one format and, with a folder, written in every one.
 *
 * @param dirs       the results folders, or their {@code result.json} files
 * @param labels     one column label per folder; empty for the folder names
 * @param labelBy    the tag that labels each result instead; null for none
 * @param format     the format printed (or, for images, written)
 * @param out        the folder every format is also written into; null for none
 * @param overwrite  whether {@code out} may already hold files
 * @param pluginDirs folders of plugin jars, for their report formats and targets' units
 */
public record Compare(List<Path> dirs, List<String> labels, String labelBy, String format, Path out, boolean overwrite,
                      List<Path> pluginDirs) {

    /** Reads, compares and prints or writes; every file is written before it returns. */
    public void run(Console console) throws IOException {
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
        Plugins found = Context.plugins(console, pluginDirs);
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
            console.out().println("Written to " + to.dir().toAbsolutePath() + ": "
                    + String.join(", ", files.stream().map(f -> to.dir().relativize(f).toString()).toList()));
            if (folder.isEmpty()) {
                return;
            }
        } else {
            PrintWriter w = new PrintWriter(console.out(), true, StandardCharsets.UTF_8);
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
                console.out().println("Written to " + dir.toAbsolutePath());
            }
        }
    }
}

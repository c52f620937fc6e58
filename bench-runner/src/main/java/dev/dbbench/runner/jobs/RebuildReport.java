package dev.dbbench.runner.jobs;

import dev.dbbench.config.Plural;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.report.Reporter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** {@code report DIR}: the result and the reports of a folder, rebuilt from its interval files. */
public final class RebuildReport {
    private RebuildReport() {
    }

    /**
     * Rebuilds the result of {@code dir}, writes {@code result.json} and the reports of {@code reporters} into it, prints
     * the summary (unless quiet) and one line naming the files written.
     *
     * @return the rebuilt result
     */
    public static RunResult run(Console console, Path dir, List<Reporter> reporters) throws IOException {
        ResultFolder folder = ResultFolder.existing(dir).writing(reporters);
        RunResult result = Rebuild.folder(dir, console.err());
        folder.writeResult(result);
        List<Path> written = folder.writeReports(result);
        if (!console.quiet()) {
            Rebuild.print(console.out(), result);
            console.out().println();
        }
        Set<String> files = new LinkedHashSet<>(List.of("result.json"));
        written.forEach(p -> files.add(dir.relativize(p).toString()));
        console.out().println("Rebuilt " + result.command() + " result (" + result.status() + ", "
                + Plural.count(result.steps().size(), "step") + ") in " + dir.toAbsolutePath() + ": " + String.join(", ", files));
        return result;
    }
}

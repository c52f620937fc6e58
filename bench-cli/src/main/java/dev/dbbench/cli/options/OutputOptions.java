package dev.dbbench.cli.options;

import dev.dbbench.runner.spec.OutputSpec;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where results go. */
public final class OutputOptions {
    @Option(names = "--out", paramLabel = "DIR", description = "Results folder (default results/TIMESTAMP-COMMAND/).")
    public Path out;

    @Option(names = "--overwrite", description = "Write into --out even when it already holds files.")
    public boolean overwrite;

    /** These options as the runner takes them. */
    public OutputSpec spec() {
        return new OutputSpec(out, overwrite);
    }
}

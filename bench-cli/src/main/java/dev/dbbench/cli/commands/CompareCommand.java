package dev.dbbench.cli.commands;

import dev.dbbench.cli.options.PluginOptions;
import dev.dbbench.runner.jobs.Compare;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
        new Compare(dirs, labels, labelBy, format, out, overwrite, plugins.dirs).run(root.console());
        return 0;
    }
}

package dev.dbbench.cli.options;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Where plugin jars are: targets, workloads and report formats. */
public final class PluginOptions {
    @Option(names = "--plugins", paramLabel = "DIR", description = "Folder of plugin jars (besides plugins/ next to the jar).")
    public List<Path> dirs = new ArrayList<>();
}

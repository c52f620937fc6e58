package dev.dbbench.cli.options;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Which reports a command that rewrites a results folder writes besides {@code result.json}: built-in or from plugin jars. */
public final class FormatOptions {
    @Option(names = "--format", defaultValue = "all", paramLabel = "FORMATS",
            description = "Reports to write besides result.json: a list such as md,html, or all (default ${DEFAULT-VALUE}).")
    public String format;

    @Mixin
    public PluginOptions plugins;
}

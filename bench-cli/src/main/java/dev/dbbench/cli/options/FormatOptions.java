package dev.dbbench.cli.options;

import dev.dbbench.reports.Reporters;
import dev.dbbench.spi.report.Reporter;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Which reports a command that rewrites a results folder writes besides {@code result.json}: built-in or from plugin jars. */
public final class FormatOptions {
    @Option(names = "--format", paramLabel = "FORMATS",
            description = "Reports to write besides result.json: a list such as md,html,png,jmh, or all (default: those every run writes, md, html, csv, json and txt).")
    public String format;

    @Mixin
    public PluginOptions plugins;

    /** The reports chosen among {@code known}: those every run writes when {@code --format} is not given. */
    public List<Reporter> choose(Reporters known) {
        return format == null ? known.defaults() : known.select(format);
    }
}

package dev.dbbench.cli.options;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Options that apply to every target of a command. */
public final class GlobalOptions {
    @Option(names = "--config", paramLabel = "FILE", description = "YAML file with named targets (see README).")
    public Path config;

    @Option(names = "--plugins", paramLabel = "DIR", description = "Folder of plugin jars (besides plugins/ next to the jar).")
    public List<Path> plugins = new ArrayList<>();

    @Option(names = "--connect-timeout", defaultValue = "10s", description = "Give up connecting after this long (default ${DEFAULT-VALUE}).")
    public String connectTimeout;

    @Option(names = "--query-timeout", defaultValue = "30s",
            description = "Watchdog: a server silent this long counts as a timeout and the connection is replaced (default ${DEFAULT-VALUE}; 0 = none).")
    public String queryTimeout;
}

package dev.dbbench.cli.options;

import dev.dbbench.runner.spec.GlobalSpec;
import java.nio.file.Path;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Options that apply to every target of a command. */
public final class GlobalOptions {
    @Option(names = "--config", paramLabel = "FILE", description = "YAML file with named targets (see the Targets page of the docs; default: none).")
    public Path config;

    @Mixin
    public PluginOptions plugins = new PluginOptions();

    @Option(names = "--connect-timeout", paramLabel = "DURATION", defaultValue = "10s", description = "Give up connecting after this long (default ${DEFAULT-VALUE}).")
    public String connectTimeout;

    @Option(names = "--query-timeout", paramLabel = "DURATION", defaultValue = "30s",
            description = "Watchdog: a server silent this long counts as a timeout and the connection is replaced (default ${DEFAULT-VALUE}; 0 = none).")
    public String queryTimeout;

    /** These options as the runner takes them. */
    public GlobalSpec spec() {
        return new GlobalSpec(config, plugins.dirs, connectTimeout, queryTimeout);
    }
}

package dev.dbbench.runner.spec;

import java.nio.file.Path;
import java.util.List;

/**
 * What applies to every target of a run, as given.
 *
 * @param config         a YAML file of named targets ({@code --config}); null for none
 * @param pluginDirs     folders of plugin jars besides {@code plugins/} beside the application ({@code --plugins})
 * @param connectTimeout how long connecting may take, a duration such as {@code 10s}
 * @param queryTimeout   how long a silent server is waited for before its connection is replaced; {@code 0} for ever
 */
public record GlobalSpec(Path config, List<Path> pluginDirs, String connectTimeout, String queryTimeout) {
    public GlobalSpec {
        pluginDirs = List.copyOf(pluginDirs);
    }

    /** No config file, no plugin folder, the command line's default timeouts. */
    public static GlobalSpec defaults() {
        return new GlobalSpec(null, List.of(), "10s", "30s");
    }
}

package dev.dbbench.runner.jobs;

import dev.dbbench.runner.spec.GlobalSpec;
import dev.dbbench.runner.spec.TargetSpec;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.reports.Reporters;
import dev.dbbench.spi.UsageException;
import java.nio.file.Path;
import java.util.List;

/** What every command needs before it does its own work: plugins, targets, output streams. */
public record Context(Console console, Plugins plugins, GlobalSpec globals, Secrets secrets) {

    /** Loads the plugins, each that does not load named in a warning on {@code err}; {@code secrets} keeps every password read. */
    public static Context of(Console console, GlobalSpec globals, Secrets secrets) {
        return new Context(console, plugins(console, globals.pluginDirs()), globals, secrets);
    }

    /** For a command that connects to nothing ({@code list}): the plugins, and no target options. */
    public static Context offline(Console console, List<Path> pluginDirs, Secrets secrets) {
        return new Context(console, plugins(console, pluginDirs), GlobalSpec.defaults(), secrets);
    }

    /**
     * The plugins of the {@code --plugins} folders and of {@code plugins/} beside the jar, each line that does not
     * load named in one warning on {@code err}.
     */
    public static Plugins plugins(Console console, List<Path> pluginDirs) {
        return Plugins.load(pluginDirs, List.of(Plugins.besideApplication()), w -> console.err().println("warning: " + w));
    }

    /** Every report format: the built-in ones and those of the plugin jars. */
    public Reporters reporters() {
        return Reporters.of(plugins);
    }

    public List<ResolvedTarget> targets(List<TargetSpec> given) {
        List<ResolvedTarget> resolved = new TargetResolver(plugins, globals, secrets).resolve(given);
        for (ResolvedTarget t : resolved) {
            if (!t.overrides().isEmpty()) {
                // The command line wins; saying so prevents a surprise when the config file was meant.
                console.err().println("note: " + t.name() + ": the command line overrides " + String.join(", ", t.overrides())
                        + " from --config; the result's manifest records this");
            }
        }
        return resolved;
    }

    /** Exactly one target, for commands that work on one database. */
    public ResolvedTarget oneTarget(List<TargetSpec> given, String command) {
        if (given.isEmpty()) {
            throw new UsageException(command + " needs a database: give --target mysql|postgresql|... with --host, --user and --db");
        }
        if (given.size() > 1) {
            throw new UsageException(command + " works on one target but " + given.size() + " were given; use sweep to compare targets");
        }
        return targets(given).get(0);
    }
}

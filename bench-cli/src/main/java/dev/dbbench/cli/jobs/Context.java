package dev.dbbench.cli.jobs;

import dev.dbbench.cli.options.GlobalOptions;
import dev.dbbench.cli.options.TargetOptions;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.UsageException;
import java.util.List;

/** What every command needs before it does its own work: plugins, targets, output streams. */
public record Context(Console console, Plugins plugins, GlobalOptions globals, Secrets secrets) {

    /** Loads the plugins, each that does not load named in a warning on {@code err}; {@code secrets} keeps every password read. */
    public static Context of(Console console, GlobalOptions globals, Secrets secrets) {
        Plugins plugins = Plugins.load(globals.plugins, List.of(Plugins.besideApplication()), w -> console.err().println("warning: " + w));
        return new Context(console, plugins, globals, secrets);
    }

    public List<ResolvedTarget> targets(List<TargetOptions> given) {
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
    public ResolvedTarget oneTarget(List<TargetOptions> given, String command) {
        if (given.isEmpty()) {
            throw new UsageException(command + " needs a database: give --target mysql|postgresql|... with --host, --user and --db");
        }
        if (given.size() > 1) {
            throw new UsageException(command + " works on one target but " + given.size() + " were given; use sweep to compare targets");
        }
        return targets(given).get(0);
    }
}

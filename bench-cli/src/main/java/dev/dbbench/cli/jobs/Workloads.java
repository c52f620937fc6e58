package dev.dbbench.cli.jobs;

import dev.dbbench.cli.options.WorkloadOptions;
import dev.dbbench.config.OptionValues;
import dev.dbbench.config.Suggest;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Looks up the chosen workload and configures it with the options given. */
public final class Workloads {
    /** Names that mean the same thing in another command, which spelling distance would not find. */
    private static final Map<String, String> SYNONYMS = Map.of("time", "duration", "duration", "time");

    private Workloads() {
    }

    public static Chosen choose(Plugins plugins, WorkloadOptions options) {
        Workload w = plugins.workload(options.workload).plugin();
        Map<String, String> given = options.values();
        List<String> own = w.options().stream().map(OptionSpec::name).toList();
        for (String name : given.keySet()) {
            if (!own.contains(name)) {
                List<String> all = new ArrayList<>(own);
                all.addAll(options.commandOptions());
                String synonym = SYNONYMS.get(name);
                java.util.Optional<String> hint = synonym != null && all.contains(synonym) ? java.util.Optional.of(synonym)
                        : Suggest.closest(name, all);
                throw new UsageException("--" + name + " is neither an option of this command nor of workload " + w.id()
                        + hint.map(s -> " (did you mean --" + s + "?)").orElse("")
                        + "; run 'dbbench list' for workload options and --help for the others");
            }
        }
        ConfiguredWorkload<?> configured = w.configure(new OptionValues(w.options(), given));
        return new Chosen(w, configured);
    }

    /** A workload and its configured instance. */
    public record Chosen(Workload workload, ConfiguredWorkload<?> configured) {
        public WorkloadInfo info() {
            return new WorkloadInfo(workload.id(), configured.settings());
        }
    }
}

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
import java.util.Optional;

/** Looks up the chosen workload, built in or defined in a file, and configures it with the options given. */
public final class Workloads {
    /** Names that mean the same thing in another command, which spelling distance would not find. */
    private static final Map<String, String> SYNONYMS = Map.of("time", "duration", "duration", "time");

    private Workloads() {
    }

    public static Chosen choose(Plugins plugins, WorkloadOptions options) {
        if (options.workloadFile != null) {
            return fromFile(plugins, options);
        }
        if (!options.set.isEmpty()) {
            throw new UsageException("--set " + options.set.get(0) + ": --set gives the options of a --workload-file; give a built-in"
                    + " workload's options as --name value (--table-size 1000)");
        }
        Workload w = plugins.workload(options.workload == null ? WorkloadOptions.DEFAULT_WORKLOAD : options.workload).plugin();
        Map<String, String> given = options.values();
        List<String> own = w.options().stream().map(OptionSpec::name).toList();
        for (String name : given.keySet()) {
            if (!own.contains(name)) {
                List<String> all = new ArrayList<>(own);
                all.addAll(options.commandOptions());
                String synonym = SYNONYMS.get(name);
                Optional<String> hint = synonym != null && all.contains(synonym) ? Optional.of(synonym) : Suggest.closest(name, all);
                throw new UsageException("--" + name + " is neither an option of this command nor of workload " + w.id()
                        + hint.map(s -> " (did you mean --" + s + "?)").orElse("")
                        + "; run 'dbbench list' for workload options and --help for the others");
            }
        }
        ConfiguredWorkload<?> configured = w.configure(new OptionValues(w.options(), given));
        return new Chosen(w, configured);
    }

    private static Chosen fromFile(Plugins plugins, WorkloadOptions options) {
        if (options.workload != null) {
            throw new UsageException("--workload " + options.workload + " and --workload-file " + options.workloadFile
                    + " both choose a workload; give one of them");
        }
        Workload w = WorkloadFiles.read(plugins, options.workloadFile);
        if (!options.rest.isEmpty()) {
            String arg = options.rest.get(0);
            List<String> commands = options.commandOptions();
            String name = arg.startsWith("--") ? arg.substring(2).replaceFirst("=.*", "") : arg;
            throw new UsageException((arg.startsWith("--") ? arg.replaceFirst("=.*", "") + " is not an option of this command"
                    : "'" + arg + "' is not an option") + Suggest.closest(name, commands).map(s -> " (did you mean --" + s + "?)").orElse("")
                    + "; give the options of " + options.workloadFile + " as --set NAME=VALUE (its options: " + names(w) + ")");
        }
        Map<String, String> given = WorkloadFiles.sets(options.set, w, options.workloadFile);
        return new Chosen(w, w.configure(new OptionValues(w.options(), given)));
    }

    static String names(Workload w) {
        return String.join(", ", w.options().stream().map(OptionSpec::name).toList());
    }

    /** A workload and its configured instance. */
    public record Chosen(Workload workload, ConfiguredWorkload<?> configured) {
        public WorkloadInfo info() {
            return new WorkloadInfo(workload.id(), configured.settings());
        }
    }
}

package dev.dbbench.runner.jobs;

import dev.dbbench.runner.spec.WorkloadSpec;
import dev.dbbench.config.OptionValues;
import dev.dbbench.config.ParamSweep;
import dev.dbbench.config.Suggest;
import dev.dbbench.mix.MixedWorkload;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Looks up the chosen workload, built in or defined in a file, and configures it with the options given: once, or once
 * per combination of the values {@code --param} (or a file's {@code --set}) gives, every combination before anything
 * runs so that a bad value stops the command at once.
 */
public final class Workloads {
    /** Names that mean the same thing in another command, which spelling distance would not find. */
    private static final Map<String, String> SYNONYMS = Map.of("time", "duration", "duration", "time");

    private Workloads() {
    }

    public static Chosen choose(Plugins plugins, WorkloadSpec options) {
        if (options.workloadFile() != null) {
            return fromFile(plugins, options);
        }
        if (!options.set().isEmpty()) {
            throw new UsageException("--set " + options.set().get(0) + ": --set gives the options of a --workload-file; give a built-in"
                    + " workload's options as --name value (--table-size 1000)");
        }
        String name = options.workload() == null ? WorkloadSpec.DEFAULT_WORKLOAD : options.workload();
        if (MixedWorkload.isMix(name)) {
            return configure(MixedWorkload.parse(name, part -> plugins.workload(part).plugin()), options);
        }
        return configure(plugins.workload(name).plugin(), options);
    }

    /** Configures {@code w} with the options given, once per combination of the {@code --param} values. */
    /** The workloads' option of the seed their generators mix with each worker's. */
    private static final String SEED = "rand-seed";

    /**
     * The workload, with a {@code --rand-seed} derived from the run's name when it is a shard of a sharded run and none
     * was given: every shard must draw from the run's seed (each worker then from its own number), and record the same.
     */
    public static Chosen choose(Plugins plugins, WorkloadSpec options, Sharding sharding) {
        Chosen chosen = choose(plugins, options);
        Optional<Long> seed = sharding.randSeed();
        boolean given = options.rest().stream().anyMatch(a -> a.startsWith("--" + SEED))
                || options.set().stream().anyMatch(s -> s.startsWith(SEED + "="));
        if (seed.isEmpty() || given || !chosen.configured().settings().containsKey(SEED)) {
            return chosen;
        }
        return choose(plugins, options.with(SEED, Long.toString(seed.get())));
    }

    public static Chosen configure(Workload w, WorkloadSpec options) {
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
        Map<String, List<String>> params = ParamSweep.parse(options.params(), "--param");
        for (String name : params.keySet()) {
            if (!own.contains(name)) {
                throw new UsageException("--param " + name + " is not an option of workload " + w.id()
                        + Suggest.closest(name, own).map(s -> " (did you mean " + s + "?)").orElse("")
                        + "; its options: " + String.join(", ", own));
            }
            if (given.containsKey(name)) {
                throw new UsageException("--" + name + " and --param " + name + " both give it a value; give one of them");
            }
        }
        return new Chosen(w, variants(w, given, params));
    }

    private static Chosen fromFile(Plugins plugins, WorkloadSpec options) {
        if (options.workload() != null) {
            throw new UsageException("--workload " + options.workload() + " and --workload-file " + options.workloadFile()
                    + " both choose a workload; give one of them");
        }
        if (!options.params().isEmpty()) {
            throw new UsageException("--param " + options.params().get(0) + ": --param gives the options of a --workload; give a"
                    + " --workload-file's options as --set NAME=VALUE, several values as --set NAME=V1,V2");
        }
        Workload w = WorkloadFiles.read(plugins, options.workloadFile());
        if (!options.rest().isEmpty()) {
            String arg = options.rest().get(0);
            List<String> commands = options.commandOptions();
            String name = arg.startsWith("--") ? arg.substring(2).replaceFirst("=.*", "") : arg;
            throw new UsageException((arg.startsWith("--") ? arg.replaceFirst("=.*", "") + " is not an option of this command"
                    : "'" + arg + "' is not an option") + Suggest.closest(name, commands).map(s -> " (did you mean --" + s + "?)").orElse("")
                    + "; give the options of " + options.workloadFile() + " as --set NAME=VALUE (its options: " + names(w) + ")");
        }
        return new Chosen(w, variants(w, Map.of(), WorkloadFiles.sets(options.set(), w, options.workloadFile())));
    }

    static String names(Workload w) {
        return String.join(", ", w.options().stream().map(OptionSpec::name).toList());
    }

    private static List<Variant> variants(Workload w, Map<String, String> given, Map<String, List<String>> params) {
        List<String> swept = ParamSweep.swept(params);
        List<Variant> variants = new ArrayList<>();
        for (Map<String, String> combination : ParamSweep.combinations(params)) {
            Map<String, String> options = new LinkedHashMap<>(given);
            options.putAll(combination);
            Map<String, String> label = new LinkedHashMap<>(combination);
            label.keySet().retainAll(swept);
            variants.add(new Variant(label, ServerTransactionsRead.where(w.metrics(), w.configure(new OptionValues(w.options(), options)))));
        }
        return variants;
    }

    /**
     * A workload and its configured instances: one per combination of the swept params, in the order they run; one
     * when nothing is swept.
     */
    public record Chosen(Workload workload, List<Variant> variants) {
        public Chosen {
            variants = List.copyOf(variants);
        }

        /** The only instance, or the first: what a command that runs no step (prepare, cleanup) works with. */
        public ConfiguredWorkload<?> configured() {
            return variants.get(0).configured();
        }

        /** Whether {@code --param} gave an option several values. */
        public boolean swept() {
            return variants.size() > 1;
        }

        /**
         * This choice, for {@code command}, which takes one value per option; a sweep of params is refused with the fix.
         */
        public Chosen one(String command) {
            if (swept()) {
                Map.Entry<String, String> first = variants.get(0).params().entrySet().iterator().next();
                throw new UsageException("--param " + first.getKey() + "=" + String.join(",", values().get(first.getKey()))
                        + " gives several values, and " + command + " takes one; give one value (run and sweep take several)");
            }
            return this;
        }

        /** The workload and every option in effect; a swept option records all its values, as given ({@code 10,100}). */
        public WorkloadInfo info() {
            Map<String, String> options = new LinkedHashMap<>(configured().settings());
            values().forEach((name, values) -> options.put(name, String.join(",", values)));
            return new WorkloadInfo(workload.id(), options, workload.metrics());
        }

        /** Each swept option's values, in the order they run. */
        private Map<String, List<String>> values() {
            Map<String, Set<String>> values = new LinkedHashMap<>();
            for (Variant v : variants) {
                v.params().forEach((name, value) -> values.computeIfAbsent(name, k -> new LinkedHashSet<>()).add(value));
            }
            Map<String, List<String>> out = new LinkedHashMap<>();
            values.forEach((name, set) -> out.put(name, List.copyOf(set)));
            return out;
        }
    }

    /**
     * One configured instance of a sweep of params.
     *
     * @param params the swept options with this instance's values, in the order given; empty when nothing is swept
     */
    public record Variant(Map<String, String> params, ConfiguredWorkload<?> configured) {
        public Variant {
            params = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(params));
        }

        /** The name of this instance's steps on {@code target}: the target, then the swept values ({@code mariadb rows=10000}). */
        public String label(String target) {
            return params.isEmpty() ? target : target + " " + ParamSweep.label(params);
        }
    }
}

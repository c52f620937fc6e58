package dev.dbbench.runner.spec;

import dev.dbbench.spi.UsageException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The workload and its options, as given: a built-in or plugin workload by id with its options as arguments
 * ({@code --table-size 1000}; sysbench's {@code --table_size=1000} too), or a workload file with {@code set} values.
 *
 * @param workload       a workload id; null for {@link #DEFAULT_WORKLOAD} unless {@code workloadFile} is given
 * @param params         {@code NAME=V1,V2}: options run with each value in turn
 * @param workloadFile   a YAML workload file; null for none
 * @param set            {@code NAME=VALUE}: the options of the workload file
 * @param rest           the workload's options as arguments, such as {@code --tables}, {@code 4}
 * @param commandOptions the option names of the command that gave these, to suggest when a name is mistyped
 */
public record WorkloadSpec(String workload, List<String> params, Path workloadFile, List<String> set, List<String> rest,
                           List<String> commandOptions) {
    /** The workload when neither a workload nor a workload file is given. */
    public static final String DEFAULT_WORKLOAD = "oltp_read_write";

    public WorkloadSpec {
        params = List.copyOf(params);
        set = List.copyOf(set);
        rest = List.copyOf(rest);
        commandOptions = List.copyOf(commandOptions);
    }

    /** The workload {@code id} with {@code options} given as {@code name -> value} (names in kebab case). */
    public static WorkloadSpec of(String id, Map<String, String> options) {
        return new WorkloadSpec(id, List.of(), null, List.of(), arguments(options), List.of());
    }

    /** The workload file {@code file} with its options {@code set} as {@code name -> value}. */
    public static WorkloadSpec file(Path file, Map<String, String> set) {
        return new WorkloadSpec(null, List.of(), file, set.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList(),
                List.of(), List.of());
    }

    private static List<String> arguments(Map<String, String> options) {
        return options.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue()).toList();
    }

    /** This with the option {@code name} set to {@code value}: as {@code set} for a workload file, else as an argument. */
    public WorkloadSpec with(String name, String value) {
        if (workloadFile != null) {
            List<String> more = new java.util.ArrayList<>(set);
            more.add(name + "=" + value);
            return new WorkloadSpec(workload, params, workloadFile, more, rest, commandOptions);
        }
        List<String> more = new java.util.ArrayList<>(rest);
        more.add("--" + name);
        more.add(value);
        return new WorkloadSpec(workload, params, workloadFile, set, more, commandOptions);
    }

    /** The workload options given, keyed by kebab-case name; a bare flag means {@code on}. */
    public Map<String, String> values() {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < rest.size(); i++) {
            String arg = rest.get(i);
            if (!arg.startsWith("--") || arg.length() == 2) {
                throw new UsageException("'" + arg + "' is not an option; options look like --table-size 1000 (run with --help)");
            }
            String body = arg.substring(2);
            String value;
            int eq = body.indexOf('=');
            if (eq >= 0) {
                value = body.substring(eq + 1);
                body = body.substring(0, eq);
            } else if (i + 1 < rest.size() && !rest.get(i + 1).startsWith("--")) {
                value = rest.get(++i);
            } else {
                value = "on";
            }
            String name = body.replace('_', '-');
            if (out.put(name, value) != null) {
                throw new UsageException("--" + name + " is given more than once; give it once");
            }
        }
        return out;
    }
}

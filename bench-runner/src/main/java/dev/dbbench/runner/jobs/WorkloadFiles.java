package dev.dbbench.runner.jobs;

import dev.dbbench.config.ParamSweep;
import dev.dbbench.config.Suggest;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.spi.workload.WorkloadFormat;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code --workload-file} and {@code --set}: the workload a file defines, read by the format that reads such files. */
public final class WorkloadFiles {
    private WorkloadFiles() {
    }

    /** The workload {@code file} defines; a mistake in it is one line naming its file, line and column. */
    public static Workload read(Plugins plugins, Path file) {
        List<WorkloadFormat> formats = plugins.all(WorkloadFormat.class, WorkloadFormat::id).stream().map(Plugins.Found::plugin).toList();
        return formats.stream().filter(f -> f.reads(file)).findFirst()
                .orElseThrow(() -> new UsageException("--workload-file " + file + ": no workload format reads this kind of file;"
                        + " give a " + String.join(" or ", formats.stream().map(WorkloadFormat::id).toList()) + " file (.yaml)"))
                .read(file);
    }

    /**
     * The values of {@code --set NAME=VALUE}, keyed by option name ({@code table_size} is {@code table-size}, as on the
     * rest of the command line). An option whose default is a whole number takes several values separated by commas,
     * which run in turn as {@code --param}'s do; any other takes its value whole, commas included.
     */
    public static Map<String, List<String>> sets(List<String> sets, Workload w, Path file) {
        List<String> names = w.options().stream().map(OptionSpec::name).toList();
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String set : sets) {
            int eq = set.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("--set " + set + " is not NAME=VALUE; give it as --set " + (names.isEmpty() ? "name" : names.get(0))
                        + "=VALUE");
            }
            String name = set.substring(0, eq).trim().replace('_', '-');
            if (!names.contains(name)) {
                throw new UsageException("--set " + set + ": " + file + " has no option " + name
                        + Suggest.closest(name, names).map(s -> " (did you mean " + s + "?)").orElse("")
                        + "; use one of " + Workloads.names(w));
            }
            String value = set.substring(eq + 1);
            List<String> values = number(w, name) ? ParamSweep.parse(List.of(name + "=" + value), "--set").get(name) : List.of(value);
            if (out.put(name, values) != null) {
                throw new UsageException("--set " + name + " is given more than once; give it once");
            }
        }
        return out;
    }

    private static boolean number(Workload w, String name) {
        return w.options().stream().anyMatch(o -> o.name().equals(name) && o.defaultValue().matches("-?[0-9][0-9_]*"));
    }
}

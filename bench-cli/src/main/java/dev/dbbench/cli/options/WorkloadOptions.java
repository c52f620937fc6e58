package dev.dbbench.cli.options;

import dev.dbbench.spi.UsageException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The workload and its options. Workload options are not known until the workload is chosen, so
 * they arrive as unmatched arguments and are checked against the workload's own option list.
 * sysbench spellings carry over: {@code --table_size=1000} and {@code --table-size 1000} are the same.
 * {@code --param NAME=V1,V2} gives any of them several values, each run in turn.
 * A workload file's options come as {@code --set name=value} instead.
 */
public final class WorkloadOptions {
    /** The workload when neither {@code --workload} nor {@code --workload-file} is given. */
    public static final String DEFAULT_WORKLOAD = "oltp_read_write";

    @Option(names = "--workload", paramLabel = "NAME", description = "Workload name (default " + DEFAULT_WORKLOAD + "); 'list' shows all.")
    public String workload;

    @Option(names = "--param", paramLabel = "NAME=V1,V2",
            description = "A workload option with one value, or several: run and sweep then run once per value, as JMH's -p (repeatable).")
    public List<String> params = new ArrayList<>();

    @Option(names = "--workload-file", paramLabel = "FILE",
            description = "A workload defined in a YAML file instead of --workload (see docs/writing-a-workload.md).")
    public Path workloadFile;

    @Option(names = "--set", paramLabel = "NAME=V1,V2",
            description = "An option of the --workload-file; a number option takes several values, run in turn (repeatable).")
    public List<String> set = new ArrayList<>();

    /** The command this mixin belongs to, for suggesting one of its options when a name is mistyped. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** Filled by the command's {@code @Unmatched} field: picocli collects unmatched arguments only on commands. */
    public List<String> rest = new ArrayList<>();

    /** The command's own long option names without dashes ({@code threads}, {@code verbose}, ...). */
    public List<String> commandOptions() {
        List<String> names = new ArrayList<>();
        if (command != null) {
            command.options().forEach(o -> {
                if (o.longestName().startsWith("--") && !o.hidden()) {
                    names.add(o.longestName().substring(2));
                }
            });
        }
        return names;
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

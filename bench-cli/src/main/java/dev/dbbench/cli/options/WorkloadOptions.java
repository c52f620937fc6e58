package dev.dbbench.cli.options;

import dev.dbbench.runner.spec.WorkloadSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
    public static final String DEFAULT_WORKLOAD = WorkloadSpec.DEFAULT_WORKLOAD;

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

    /** These options as the runner takes them. */
    public WorkloadSpec spec() {
        return new WorkloadSpec(workload, params, workloadFile, set, rest, commandOptions());
    }
}

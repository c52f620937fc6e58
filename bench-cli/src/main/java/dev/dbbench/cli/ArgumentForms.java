package dev.dbbench.cli;

import dev.dbbench.spi.UsageException;
import java.util.HashSet;
import java.util.Set;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * The command line as picocli is to read it. Two things users bring from sysbench and from single-target
 * habits would otherwise be read wrongly or not at all:
 * <ul>
 *   <li>sysbench spells its own options with underscores ({@code --report_interval=1}); workload options
 *       take either form already, and a command option written so becomes its dashed name here;</li>
 *   <li>a connection option before the first {@code --target} would silently join the first target's
 *       group: with several targets, a {@code --db} meant for all of them reaches the first one only.</li>
 * </ul>
 */
final class ArgumentForms {
    private static final String TARGET = "--target";

    private ArgumentForms() {
    }

    static String[] normalize(CommandLine root, String[] args) {
        Set<String> known = new HashSet<>();
        collectNames(root, known);
        String[] out = args.clone();
        for (int i = 0; i < out.length; i++) {
            out[i] = dashed(out[i], known);
        }
        checkTargetsFirst(root, out);
        return out;
    }

    /** {@code --report_interval=1} as {@code --report-interval=1}, when only the dashed name is an option. */
    private static String dashed(String arg, Set<String> known) {
        if (!arg.startsWith("--") || arg.indexOf('_') < 0) {
            return arg;
        }
        int eq = arg.indexOf('=');
        String name = eq < 0 ? arg : arg.substring(0, eq);
        String dashedName = name.replace('_', '-');
        if (known.contains(name) || !known.contains(dashedName)) {
            return arg;
        }
        return dashedName + (eq < 0 ? "" : arg.substring(eq));
    }

    private static void collectNames(CommandLine cmd, Set<String> names) {
        for (OptionSpec o : cmd.getCommandSpec().options()) {
            names.addAll(Set.of(o.names()));
        }
        cmd.getSubcommands().values().forEach(sub -> collectNames(sub, names));
    }

    private static void checkTargetsFirst(CommandLine root, String[] args) {
        for (int i = 0; i < args.length; i++) {
            CommandLine sub = root.getSubcommands().get(args[i]);
            if (sub != null) {
                checkTargetsFirst(targetGroupNames(sub), args, i + 1);
                return;
            }
        }
    }

    private static void checkTargetsFirst(Set<String> groupNames, String[] args, int from) {
        if (groupNames.isEmpty()) {
            return;
        }
        String misplaced = null;
        for (int i = from; i < args.length; i++) {
            String name = args[i].split("=", 2)[0];
            if (name.equals(TARGET)) {
                if (misplaced != null) {
                    throw new UsageException(misplaced + " comes before --target; connection options belong to the --target"
                            + " before them, so put --target ID first and " + misplaced + " after it (once per target)");
                }
                return;
            }
            if (misplaced == null && groupNames.contains(name)) {
                misplaced = name;
            }
        }
        // No --target at all: picocli says that one is missing.
    }

    /** The option names of the group that {@code --target} starts, other than {@code --target} itself. */
    private static Set<String> targetGroupNames(CommandLine cmd) {
        Set<String> names = new HashSet<>();
        for (ArgGroupSpec group : cmd.getCommandSpec().argGroups()) {
            if (group.options().stream().anyMatch(o -> Set.of(o.names()).contains(TARGET))) {
                group.options().forEach(o -> names.addAll(Set.of(o.names())));
            }
        }
        names.remove(TARGET);
        return names;
    }
}

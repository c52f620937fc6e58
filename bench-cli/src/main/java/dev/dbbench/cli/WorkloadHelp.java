package dev.dbbench.cli;

import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Workload;
import java.util.List;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.Column.Overflow;
import picocli.CommandLine.Help.TextTable;

/**
 * The part of a command's help about workload options, which picocli cannot list (they depend on the workload): where
 * they go, where to see them all, and the sizing options every example uses, with their text and default read from
 * the built-in workloads so the help never drifts from them.
 */
final class WorkloadHelp {
    /** The sizing options shown, each with the workload it is read from and the family it belongs to. */
    private static final List<String[]> SHOWN = List.of(new String[] {"oltp_read_write", "tables", "oltp_*"},
            new String[] {"oltp_read_write", "table-size", "oltp_*"}, new String[] {"pgbench_tpcb_like", "scale", "pgbench_*"},
            new String[] {"tpcc", "warehouses", "tpcc"});
    private static final int OPTION_COLUMN = 29;

    private WorkloadHelp() {
    }

    /** What the section says before the options, as one paragraph. */
    static final String INTRO = "Workload options follow the workload as --NAME VALUE; each workload has its own, and"
            + " 'list --workload NAME' shows them with their defaults. The sizing options:";

    /** The text under the workload section, wrapped to {@code width} columns. */
    static String text(int width) {
        TextTable table = TextTable.forColumns(Help.defaultColorScheme(Ansi.OFF), new Column(OPTION_COLUMN, 6, Overflow.SPAN),
                new Column(Math.max(40, width - OPTION_COLUMN), 0, Overflow.WRAP));
        table.addRowValues("", INTRO);
        rows().forEach(row -> table.addRowValues(row[0], row[1]));
        return table.toString();
    }

    /** The sizing options as rows of the option ({@code --tables=N}) and its text with the family and default. */
    static List<String[]> rows() {
        Plugins plugins = Plugins.builtIn();
        return SHOWN.stream().map(shown -> {
            Workload w = plugins.workload(shown[0]).plugin();
            OptionSpec o = w.options().stream().filter(s -> s.name().equals(shown[1])).findFirst().orElseThrow();
            return new String[] {"--" + o.name() + "=N", shown[2] + ": " + o.description() + " (default " + o.defaultValue() + ")."};
        }).toList();
    }
}

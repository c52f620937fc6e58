package dev.dbbench.cli;

import dev.dbbench.cli.options.FormatOptions;
import dev.dbbench.cli.options.GlobalOptions;
import dev.dbbench.cli.options.MetricsOptions;
import dev.dbbench.cli.options.OutputOptions;
import dev.dbbench.cli.options.PluginOptions;
import dev.dbbench.cli.options.RunOptions;
import dev.dbbench.cli.options.ShardOptions;
import dev.dbbench.cli.options.StabilityOptions;
import dev.dbbench.cli.options.SweepOptions;
import dev.dbbench.cli.options.WorkloadOptions;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Each command's options in sections a reader scans in order (the target and how to reach it, the workload, how to
 * run, scale-out, output), each in the order its holder declares them, instead of one alphabetical list that mixes
 * a password option with a stop rule. The sections come from the option holders themselves, so a new option lands
 * in its section without a list to keep up to date. The reference in the docs is rendered the same way.
 */
public final class HelpSections implements CommandLine.IHelpSectionRenderer {
    /** The sections, in the order they are shown. */
    public enum Section {
        COMMAND("Options"),
        TARGET("Target and connection (repeat --target and its options for each target)"),
        WORKLOAD("Workload"),
        RUN("Run"),
        VERDICT("Stability verdict"),
        SCALE_OUT("Scale-out"),
        OUTPUT("Output"),
        GENERAL("General");

        private final String heading;

        Section(String heading) {
            this.heading = heading;
        }

        public String heading() {
            return heading;
        }
    }

    private static final Set<String> VERDICT_OPTIONS = Set.of("--analysis-window", "--stall-below", "--spike-factor", "--max-spikes",
            "--max-cv", "--max-drift", "--outage-gap");
    private static final Set<String> RUN_OPTIONS = Set.of("--threads", "--seed");
    private static final Set<String> CONNECTION_OPTIONS = Set.of("--config", "--connect-timeout", "--query-timeout");

    /**
     * Puts the sections in place of the option list of {@code cli} and of each of its subcommands, whose synopsis
     * becomes one line: the sections say the rest.
     */
    public static void install(CommandLine cli) {
        if (cli.getCommandSpec().parent() != null) {
            cli.getCommandSpec().usageMessage().abbreviateSynopsis(true);
        }
        cli.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST_HEADING, help -> "");
        cli.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST, new HelpSections());
        cli.getSubcommands().values().forEach(HelpSections::install);
    }

    @Override
    public String render(Help help) {
        StringBuilder b = new StringBuilder();
        sections(help.commandSpec()).forEach((section, options) -> {
            b.append(String.format("%n%s:%n", heading(section, options)));
            b.append(help.optionListExcludingGroups(options, help.createDefaultLayout(), null, help.createDefaultParamLabelRenderer()));
            if (section == Section.WORKLOAD) {
                b.append(WorkloadHelp.text(help.commandSpec().usageMessage().width()));
            }
        });
        return b.toString();
    }

    /** The heading of {@code section}: the target section of a command without targets is about connecting only. */
    public static String heading(Section section, List<OptionSpec> options) {
        return section == Section.TARGET && options.stream().allMatch(o -> o.group() == null) ? "Connection" : section.heading();
    }

    /** The visible options of {@code spec} by section, sections in their order, options in declaration order. */
    public static Map<Section, List<OptionSpec>> sections(CommandSpec spec) {
        Map<OptionSpec, Class<?>> owners = new IdentityHashMap<>();
        owners(spec, owners);
        Map<Section, List<OptionSpec>> sections = new EnumMap<>(Section.class);
        for (OptionSpec o : spec.options()) {
            if (!o.hidden()) {
                sections.computeIfAbsent(section(o, owners.get(o)), s -> new ArrayList<>()).add(o);
            }
        }
        return sections;
    }

    private static void owners(CommandSpec spec, Map<OptionSpec, Class<?>> owners) {
        for (CommandSpec mixin : spec.mixins().values()) {
            mixin.options().forEach(o -> owners.put(o, mixin.userObject().getClass()));
            // A mixin's own mixins are more specific: --plugins of GlobalOptions belongs to PluginOptions.
            owners(mixin, owners);
        }
    }

    private static Section section(OptionSpec o, Class<?> owner) {
        String name = o.longestName();
        if (o.group() != null || CONNECTION_OPTIONS.contains(name)) {
            return Section.TARGET;
        }
        if (o.usageHelp() || o.versionHelp() || owner == PluginOptions.class) {
            return Section.GENERAL;
        }
        if (o.inherited() || owner == OutputOptions.class || owner == MetricsOptions.class || owner == FormatOptions.class
                || "--checkpoint-every".equals(name)) {
            return Section.OUTPUT;
        }
        if (owner == WorkloadOptions.class) {
            return Section.WORKLOAD;
        }
        if (owner == ShardOptions.class) {
            return Section.SCALE_OUT;
        }
        if (VERDICT_OPTIONS.contains(name)) {
            return Section.VERDICT;
        }
        if (owner == RunOptions.class || owner == SweepOptions.class || owner == StabilityOptions.class || RUN_OPTIONS.contains(name)) {
            return Section.RUN;
        }
        return owner == GlobalOptions.class ? Section.TARGET : Section.COMMAND;
    }
}

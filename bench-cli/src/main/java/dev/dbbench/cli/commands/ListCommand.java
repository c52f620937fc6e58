package dev.dbbench.cli.commands;

import dev.dbbench.cli.DbbenchCommand;
import dev.dbbench.cli.jobs.Context;
import dev.dbbench.cli.options.GlobalOptions;
import dev.dbbench.config.Plural;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.reports.Reporters;
import dev.dbbench.spi.report.Reporter;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Options;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

@Command(name = "list", mixinStandardHelpOptions = true,
        description = "Show targets (and where each came from), workloads with their options and defaults, and report formats.",
        footer = {"", "Example: java -jar bench-cli.jar list --plugins ./my-plugins"})
public final class ListCommand implements Callable<Integer> {
    @ParentCommand
    DbbenchCommand root;

    @Mixin
    GlobalOptions globals;

    @Override
    public Integer call() {
        Context ctx = Context.of(root, globals);
        PrintStream out = root.out();
        out.println("Targets (--client auto, the default, runs a target's wire client where it serves the workload and the"
                + " connection options, else its JDBC driver):");
        List<Target> wired = new ArrayList<>();
        for (Plugins.Found<Target> t : ctx.plugins().targets()) {
            out.printf("  %-20s %s  [%s]%n", t.plugin().id(), t.plugin().description(), t.source());
            t.plugin().wireClient().ifPresent(c -> wired.add(t.plugin()));
            out.printf("      clients: %s%n", t.plugin().wireClient().isPresent() ? "wire, jdbc" : "jdbc (no wire client)");
        }
        out.println();
        out.println("Workloads:");
        for (Plugins.Found<Workload> w : ctx.plugins().workloads()) {
            out.printf("  %-24s %s  [%s]%n", w.plugin().id(), w.plugin().description(), w.source());
            if (!scripted(w.plugin(), wired)) {
                out.printf("      clients: jdbc only (no event script for the wire client)%n");
            }
            int ignored = 0;
            for (OptionSpec o : w.plugin().options()) {
                if (!w.plugin().reads(o.name())) {
                    ignored++;
                    continue;
                }
                out.printf("      --%-22s %-10s %s%n", o.name(), o.defaultValue().isEmpty() ? "''" : o.defaultValue(), o.description());
            }
            if (ignored > 0) {
                // Said, so that an accepted --point-selects on oltp_write_only is not mistaken for one that counts.
                out.printf("      (accepts and ignores %s of its family, as sysbench does)%n", Plural.count(ignored, "more option"));
            }
        }
        out.println();
        out.println("Report formats:");
        for (Reporter r : Reporters.load().all()) {
            out.printf("  %-8s %-16s %s%n", r.format(), r.fileName(), r.description());
        }
        return 0;
    }

    /** Whether {@code workload}, at its defaults, has an event script for a target with a wire client. */
    private static boolean scripted(Workload workload, List<Target> wired) {
        try {
            ConfiguredWorkload<?> configured = workload.configure(new Options(workload.options(), Map.of()));
            return wired.stream().anyMatch(t -> configured.script(t.dialect()).isPresent());
        } catch (RuntimeException e) {
            // A workload that needs options given cannot be asked at its defaults; the run says which client it took.
            return true;
        }
    }
}

package dev.dbbench.cli.commands;

import dev.dbbench.cli.DbbenchCommand;
import dev.dbbench.cli.jobs.Context;
import dev.dbbench.cli.options.GlobalOptions;
import dev.dbbench.config.Plural;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.report.Reporter;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Workload;
import java.io.PrintStream;
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
        Context ctx = Context.of(root.console(), globals, root.secrets());
        PrintStream out = root.out();
        out.println("Targets:");
        for (Plugins.Found<Target> t : ctx.plugins().targets()) {
            out.printf("  %-20s %s  [%s]%n", t.plugin().id(), t.plugin().description(), t.source());
        }
        out.println();
        out.println("Workloads:");
        for (Plugins.Found<Workload> w : ctx.plugins().workloads()) {
            out.printf("  %-24s %s  [%s]%n", w.plugin().id(), w.plugin().description(), w.source());
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
            w.plugin().outline().forEach(line -> out.println("      " + line));
        }
        out.println();
        out.println("Report formats:");
        for (Plugins.Found<Reporter> f : ctx.reporters().found()) {
            Reporter r = f.plugin();
            out.printf("  %-8s %-16s %s  [%s]%n", r.format(), r.fileName(), r.description(), f.source());
        }
        return 0;
    }
}

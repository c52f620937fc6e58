package dev.dbbench.cli.commands;

import dev.dbbench.cli.commands.DbbenchCommand;
import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.WorkloadFiles;
import dev.dbbench.cli.options.PluginOptions;
import dev.dbbench.config.OptionValues;
import dev.dbbench.config.Plural;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.report.Reporter;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.wire.WireTarget;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "list", mixinStandardHelpOptions = true,
        description = {"Show targets (and where each came from), workloads with their options and defaults, and report formats.",
            "With --workload, only that workload; with --workload-file, check that file and show its options, tables, mix and statements."},
        footer = {"", "Examples:",
            "  java -jar bench-cli.jar list --workload oltp_read_write",
            "  java -jar bench-cli.jar list --plugins ./my-plugins",
            "  java -jar bench-cli.jar list \\",
            "    --workload-file examples/workloads/order-entry.yaml"})
public final class ListCommand implements Callable<Integer> {
    @ParentCommand
    DbbenchCommand root;

    @Mixin
    PluginOptions plugins;

    @Option(names = "--workload-file", paramLabel = "FILE", description = "Check this workload file and show what it defines.")
    Path workloadFile;

    @Option(names = "--workload", paramLabel = "NAME", description = "Show only this workload, with its options and their defaults.")
    String workload;

    @Override
    public Integer call() {
        Context ctx = Context.offline(root.console(), plugins.dirs, root.secrets());
        PrintStream out = root.out();
        if (workloadFile != null) {
            return workloadFile(ctx, out);
        }
        if (workload != null) {
            Plugins.Found<Workload> w = ctx.plugins().workload(workload);
            out.println("Workload (its options go after it on the command line, as --NAME VALUE):");
            workload(out, w, wired(ctx));
            return 0;
        }
        out.println("Targets (--client auto, the default, runs a target's wire client where it serves the workload and the"
                + " connection options, else its JDBC driver):");
        for (Plugins.Found<Target> t : ctx.plugins().targets()) {
            out.printf("  %-20s %s  [%s]%n", t.plugin().id(), t.plugin().description(), t.source());
            out.printf("      clients: %s%n", WireTarget.clientOf(t.plugin()).isPresent() ? "wire, jdbc" : "jdbc (no wire client)");
        }
        out.println();
        out.println("Workloads:");
        List<Target> wired = wired(ctx);
        for (Plugins.Found<Workload> w : ctx.plugins().workloads()) {
            workload(out, w, wired);
        }
        out.println();
        out.println("Report formats:");
        for (Plugins.Found<Reporter> f : ctx.reporters().found()) {
            Reporter r = f.plugin();
            out.printf("  %-8s %-16s %s  [%s]%n", r.format(), r.fileName(), r.description(), f.source());
        }
        return 0;
    }

    /** The targets that have a wire client. */
    private static List<Target> wired(Context ctx) {
        List<Target> wired = new ArrayList<>();
        ctx.plugins().targets().forEach(t -> WireTarget.clientOf(t.plugin()).ifPresent(c -> wired.add(t.plugin())));
        return wired;
    }

    /** One workload: its description, which clients run it, its options with their defaults, and its outline. */
    private static void workload(PrintStream out, Plugins.Found<Workload> w, List<Target> wired) {
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
        w.plugin().outline(new OptionValues(w.plugin().options(), Map.of())).forEach(line -> out.println("      " + line));
        w.plugin().metrics().forEach(m -> out.println("      metric " + MetricLine.of(m)));
    }

    /** The file's workload as every workload is listed, then what the file defines; reading it checks it. */
    private int workloadFile(Context ctx, PrintStream out) {
        Workload w = WorkloadFiles.read(ctx.plugins(), workloadFile);
        List<String> outline = w.outline(new OptionValues(w.options(), Map.of()));
        out.printf("Workload file %s: %s  (%s)%n", workloadFile, w.id(), w.description());
        out.println("Options (--set NAME=VALUE):");
        for (OptionSpec o : w.options()) {
            out.printf("  %-24s %-10s %s%n", o.name(), o.defaultValue().isEmpty() ? "''" : o.defaultValue(), o.description());
        }
        outline.forEach(out::println);
        if (!w.metrics().isEmpty()) {
            out.println("Metrics (beside TPS and latency; each ends with its key in result.json):");
            w.metrics().forEach(m -> out.println("  " + MetricLine.of(m)));
        }
        return 0;
    }

    /** Whether {@code workload}, at its defaults, has an event script for a target with a wire client. */
    private static boolean scripted(Workload workload, List<Target> wired) {
        try {
            ConfiguredWorkload<?> configured = workload.configure(new OptionValues(workload.options(), Map.of()));
            return wired.stream().anyMatch(t -> configured.traits().script(t.dialect()).isPresent());
        } catch (RuntimeException e) {
            // A workload that needs options given cannot be asked at its defaults; the run says which client it took.
            return true;
        }
    }
}

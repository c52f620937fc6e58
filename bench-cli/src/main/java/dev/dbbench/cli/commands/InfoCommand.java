package dev.dbbench.cli.commands;

import dev.dbbench.cli.jobs.Context;
import dev.dbbench.cli.jobs.ResolvedTarget;
import dev.dbbench.cli.jobs.Session;
import dev.dbbench.config.UsageException;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.PsMode;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Print each server's product, version and the settings that explain performance, side by side.",
        footer = {"", "Example: java -jar bench-cli.jar info --target mysql --host a --user u --password-env PA --target postgresql --host b --user u --password-env PB"})
public final class InfoCommand extends TargetCommand implements Callable<Integer> {
    @Override
    public Integer call() throws Exception {
        if (targets.isEmpty()) {
            throw new UsageException("info needs at least one --target; give --target mysql|postgresql|... with --host, --user and --db (repeat for more)");
        }
        Context ctx = context();
        List<TargetInfo> infos = new ArrayList<>();
        for (ResolvedTarget t : ctx.targets(targets)) {
            try (Session s = new Session(t, PsMode.AUTO)) {
                infos.add(s.describe());
            }
        }
        print(root.out(), infos);
        return 0;
    }

    private static void print(PrintStream out, List<TargetInfo> infos) {
        TreeSet<String> names = new TreeSet<>();
        infos.forEach(i -> names.addAll(i.server().settings().keySet()));
        int width = Math.max(24, names.stream().mapToInt(String::length).max().orElse(0) + 2);
        StringBuilder head = new StringBuilder(String.format("%-" + width + "s", "setting"));
        infos.forEach(i -> head.append(String.format(" | %-28s", i.name())));
        out.println(head);
        row(out, width, "product", infos.stream().map(i -> i.server().product()).toList());
        row(out, width, "version", infos.stream().map(i -> i.server().version()).toList());
        row(out, width, "url", infos.stream().map(TargetInfo::url).toList());
        for (String n : names) {
            row(out, width, n, infos.stream().map(i -> i.server().settings().getOrDefault(n, "(absent)")).toList());
        }
    }

    private static void row(PrintStream out, int width, String name, List<String> values) {
        StringBuilder b = new StringBuilder(String.format("%-" + width + "s", name));
        values.forEach(v -> b.append(String.format(" | %-28s", v)));
        out.println(b);
    }
}

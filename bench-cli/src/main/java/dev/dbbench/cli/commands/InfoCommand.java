package dev.dbbench.cli.commands;

import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.ResolvedTarget;
import dev.dbbench.runner.jobs.Session;
import dev.dbbench.cli.options.ConnectionOptions;
import dev.dbbench.reports.Fmt;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;

@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Print each server's product, version and the settings that explain performance, side by side.",
        footer = {"", "Example:",
            "  java -jar bench-cli.jar info \\",
            "    --target mysql --host a --user u --db sbtest --password-env PA \\",
            "    --target postgresql --host b --user u --db sbtest --password-env PB"})
public final class InfoCommand extends TargetCommand implements Callable<Integer> {
    @ArgGroup(exclusive = false, multiplicity = "0..*")
    List<ConnectionOptions> targets = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        if (targets.isEmpty()) {
            throw new UsageException("info needs at least one --target; give --target mysql|postgresql|... with --host, --user and --db (repeat for more)");
        }
        Context ctx = context();
        List<TargetInfo> infos = new ArrayList<>();
        for (ResolvedTarget t : ctx.targets(ConnectionOptions.specs(targets))) {
            try (Session s = new Session(t, PsMode.AUTO)) {
                infos.add(s.describe());
            }
        }
        print(root.out(), infos);
        return 0;
    }

    static void print(PrintStream out, List<TargetInfo> infos) {
        TreeSet<String> names = new TreeSet<>();
        infos.forEach(i -> names.addAll(i.server().settings().keySet()));
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("setting", infos.stream().map(TargetInfo::name).toList()));
        rows.add(row("product", infos.stream().map(i -> i.server().product()).toList()));
        rows.add(row("version", infos.stream().map(i -> i.server().version()).toList()));
        rows.add(row("url", infos.stream().map(TargetInfo::url).toList()));
        for (String n : names) {
            // An empty setting shows as "", as the reports show it, not as a blank cell beside (absent).
            rows.add(row(n, infos.stream().map(i -> i.server().settings().getOrDefault(n, "(absent)"))
                    .map(v -> v.isEmpty() ? Fmt.EMPTY : v).toList()));
        }
        // Each column as wide as its longest value, so a long URL or version does not push the next column out.
        int[] widths = new int[infos.size() + 1];
        for (List<String> r : rows) {
            for (int c = 0; c < r.size(); c++) {
                widths[c] = Math.max(widths[c], r.get(c).length());
            }
        }
        for (List<String> r : rows) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < r.size(); c++) {
                String cell = r.get(c);
                b.append(c == 0 ? "" : " | ").append(cell);
                if (c < r.size() - 1) {
                    b.append(" ".repeat(widths[c] - cell.length()));
                }
            }
            out.println(b);
        }
    }

    private static List<String> row(String name, List<String> values) {
        List<String> row = new ArrayList<>(values.size() + 1);
        row.add(name);
        row.addAll(values);
        return row;
    }
}

package dev.dbbench.cli;

import dev.dbbench.cli.commands.DbbenchCommand;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Writes the command reference of the docs site from the commands' own model, in the sections of their
 * {@code --help} ({@link HelpSections}), so the reference can never say other than the program:
 * {@code java -cp bench-cli.jar dev.dbbench.cli.Reference docs/commands.md}.
 */
public final class Reference {
    private Reference() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: Reference FILE.md");
            System.exit(2);
        }
        PrintStream none = new PrintStream(PrintStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        Files.writeString(Path.of(args[0]), markdown(new CommandLine(new DbbenchCommand(none, none))), StandardCharsets.UTF_8);
    }

    /** The reference of {@code root} and every subcommand, as one Markdown page. */
    static String markdown(CommandLine root) {
        StringBuilder b = new StringBuilder("# Command reference\n\n```bash\njava -jar bench-cli.jar COMMAND --help\n```\n\n")
                .append("Every command, its options by section and their defaults, as `--help` prints them. This page is written from")
                .append(" the program itself each time the site is built. Workload options (`--tables`, `--scale`, ...) depend")
                .append(" on the workload: `java -jar bench-cli.jar list --workload NAME` shows them.\n\n");
        b.append("| command | what it does |\n|---|---|\n");
        root.getSubcommands().forEach((name, c) -> b.append("| [`").append(name).append("`](#").append(name).append(") | ")
                .append(cell(String.join(" ", c.getCommandSpec().usageMessage().description()))).append(" |\n"));
        root.getSubcommands().forEach((name, c) -> command(b, c.getCommandSpec()));
        b.append("\n## Options every command takes\n\n");
        options(b, root.getCommandSpec().options());
        b.append("\n").append(String.join("\n", root.getCommandSpec().usageMessage().footer()).trim()
                .replaceFirst("(?s)Example:.*?\n(?=Exit codes)", "")).append("\n");
        return b.toString();
    }

    private static void command(StringBuilder b, CommandSpec spec) {
        b.append("\n## ").append(spec.name()).append("\n\n");
        String[] description = spec.usageMessage().description();
        b.append(String.join(" ", description.length > 0 ? description : spec.usageMessage().header())).append("\n\n");
        StringBuilder synopsis = new StringBuilder("java -jar bench-cli.jar ").append(spec.name()).append(" [OPTIONS]");
        for (PositionalParamSpec p : spec.positionalParameters()) {
            synopsis.append(' ').append(p.paramLabel()).append(p.arity().max() > 1 ? "..." : "");
        }
        b.append("```\n").append(synopsis).append("\n```\n");
        for (PositionalParamSpec p : spec.positionalParameters()) {
            b.append("\n`").append(p.paramLabel()).append("`: ").append(String.join(" ", p.description())).append("\n");
        }
        for (Map.Entry<HelpSections.Section, List<OptionSpec>> section : HelpSections.sections(spec).entrySet()) {
            List<OptionSpec> own = section.getValue().stream().filter(o -> !o.inherited() && !o.usageHelp() && !o.versionHelp()).toList();
            if (own.isEmpty()) {
                continue;
            }
            b.append("\n### ").append(HelpSections.heading(section.getKey(), own)).append("\n\n");
            options(b, own);
            if (section.getKey() == HelpSections.Section.WORKLOAD) {
                b.append("\n").append(WorkloadHelp.INTRO).append("\n\n| option | meaning |\n|---|---|\n");
                WorkloadHelp.rows().forEach(r -> b.append("| `").append(r[0]).append("` | ").append(cell(r[1])).append(" |\n"));
            }
        }
        String footer = String.join("\n", spec.usageMessage().footer()).trim();
        int example = footer.indexOf("Example");
        if (example >= 0) {
            String[] parts = footer.substring(example).split("\n", 2);
            String[] lines = parts[1].split("\n");
            StringBuilder code = new StringBuilder();
            StringBuilder after = new StringBuilder();
            for (String line : lines) {
                (line.startsWith("  ") && after.length() == 0 ? code : after).append(line.startsWith("  ") ? line.substring(2) : line)
                        .append("\n");
            }
            b.append("\n").append(parts[0]).append("\n\n```bash\n").append(code).append("```\n");
            if (after.length() > 0) {
                b.append("\n").append(after);
            }
        }
    }

    private static void options(StringBuilder b, List<OptionSpec> options) {
        b.append("| option | meaning |\n|---|---|\n");
        for (OptionSpec o : options) {
            if (o.hidden()) {
                continue;
            }
            String names = String.join(", ", java.util.Arrays.stream(o.names()).map(n -> "`" + n
                    + (o.typeInfo().isBoolean() ? "" : "=" + o.paramLabel()) + "`").toList());
            b.append("| ").append(names.replace("|", "\\|")).append(" | ").append(cell(String.join(" ", o.description()))).append(" |\n");
        }
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("<", "&lt;").replace("\n", " ");
    }
}

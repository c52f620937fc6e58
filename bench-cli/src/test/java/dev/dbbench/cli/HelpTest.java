package dev.dbbench.cli;

import dev.dbbench.cli.commands.DbbenchCommand;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** Every command's {@code --help}: grouped, with one placeholder style, every default shown and examples that paste. */
class HelpTest {
    private static final List<String> MEASURING = List.of("run", "sweep", "stability");

    @Test
    void theMeasuringCommandsGroupTheirOptionsInTheOrderAReaderNeedsThem() {
        for (String command : MEASURING) {
            String help = help(command);
            int target = help.indexOf("\nTarget and connection");
            int workload = help.indexOf("\nWorkload:");
            int run = help.indexOf("\nRun:");
            int output = help.indexOf("\nOutput:");
            assertThat(target).as(command).isPositive();
            assertThat(workload).as(command).isGreaterThan(target);
            assertThat(run).as(command).isGreaterThan(workload);
            assertThat(output).as(command).isGreaterThan(run);
            assertThat(help).as(command).contains("Usage: dbbench " + command + " [OPTIONS]\n");
        }
    }

    /** Every example sizes the tables; the help says how, and where the rest of a workload's options are. */
    @Test
    void theWorkloadSectionShowsTheSizingOptionsAndWhereTheOthersAre() {
        for (String command : List.of("run", "sweep", "stability", "prepare", "cleanup")) {
            assertThat(help(command)).as(command).contains("--tables=N", "--table-size=N", "(default 10000)", "list\n")
                    .containsPattern("'list\\s+--workload\\s+NAME'");
        }
    }

    @Test
    void onlyTheCommandsThatWriteAResultTakeTagAndPrice() {
        for (String command : List.of("info", "cleanup", "prepare")) {
            assertThat(help(command)).as(command).doesNotContain("--price", "--tag");
            assertThat(Cli.run(command, "--target", "mysql", "--price", "1/h").err()).as(command).contains("--price");
        }
        for (String command : List.of("run", "sweep", "stability", "probe")) {
            assertThat(help(command)).as(command).contains("--price=AMOUNT/h", "--tag=KEY=VALUE");
        }
    }

    @Test
    void everyOptionHasAnUpperCasePlaceholderAndShowsItsDefault() {
        List<String> problems = new ArrayList<>();
        for (CommandSpec command : commands()) {
            for (OptionSpec o : command.options()) {
                if (o.hidden() || o.usageHelp() || o.versionHelp()) {
                    continue;
                }
                String where = command.name() + " " + o.longestName();
                if (!o.typeInfo().isBoolean() && !o.paramLabel().matches("[A-Z][A-Z0-9=,./_-]*(\\|[A-Za-z]+)*(/h)?")) {
                    problems.add(where + ": placeholder " + o.paramLabel());
                }
                String text = String.join(" ", o.description());
                if (o.defaultValue() != null && !text.contains("default")) {
                    problems.add(where + ": default " + o.defaultValue() + " not shown");
                }
                // A placeholder is <word>; a comparison such as p95<20ms is the option's own syntax.
                if (text.matches("(?s).*<[A-Za-z].*")) {
                    problems.add(where + ": a <placeholder> in its text");
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    /** An example pastes into a shell: each line it continues on ends with a backslash, and no line wraps at 80 columns. */
    @Test
    void examplesPasteIntoAShellAndNoLineIsWiderThanATerminal() {
        for (CommandSpec command : commands()) {
            String name = command.parent() == null ? "" : command.name();
            String help = name.isEmpty() ? Cli.run("--help").out() : help(name);
            List<String> lines = help.lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                assertThat(line.length()).as(name + ": " + line).isLessThanOrEqualTo(80);
                boolean continued = i + 1 < lines.size() && lines.get(i + 1).startsWith("    --") && line.trim().startsWith("java -jar")
                        || i + 1 < lines.size() && lines.get(i + 1).startsWith("    --") && line.startsWith("    --");
                if (continued) {
                    assertThat(line).as(name + ": a continued example line").endsWith(" \\");
                }
            }
            assertThat(help).as(name).contains("  java -jar bench-cli.jar ");
        }
    }

    /** A description with a lone {@code %} is shown raw, with a warning on standard error, instead of formatted. */
    @Test
    void everyDescriptionFormatsWithoutAWarning() {
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        PrintStream saved = System.err;
        System.setErr(new PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            for (CommandSpec command : commands()) {
                command.commandLine().getUsageMessage();
            }
        } finally {
            System.setErr(saved);
        }
        assertThat(err.toString(java.nio.charset.StandardCharsets.UTF_8)).as("write a per cent sign as %%").isEmpty();
    }

    private static String help(String command) {
        Cli cli = Cli.run(command, "--help");
        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        return cli.out();
    }

    private static List<CommandSpec> commands() {
        CommandLine root = new CommandLine(new DbbenchCommand(new PrintStream(PrintStream.nullOutputStream()),
                new PrintStream(PrintStream.nullOutputStream())));
        List<CommandSpec> all = new ArrayList<>();
        all.add(root.getCommandSpec());
        root.getSubcommands().values().forEach(c -> all.add(c.getCommandSpec()));
        return all;
    }
}

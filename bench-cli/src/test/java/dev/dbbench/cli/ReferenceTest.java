package dev.dbbench.cli;

import dev.dbbench.cli.commands.DbbenchCommand;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** The command reference of the docs has every command and every option the program has, in its sections. */
class ReferenceTest {
    @Test
    void namesEveryCommandAndEveryVisibleOption() {
        PrintStream none = new PrintStream(PrintStream.nullOutputStream());
        CommandLine root = new CommandLine(new DbbenchCommand(none, none));

        String page = Reference.markdown(root);

        assertThat(page).startsWith("# Command reference\n\n```bash\n");
        root.getSubcommands().forEach((name, command) -> {
            assertThat(page).contains("\n## " + name + "\n", "](#" + name + ")");
            String section = page.substring(page.indexOf("\n## " + name + "\n"));
            section = section.substring(0, section.indexOf("\n## ", 4));
            for (OptionSpec o : command.getCommandSpec().options()) {
                if (!o.hidden() && !o.inherited() && !o.usageHelp() && !o.versionHelp()) {
                    assertThat(section).as(name).contains("`" + o.longestName());
                }
            }
        });
        assertThat(page).contains("### Target and connection", "### Workload", "### Run", "### Output", "`--tables=N`",
                "```bash\njava -jar bench-cli.jar sweep \\\n").doesNotContain("${DEFAULT-VALUE}", "<timestamp>");
        assertThat(page.substring(page.indexOf("\n## info\n"), page.indexOf("\n## prepare\n"))).doesNotContain("--price", "--tag");
    }
}

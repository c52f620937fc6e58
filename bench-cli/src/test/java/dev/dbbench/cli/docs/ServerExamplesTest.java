package dev.dbbench.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The guide's examples against a server of the reader's own (not runnable here): each target of a command that
 * connects names its database, since the default one, {@code dbbench}, is rarely on a reader's server and the command
 * would fail as written. A refusal shown as such ({@code # error: ...}) is exempt.
 */
class ServerExamplesTest {
    private static final Pattern CONNECTS = Pattern.compile(
            "^(java -jar bench-cli\\.jar|bin/dbbench|dbbench) (probe|run|sweep|stability|prepare|cleanup|info) .*");
    private static final Pattern LOCAL = Pattern.compile("--host (127\\.0\\.0\\.1|localhost)\\b");

    @Test
    void everyTargetOfAServerExampleNamesItsDatabase() throws IOException {
        List<String> missing = new ArrayList<>();
        try (Stream<Path> pages = Files.list(Path.of("..", "docs"))) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                for (String command : commands(page)) {
                    if (!CONNECTS.matcher(command).matches() || command.contains("# error:") || command.contains("--config")) {
                        continue;
                    }
                    String[] targets = command.split("--target ");
                    for (int t = 1; t < targets.length; t++) {
                        String target = targets[t];
                        if (target.contains("--host") && !LOCAL.matcher(target).find() && !target.contains("--db")
                                && !target.contains("--url")) {
                            missing.add(page.getFileName() + ": " + command);
                        }
                    }
                }
            }
        }
        assertThat(missing).as("examples whose target has no --db").isEmpty();
    }

    /** The commands of a page's code blocks, each with its continued lines joined. */
    private static List<String> commands(Path page) throws IOException {
        List<String> out = new ArrayList<>();
        boolean inBlock = false;
        StringBuilder command = new StringBuilder();
        for (String line : Files.readAllLines(page)) {
            if (line.startsWith("```")) {
                inBlock = !inBlock;
                continue;
            }
            if (!inBlock) {
                continue;
            }
            String stripped = line.strip();
            command.append(stripped.endsWith("\\") ? stripped.substring(0, stripped.length() - 1) : stripped).append(' ');
            if (!stripped.endsWith("\\")) {
                out.add(command.toString().strip());
                command.setLength(0);
            }
        }
        return out;
    }
}

package dev.dbbench.cli.mistakes;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** Runs a {@link Mistake} through the command line and checks the one-line contract of issue 7. */
final class MistakeCheck {
    /** Commands that write a results folder, and so get {@code --out} pointed at a folder that must not appear. */
    private static final Set<String> MEASURING = Set.of("run", "sweep", "stability");
    /** A fix names an action: every accepted line holds one of these words. */
    static final Pattern HINT = Pattern.compile("(?i)\\b(give|use|run|write|check|choose|add|remove|create|pass|put|export|fix|"
            + "set|make|leave|rebuild|raise|must|did you mean)\\b");

    private MistakeCheck() {
    }

    /** Runs {@code m} with its results folder (if any) at {@code out}; returns the single stderr line. */
    static String check(Mistake m, Path out) {
        Cli result = Cli.run(withOut(m.args(), out));
        List<String> lines = result.err().lines().filter(l -> !l.isBlank()).toList();
        assertThat(result.exitCode()).as("exit code of %s%n%s", m, result).isEqualTo(m.exitCode());
        assertThat(lines).as("stderr of %s%n%s", m, result).hasSize(1);
        String line = lines.get(0);
        assertThat(line).as("%s", m).doesNotContain("Exception").doesNotContain("at dev.").doesNotContain("\tat ");
        assertThat(m.mentions()).as("%s must say what the line names", m).isNotEmpty();
        assertThat(line).as("%s names the bad value", m).contains(m.mentions());
        assertThat(HINT.matcher(line).find()).as("%s says what to do: %s", m, line).isTrue();
        for (String secret : m.absent()) {
            assertThat(result.out() + result.err()).as("%s leaks %s", m, secret).doesNotContain(secret);
        }
        assertThat(out).as("%s left a results folder", m).doesNotExist();
        return line;
    }

    /** A local port nothing listens on, so a command that wrongly connected would fail with the wrong line. */
    static int closedPort() throws java.io.IOException {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Inserts {@code --out DIR} after the command of a measuring command that does not set one itself. */
    static List<String> withOut(List<String> args, Path out) {
        if (args.isEmpty() || !MEASURING.contains(args.get(0)) || args.contains("--out")) {
            return args;
        }
        List<String> all = new ArrayList<>(args);
        all.addAll(1, List.of("--out", out.toString()));
        return all;
    }
}

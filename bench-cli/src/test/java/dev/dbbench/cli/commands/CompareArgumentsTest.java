package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareArgumentsTest {
    @TempDir
    Path tmp;

    /** With one folder, the message names the second DIR as missing, not the one given. */
    @Test
    void oneFolderIsNamedAndAnotherAskedFor() throws Exception {
        Path a = Files.createDirectories(tmp.resolve("cloud-a"));

        Cli cli = Cli.run("compare", a.toString());

        assertThat(cli.exitCode()).as(cli.toString()).isEqualTo(2);
        assertThat(cli.err().strip().lines().count()).as(cli.err()).isEqualTo(1);
        assertThat(cli.err()).contains(a.toString(), "two or more").doesNotContain("is missing");
    }
}

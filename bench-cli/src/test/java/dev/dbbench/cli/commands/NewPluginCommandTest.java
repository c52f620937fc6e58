package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NewPluginCommandTest {
    @TempDir
    Path tmp;

    /** The one command writes the project and says how to build it; a second run into the same folder is refused. */
    @Test
    void writesAPluginAndRefusesAFolderThatIsNotEmpty() {
        String dir = tmp.resolve("acme-target").toString();
        Cli r = Cli.run("new-plugin", "--kind", "target", "--dir", dir, "--package", "com.acme.dbbench");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.out()).contains("Wrote a target plugin, acme (com.acme.dbbench.AcmeTarget), into " + dir)
                .contains("mvn package").contains("target/dbbench-acme-target-0.1.0.jar into plugins/");

        Cli again = Cli.run("new-plugin", "--kind", "workload", "--dir", dir);
        assertThat(again.exitCode()).isEqualTo(2);
        assertThat(again.err().strip()).isEqualTo("error: --dir " + dir + " is not empty; give a new or empty folder for the plugin");
    }
}

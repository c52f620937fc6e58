package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.testing.PluginJars;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Workload classes in plugin jars as the command line shows them: a good one in {@code list} with its jar, params and
 * transactions; one that breaks the rules as one warning per mistake, and exit code 2 when it is asked for.
 */
class AnnotatedWorkloadJarTest {
    @TempDir
    Path tmp;

    private Path plugins;

    @BeforeEach
    void jars() throws Exception {
        plugins = Files.createDirectories(tmp.resolve("plugins"));
        Path good = PluginJars.compile(tmp.resolve("good"), "acme.Orders", """
                package acme;
                import dev.dbbench.spi.bench.*;
                import dev.dbbench.spi.workload.*;
                @Benchmark(id = "acme_orders", description = "orders from a jar")
                public class Orders implements AnnotatedWorkload {
                    @Param(value = "3", description = "rows per order") public int rows;
                    @Transaction(weight = 2) public void order(Counter c) { c.write(); }
                    @Transaction public void look(Counter c) { c.read(); }
                }
                """);
        PluginJars.jar(plugins.resolve("orders.jar"), AnnotatedWorkload.class, good, "acme.Orders");
        Path bad = PluginJars.compile(tmp.resolve("bad"), "acme.Bad", """
                package acme;
                import dev.dbbench.spi.bench.*;
                import dev.dbbench.spi.workload.*;
                @Benchmark(id = "acme_bad", description = "two mistakes")
                public class Bad implements AnnotatedWorkload {
                    @Param("x") public int rows;
                    @Transaction public void order(Counter c, String what) { }
                }
                """);
        PluginJars.jar(plugins.resolve("bad.jar"), AnnotatedWorkload.class, bad, "acme.Bad");
    }

    @Test
    void listShowsTheJarsWorkloadWithItsParamsAndTransactionsAndWarnsOncePerMistake() {
        Cli r = Cli.run("list", "--plugins", plugins.toString());
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.out()).containsPattern("\n  acme_orders +orders from a jar  \\[" + java.util.regex.Pattern.quote(
                plugins.resolve("orders.jar").toString()) + "]\n      clients: jdbc only \\(no event script for the wire client\\)\n"
                + "      --rows +3 +rows per order\n      transactions \\(weight\\): order 2, look 1\n");
        assertThat(r.out()).doesNotContain("acme_bad");
        assertThat(r.err().lines().toList()).as(r.toString()).containsExactlyInAnyOrder(
                "warning: plugin " + plugins.resolve("bad.jar") + ": skipped workload class acme.Bad: Bad.rows: the @Param default does"
                        + " not fit: --rows x is not a whole number; give a number from -2147483648 to 2147483647 (fix the default)",
                "warning: plugin " + plugins.resolve("bad.jar") + ": skipped workload class acme.Bad: Bad.order: parameter 2 is a String,"
                        + " which a @Transaction method does not take; take any of its @State class, Counter, Connection");
    }

    @Test
    void askingForAWorkloadThatBreaksTheRulesIsAUsageError() {
        Cli r = Cli.run("run", "--plugins", plugins.toString(), "--workload", "acme_bad", "--target", "mysql", "--port", "1",
                "--out", tmp.resolve("r").toString());
        assertThat(r.exitCode()).as(r.toString()).isEqualTo(2);
        List<String> lines = r.err().lines().toList();
        assertThat(lines).as(r.toString()).hasSize(3);
        assertThat(lines.get(2)).isEqualTo("error: --workload acme_bad: its class in " + plugins.resolve("bad.jar") + " breaks the rules"
                + " of workload classes (the warnings above name each mistake); fix them and rebuild");
        assertThat(tmp.resolve("r")).doesNotExist();
    }
}

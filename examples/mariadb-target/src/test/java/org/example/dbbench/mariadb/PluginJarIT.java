package org.example.dbbench.mariadb;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.PsMode;
import dev.dbbench.testing.CliJar;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a user does with the plugin: drop the one jar this module builds into a plugins folder and run
 * the real {@code bench-cli.jar} in its own JVM, where nothing of this module is on the class path.
 */
class PluginJarIT {
    private static final String DB = "dbbench_plugin_it";
    private static final List<String> DATA = List.of("--workload", "oltp_read_only", "--tables", "1", "--table-size", "2000");

    @TempDir
    Path tmp;

    @Test
    void theDroppedJarIsListedAndRunsASweep() throws Exception {
        CliJar cli = new CliJar(CliJar.required("dbbench.cli.jar", "build bench-cli first (./mvnw package from the root)"),
                tmp.resolve("logs"));
        Path plugin = CliJar.required("dbbench.plugin.jar", "run through Maven's integration-test phase, after package");
        TestServers.Server s = TestServers.require(Kind.MYSQL);
        try (Connection c = new MariaDbTarget().connector().connect(s.spec(), PsMode.DISABLE); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE IF NOT EXISTS " + DB);
        }
        Path plugins = Files.createDirectories(tmp.resolve("plugins"));
        Files.copy(plugin, plugins.resolve(plugin.getFileName()));

        CliJar.Result list = run(cli, plugins, List.of("list"));
        assertThat(list.out()).containsPattern("mariadb-example\\s+MariaDB \\(MariaDB Connector/J\\).*" + plugin.getFileName());

        List<String> target = new ArrayList<>(s.cliArgs("mariadb-example"));
        target.set(target.indexOf("--db") + 1, DB);
        CliJar.Result prepare = run(cli, plugins, concat(List.of("prepare"), target, DATA));
        assertThat(prepare.exit()).as(prepare.toString()).isZero();
        Path out = tmp.resolve("sweep");
        CliJar.Result sweep = run(cli, plugins, concat(List.of("sweep"), target, DATA,
                List.of("--threads", "1,2", "--time", "2s", "--warmup", "0", "--quiet", "--out", out.toString())));
        assertThat(sweep.exit()).as(sweep.toString()).isZero();
        String result = Files.readString(out.resolve("result.json"));
        assertThat(result).contains("\"id\" : \"mariadb-example\"").contains(plugin.getFileName().toString())
                .containsPattern("MariaDB Connector/J \\d+\\.\\d+\\.\\d+");
        run(cli, plugins, concat(List.of("cleanup"), target, DATA));
    }

    @SafeVarargs
    private static List<String> concat(List<String>... parts) {
        List<String> all = new ArrayList<>();
        for (List<String> p : parts) {
            all.addAll(p);
        }
        return all;
    }

    /** A run with the plugins folder named, as a user with plugins elsewhere than beside the jar runs it. */
    private static CliJar.Result run(CliJar cli, Path plugins, List<String> args) throws IOException, InterruptedException {
        return cli.run(concat(args, List.of("--plugins", plugins.toString())));
    }
}

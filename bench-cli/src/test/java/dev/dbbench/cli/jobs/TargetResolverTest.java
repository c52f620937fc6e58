package dev.dbbench.cli.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.options.GlobalOptions;
import dev.dbbench.cli.options.TargetOptions;
import dev.dbbench.plugin.Plugins;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the command line and {@code --config} combine where a URL meets a host and port. */
class TargetResolverTest {
    @TempDir
    Path dir;

    /** The command line wins over the file; the note printed from the overrides says what the URL replaced. */
    @Test
    void aUrlOnTheCommandLineOverridesTheFilesHostAndPortAndSaysSo() throws IOException {
        Path config = Files.writeString(dir.resolve("c.yaml"), "targets:\n  a:\n    target: mysql\n    host: db1\n    port: 3307\n");
        TargetOptions o = entryA();
        o.url = "jdbc:mysql://127.0.0.1:3306/x";
        ResolvedTarget t = resolve(config, o);
        assertThat(t.spec().url()).contains("jdbc:mysql://127.0.0.1:3306/x");
        assertThat(t.overrides()).containsExactly("host, port");
    }

    /** A password given on the command line wins over the file's, even when the two name different sources. */
    @Test
    void aPasswordFileOnTheCommandLineWinsOverTheFilesPasswordEnv() throws IOException {
        Path config = Files.writeString(dir.resolve("c.yaml"), "targets:\n  a: {target: mysql, passwordEnv: DBBENCH_NOT_SET_44}\n");
        TargetOptions o = entryA();
        o.passwordFile = Files.writeString(dir.resolve("pw"), "from-the-command-line\n");
        ResolvedTarget t = resolve(config, o);
        assertThat(t.spec().password().reveal()).isEqualTo("from-the-command-line");
        assertThat(t.overrides()).containsExactly("password-env (by --password-file)");
    }

    /** The same source on both sides overrides nothing, so there is nothing to note. */
    @Test
    void theSamePasswordEnvOnBothSidesIsNoOverride() throws IOException {
        Path config = Files.writeString(dir.resolve("c.yaml"), "targets:\n  a: {target: mysql, passwordEnv: PATH}\n");
        TargetOptions o = entryA();
        o.passwordEnv = "PATH";
        assertThat(resolve(config, o).overrides()).isEmpty();
        o.passwordEnv = "HOME";
        ResolvedTarget t = resolve(config, o);
        assertThat(t.overrides()).containsExactly("password-env");
    }

    /** The socket is a driver property, not part of the URL; the recorded URL names it so reports do not read like TCP. */
    @Test
    void aSocketTargetRecordsItsSocketBesideTheUrl() {
        TargetOptions o = new TargetOptions();
        o.target = "mysql";
        o.socket = Path.of("/run/mysqld/mysqld.sock");
        ResolvedTarget t = resolve(null, o);
        assertThat(t.info(null).url()).endsWith(":3306/dbbench via socket /run/mysqld/mysqld.sock");
        o.socket = null;
        assertThat(resolve(null, o).info(null).url()).doesNotContain("socket");
    }

    /** The command line's options for the file's entry {@code a}. */
    private static TargetOptions entryA() {
        TargetOptions o = new TargetOptions();
        o.target = "a";
        return o;
    }

    private static ResolvedTarget resolve(Path config, TargetOptions o) {
        return new TargetResolver(Plugins.builtIn(), globals(config), new Secrets()).resolve(List.of(o)).get(0);
    }

    private static GlobalOptions globals(Path config) {
        GlobalOptions g = new GlobalOptions();
        g.config = config;
        g.connectTimeout = "10s";
        g.queryTimeout = "30s";
        return g;
    }
}

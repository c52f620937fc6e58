package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.plugin.Plugins;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
        Given.Target o = entryA();
        o.url = "jdbc:mysql://127.0.0.1:3306/x";
        ResolvedTarget t = resolve(config, o);
        assertThat(t.spec().url()).contains("jdbc:mysql://127.0.0.1:3306/x");
        assertThat(t.overrides()).containsExactly("host, port");
    }

    /** A password given on the command line wins over the file's, even when the two name different sources. */
    @Test
    void aPasswordFileOnTheCommandLineWinsOverTheFilesPasswordEnv() throws IOException {
        Path config = Files.writeString(dir.resolve("c.yaml"), "targets:\n  a: {target: mysql, passwordEnv: DBBENCH_NOT_SET_44}\n");
        Given.Target o = entryA();
        o.passwordFile = Files.writeString(dir.resolve("pw"), "from-the-command-line\n");
        ResolvedTarget t = resolve(config, o);
        assertThat(t.spec().password().reveal()).isEqualTo("from-the-command-line");
        assertThat(t.overrides()).containsExactly("password-env (by --password-file)");
    }

    /** The same source on both sides overrides nothing, so there is nothing to note. */
    @Test
    void theSamePasswordEnvOnBothSidesIsNoOverride() throws IOException {
        Path config = Files.writeString(dir.resolve("c.yaml"), "targets:\n  a: {target: mysql, passwordEnv: PATH}\n");
        Given.Target o = entryA();
        o.passwordEnv = "PATH";
        assertThat(resolve(config, o).overrides()).isEmpty();
        o.passwordEnv = "HOME";
        ResolvedTarget t = resolve(config, o);
        assertThat(t.overrides()).containsExactly("password-env");
    }

    /** The socket is a driver property, not part of the URL; the recorded URL names it so reports do not read like TCP. */
    @Test
    void aSocketTargetRecordsItsSocketBesideTheUrl() {
        Given.Target o = new Given.Target();
        o.target = "mysql";
        o.socket = Path.of("/run/mysqld/mysqld.sock");
        ResolvedTarget t = resolve(null, o);
        assertThat(t.info(null).url()).endsWith(":3306/dbbench via socket /run/mysqld/mysqld.sock");
        o.socket = null;
        assertThat(resolve(null, o).info(null).url()).doesNotContain("socket");
    }

    /** Tags keep the order given and reach the recorded target with the price; the price is not a tag. */
    @Test
    void tagsAndThePriceOfTheCommandLineAreRecordedWithTheTarget() {
        Given.Target o = new Given.Target();
        o.target = "mysql";
        o.tags = List.of("region=us-east-1", "cloud=aws", "instance=db.r6g.large");
        o.price = "0.48usd/h";
        TargetInfo info = resolve(null, o).info(null);
        assertThat(info.tags().keySet()).containsExactly("region", "cloud", "instance");
        assertThat(info.price()).hasValueSatisfying(p -> assertThat(p.text()).isEqualTo("0.48 USD/h"));
        o.price = null;
        o.tags = List.of("cloud=aws", "price=3.2CNY/h");
        info = resolve(null, o).info(null);
        assertThat(info.tags()).containsOnlyKeys("cloud");
        assertThat(info.price()).hasValueSatisfying(p -> assertThat(p.text()).isEqualTo("3.2 CNY/h"));
        o.price = "3.2 CNY/h";
        assertThat(resolve(null, o).price()).as("the same price twice agrees").isPresent();
    }

    /** The file's tags and price, in its order; the command line wins key by key and the note names what it replaced. */
    @Test
    void theCommandLineOverridesTheFilesTagsKeyByKeyAndItsPrice() throws IOException {
        Path config = Files.writeString(dir.resolve("c.yaml"), "targets:\n  a:\n    target: mysql\n    price: 0.48USD/h\n"
                + "    tags: {cloud: aws, instance: db.r6g.large, vcpus: 2}\n");
        Given.Target o = entryA();
        ResolvedTarget fromFile = resolve(config, o);
        assertThat(fromFile.tags()).containsExactly(Map.entry("cloud", "aws"), Map.entry("instance", "db.r6g.large"), Map.entry("vcpus", "2"));
        assertThat(fromFile.price().orElseThrow().text()).isEqualTo("0.48 USD/h");
        assertThat(fromFile.overrides()).isEmpty();
        o.tags = List.of("instance=db.r5.large", "cloud=aws", "storage=gp3");
        o.price = "0.5USD/h";
        ResolvedTarget t = resolve(config, o);
        assertThat(t.tags()).containsExactly(Map.entry("cloud", "aws"), Map.entry("instance", "db.r5.large"), Map.entry("vcpus", "2"),
                Map.entry("storage", "gp3"));
        assertThat(t.price().orElseThrow().text()).isEqualTo("0.5 USD/h");
        assertThat(t.overrides()).containsExactly("tags.instance", "price");
    }

    @Test
    void aPriceGivenTwiceInTheFileMustAgree() throws IOException {
        Path config = Files.writeString(dir.resolve("c.yaml"), "targets:\n  a:\n    target: mysql\n    price: 0.48USD/h\n"
                + "    tags:\n      price: 0.5USD/h\n");
        assertThatThrownBy(() -> resolve(config, entryA())).isInstanceOf(UsageException.class)
                .hasMessage(config + " line 6: price 0.48USD/h and tags.price 0.5USD/h disagree; give the price once");
    }

    /** The command line's options for the file's entry {@code a}. */
    private static Given.Target entryA() {
        Given.Target o = new Given.Target();
        o.target = "a";
        return o;
    }

    private static ResolvedTarget resolve(Path config, Given.Target o) {
        return new TargetResolver(Plugins.builtIn(), globals(config).spec(), new Secrets()).resolve(List.of(o.spec())).get(0);
    }

    private static Given.Globals globals(Path config) {
        Given.Globals g = new Given.Globals();
        g.config = config;
        g.connectTimeout = "10s";
        g.queryTimeout = "30s";
        return g;
    }
}

package dev.dbbench.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.ConnectionSpec;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.Target;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A broken line in a plugin's service file is named in one warning and the plugins beside it still load. */
class PluginsTest {
    @TempDir
    Path dir;

    @Test
    void aLineThatDoesNotLoadIsWarnedAboutAndTheOthersStillLoad() throws IOException {
        Path jar = jar("acme.jar", PluginsTest.class.getName(), "com.example.acme.Missing", Fine.class.getName());
        List<String> warnings = new ArrayList<>();
        Plugins plugins = Plugins.load(List.of(dir), List.of(), warnings::add);

        List<String> ids = plugins.targets().stream().map(f -> f.plugin().id()).toList();
        plugins.targets();

        assertThat(ids).contains("fine");
        assertThat(warnings).as("one line per broken service line, once however often the plugins are looked up").hasSize(2);
        assertThat(warnings.get(0)).contains(jar.toString()).contains(PluginsTest.class.getName() + " not a subtype")
                .contains("implements dev.dbbench.spi.Target").doesNotContain("\n");
        assertThat(warnings.get(1)).contains(jar.toString()).contains("com.example.acme.Missing not found");
    }

    @Test
    void aConstructorThatThrowsIsNamedWithItsCause() throws IOException {
        jar("throws.jar", Throwing.class.getName());
        List<String> warnings = new ArrayList<>();
        Plugins.load(List.of(dir), List.of(), warnings::add).targets();
        assertThat(warnings).singleElement().asString().contains("throws.jar").contains(Throwing.class.getName())
                .contains("no licence file");
    }

    private Path jar(String name, String... lines) throws IOException {
        Path jar = dir.resolve(name);
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(os)) {
            j.putNextEntry(new JarEntry("META-INF/services/" + Target.class.getName()));
            j.write((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
            j.closeEntry();
        }
        return jar;
    }

    /** A target that loads; which loader it comes from does not matter here. */
    public static class Fine implements Target {
        @Override
        public String id() {
            return "fine";
        }

        @Override
        public String description() {
            return "loads";
        }

        @Override
        public int defaultPort() {
            return 1;
        }

        @Override
        public String jdbcUrl(ConnectionSpec spec) {
            return "jdbc:fine:";
        }

        @Override
        public Properties driverProperties(ConnectionSpec spec, PsMode psMode) {
            return new Properties();
        }

        @Override
        public Dialect dialect() {
            return () -> "INTEGER";
        }

        @Override
        public Set<String> defaultIgnoredErrors() {
            return Set.of();
        }
    }

    /** What a plugin whose set-up fails looks like. */
    public static final class Throwing extends Fine {
        public Throwing() {
            throw new IllegalStateException("no licence file");
        }

        @Override
        public String id() {
            return "throwing";
        }
    }
}

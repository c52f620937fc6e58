package dev.dbbench.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.ErrorPolicy;
import dev.dbbench.spi.target.Target;
import dev.dbbench.testing.PluginJars;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
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
                .contains("implements dev.dbbench.spi.target.Target").doesNotContain("\n");
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

    /** The same plugin in two folders: one warning names both jars and the one used, so neither wins silently. */
    @Test
    void aSecondJarWithTheSameIdIsSkippedWithAWarningNamingBoth() throws Exception {
        Path classes = compile("acme.Twin", """
                package acme;
                import dev.dbbench.spi.*;
                import dev.dbbench.spi.target.*;
                public class Twin implements Target, Connector {
                    public String id() { return "twin"; }
                    public String description() { return "a plugin copied into two folders"; }
                    public Dialect dialect() { return () -> "INTEGER"; }
                    public Connector connector() { return this; }
                    public ErrorPolicy errors() { return java.util.Set::of; }
                    public int defaultPort() { return 1; }
                    public String jdbcUrl(ConnectionSpec spec) { return "jdbc:twin:"; }
                    public java.util.Properties driverProperties(ConnectionSpec spec, PsMode psMode) { return new java.util.Properties(); }
                }
                """);
        Path first = Files.createDirectories(dir.resolve("b"));
        Path second = Files.createDirectories(dir.resolve("plugins"));
        Path used = jar(first.resolve("mixed.jar"), classes, "acme.Twin");
        Path skipped = jar(second.resolve("twin.jar"), classes, "acme.Twin");
        List<String> warnings = new ArrayList<>();
        Plugins plugins = Plugins.load(List.of(first), List.of(second), warnings::add);

        assertThat(plugins.target("twin").source()).isEqualTo(used.toString());
        plugins.targets();
        assertThat(warnings).singleElement().asString().startsWith("plugin " + skipped + ": skipped target twin")
                .contains("as " + used + " has one too and comes first").contains("remove one of the two jars");

        warnings.clear();
        Plugins.load(List.of(first, dir.resolve("b/../b")), List.of(), warnings::add).targets();
        assertThat(warnings).as("a folder named twice is no second copy").isEmpty();
    }

    private Path compile(String className, String source) throws Exception {
        return PluginJars.compile(dir, className, source);
    }

    private Path jar(String name, String... lines) throws IOException {
        return jar(dir.resolve(name), null, lines);
    }

    private static Path jar(Path jar, Path classes, String... lines) throws IOException {
        return PluginJars.jar(jar, Target.class, classes, lines);
    }

    /** A target that loads; which loader it comes from does not matter here. */
    public static class Fine implements Target {
        private static final Connector CONNECTOR = new Connector() {
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
        };

        @Override
        public String id() {
            return "fine";
        }

        @Override
        public String description() {
            return "loads";
        }

        @Override
        public Dialect dialect() {
            return () -> "INTEGER";
        }

        @Override
        public Connector connector() {
            return CONNECTOR;
        }

        @Override
        public ErrorPolicy errors() {
            return Set::of;
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

package dev.dbbench.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.config.OptionValues;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.ErrorPolicy;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.PluginJars;
import dev.dbbench.testing.Specs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A broken line in a plugin's service file is named in one warning and the plugins beside it still load; annotated
 * workload classes in jars bind in their jar's class loader.
 */
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
                    public Dialect dialect() { return () -> () -> "INTEGER"; }
                    public Connector connector() { return this; }
                    public ErrorPolicy errors() { return java.util.Set::of; }
                    public int defaultPort() { return 1; }
                    public String jdbcUrl(ConnectionSpec spec) { return "jdbc:twin:"; }
                    public java.util.Properties driverProperties(ConnectionSpec spec, PsMode psMode) { return new java.util.Properties(); }
                    public java.sql.Driver driver() { throw new UnsupportedOperationException(); }
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

    /**
     * An annotated workload class in a jar is bound inside the jar's own class loader, where its classes resolve, and
     * runs: the interfaces its transactions are called through are made there.
     */
    @Test
    void anAnnotatedWorkloadInAJarIsBoundWhereItsClassesResolve() throws Exception {
        Path classes = compile("acme.Orders", """
                package acme;
                import dev.dbbench.spi.bench.*;
                import dev.dbbench.spi.workload.*;
                @Benchmark(id = "acme_orders", description = "orders from a jar")
                public class Orders implements AnnotatedWorkload {
                    @Param(value = "3", description = "rows per order") public int rows;
                    @State public static class Desk { public int orders; }
                    @Transaction(weight = 2) public void order(Desk d, Counter c) { d.orders++; c.write(); }
                    @Transaction public boolean cancel(Desk d, Counter c) { c.read(); return d.orders % 2 == 0; }
                }
                """);
        Path jar = PluginJars.jar(dir.resolve("orders.jar"), AnnotatedWorkload.class, classes, "acme.Orders");
        List<String> warnings = new ArrayList<>();
        Plugins plugins = Plugins.load(List.of(dir), List.of(), warnings::add);

        Plugins.Found<Workload> found = plugins.workload("acme_orders");
        assertThat(warnings).isEmpty();
        assertThat(found.source()).isEqualTo(jar.toString());
        assertThat(found.plugin().options()).extracting(OptionSpec::name).containsExactly("rows");
        ConfiguredWorkload<?> w = found.plugin().configure(new OptionValues(found.plugin().options(), Map.of("rows", "5")));
        assertThat(w.settings()).containsEntry("rows", "5");
        assertThat(w.operations()).containsExactly("order", "cancel", "cancel_rollback");
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(w, Specs.spec().threads(1).warmup(0).time(200));
            assertThat(step.transactions()).isPositive();
            assertThat(step.operations()).containsKey("order");
        }
    }

    @Test
    void anAnnotatedWorkloadThatBreaksTheRulesIsOneWarningPerMistakeAndItsIdSaysSo() throws Exception {
        Path classes = compile("acme.Bad", """
                package acme;
                import dev.dbbench.spi.bench.*;
                import dev.dbbench.spi.workload.*;
                @Benchmark(id = "acme_bad", description = "two mistakes")
                public class Bad implements AnnotatedWorkload {
                    @Transaction void order(Counter c) { }
                    @Transaction(weight = -1) public void cancel(Counter c) { }
                }
                """);
        Path jar = PluginJars.jar(dir.resolve("bad.jar"), AnnotatedWorkload.class, classes, "acme.Bad");
        List<String> warnings = new ArrayList<>();
        Plugins plugins = Plugins.load(List.of(dir), List.of(), warnings::add);

        assertThat(plugins.workloads()).extracting(f -> f.plugin().id()).doesNotContain("acme_bad");
        assertThat(warnings).containsExactlyInAnyOrder(
                "plugin " + jar + ": skipped workload class acme.Bad: Bad.order: @Transaction methods are called by dbbench; make it public",
                "plugin " + jar + ": skipped workload class acme.Bad: Bad.cancel: weight -1 is negative; give 0 or more");
        assertThatThrownBy(() -> plugins.workload("acme_bad")).isInstanceOf(UsageException.class)
                .hasMessage("--workload acme_bad: its class in " + jar + " breaks the rules of workload classes (the warnings above name"
                        + " each mistake); fix them and rebuild");
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

            @Override
            public java.sql.Driver driver() {
                throw new UnsupportedOperationException("never connects");
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
            return () -> () -> "INTEGER";
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

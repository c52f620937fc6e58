package dev.dbbench.testing;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Arrays;
import java.util.stream.Stream;

/**
 * The layering every module of dbbench keeps, as ArchUnit rules. A plugin compiles against the public API alone
 * ({@link #API}: the packages whose {@code package-info.java} says "Public API"): of dbbench's packages it may use
 * those and no other, so a package added to dbbench is closed to plugins until it is made API on purpose. What a
 * plugin brings itself (its JDBC driver, its own libraries) and the JDK are its own business. A plugin's own test
 * checks its classes with {@link #pluginsUseOnlyTheApi}, so a plugin that reaches into the engine fails its build,
 * not a user's upgrade.
 */
public final class ApiRules {
    /** The packages of dbbench a plugin may import. */
    public static final String[] API = {"dev.dbbench.spi..", "dev.dbbench.result..", "dev.dbbench.sql.."};
    /** The root packages of the API, for importing its classes. */
    public static final String[] API_ROOTS = {"dev.dbbench.spi", "dev.dbbench.result", "dev.dbbench.sql"};
    /**
     * The kit dbbench's own targets build their non-blocking wire clients from: open to the built-in targets, which
     * ship with the engine that drives the kit, and to no plugin.
     */
    public static final String[] WIRE_KIT = {"dev.dbbench.wire.."};
    /** Packages of dbbench that are not API: the engine, the command line, the built-in reports and their helpers. */
    public static final String[] INTERNAL = {"dev.dbbench.engine..", "dev.dbbench.config..", "dev.dbbench.plugin..",
        "dev.dbbench.store..", "dev.dbbench.stats..", "dev.dbbench.binder..", "dev.dbbench.sweep..", "dev.dbbench.stability..",
        "dev.dbbench.cli..", "dev.dbbench.reports..", "dev.dbbench.embedded..", "dev.dbbench.probe..", "dev.dbbench.shard..",
        "dev.dbbench.merge..", "dev.dbbench.clientload..", "dev.dbbench.replica..", "dev.dbbench.mix..", "dev.dbbench.threshold..",
        "dev.dbbench.testing.."};
    /** dbbench's own plugins. */
    public static final String[] PLUGINS = {"dev.dbbench.targets..", "dev.dbbench.workloads.."};

    private ApiRules() {
    }

    /**
     * The main (not test) classes under {@code packages}: test classes are left out whether they come from a
     * {@code test-classes} folder or, as in a full reactor build, from a module's {@code -tests.jar}.
     */
    public static JavaClasses mainClasses(String... packages) {
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TEST_FIXTURES)
                .withImportOption(location -> !location.contains("-tests.jar")).importPackages(packages);
    }

    /** Classes in {@code pluginPackages} use, of dbbench's packages, the API and their own alone. */
    public static ArchRule pluginsUseOnlyTheApi(String... pluginPackages) {
        return useOnly(pluginPackages, API);
    }

    /** dbbench's own plugins use the API, the wire kit for their wire clients, and their own packages alone. */
    public static ArchRule builtInPluginsUseOnlyTheApiAndTheWireKit() {
        return useOnly(PLUGINS, concat(API, WIRE_KIT));
    }

    private static ArchRule useOnly(String[] pluginPackages, String[] allowed) {
        return classes().that().resideInAnyPackage(pluginPackages).should().onlyDependOnClassesThat(
                        not(resideInAnyPackage("dev.dbbench..")).or(resideInAnyPackage(concat(allowed, pluginPackages))))
                .because("a plugin compiles against the public API alone (" + String.join(", ", allowed)
                        + "), and a new package of dbbench is closed to plugins until it is made API on purpose;"
                        + " docs/architecture.md says what each package holds");
    }

    static String[] concat(String[] a, String[] b) {
        return Stream.concat(Arrays.stream(a), Arrays.stream(b)).toArray(String[]::new);
    }
}

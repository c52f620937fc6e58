package dev.dbbench.testing;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The layering every module of dbbench keeps, as ArchUnit rules: a plugin compiles against the public API alone
 * ({@link #API}: the packages whose {@code package-info.java} says "Public API"), and the API imports nothing internal.
 * A plugin's own test checks its classes with {@link #pluginsUseOnlyTheApi}, so a plugin that reaches into the engine
 * fails its build, not a user's upgrade.
 */
public final class ApiRules {
    /** The packages a plugin may import. */
    public static final String[] API = {"dev.dbbench.spi..", "dev.dbbench.result..", "dev.dbbench.sql..", "dev.dbbench.wire.."};
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

    /** Classes in {@code pluginPackages} import nothing of dbbench's but the API. */
    public static ArchRule pluginsUseOnlyTheApi(String... pluginPackages) {
        return noClasses().that().resideInAnyPackage(pluginPackages).should().dependOnClassesThat().resideInAnyPackage(INTERNAL)
                .because("a plugin compiles against the public API alone (" + String.join(", ", API)
                        + "); docs/architecture.md says what each package holds");
    }
}

package dev.dbbench.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import dev.dbbench.testing.ApiRules;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layers of docs/architecture.md, checked over the main classes of every module on the command line's class path:
 * plugins use only the API, the API uses nothing else of dbbench, the core knows no plugin or command line, the
 * reports know no target, and no two packages depend on each other.
 */
class ArchitectureTest {
    private static final JavaClasses ALL = ApiRules.mainClasses("dev.dbbench");

    @Test
    void builtInPluginsUseOnlyTheApi() {
        ApiRules.builtInPluginsUseOnlyTheApiAndTheWireKit().check(ALL);
    }

    @Test
    void theApiUsesNothingElseOfDbbench() {
        classes().that().resideInAnyPackage(ApiRules.API).should()
                .onlyDependOnClassesThat(not(resideInAnyPackage("dev.dbbench..")).or(resideInAnyPackage(ApiRules.API)))
                .because("a plugin that compiles against the API must not need another class of dbbench to run").check(ALL);
    }

    /**
     * Every package is a slice of its own, the root {@code cli} package and each {@code runner.jobs} package among them: a
     * cycle between two packages makes them one concept in two places, which neither can be understood or moved alone.
     */
    @Test
    void noPackageCycles() {
        slices().matching("dev.dbbench.(**)").should().beFreeOfCycles().check(ALL);
    }

    @Test
    void theCoreKnowsNoPluginAndNoCommandLine() {
        noClasses().that().resideInAnyPackage("dev.dbbench.spi..", "dev.dbbench.result..", "dev.dbbench.sql..",
                        "dev.dbbench.wire..", "dev.dbbench.engine..", "dev.dbbench.config..", "dev.dbbench.plugin..", "dev.dbbench.binder..",
                        "dev.dbbench.store..", "dev.dbbench.stats..", "dev.dbbench.sweep..", "dev.dbbench.stability..", "dev.dbbench.probe..",
                        "dev.dbbench.shard..", "dev.dbbench.merge..", "dev.dbbench.clientload..", "dev.dbbench.replica..",
                        "dev.dbbench.mix..", "dev.dbbench.threshold..")
                .should().dependOnClassesThat().resideInAnyPackage(concat(ApiRules.PLUGINS,
                        new String[] {"dev.dbbench.cli..", "dev.dbbench.runner..", "dev.dbbench.reports..", "dev.dbbench.embedded.."}))
                .because("vendors and workloads are plugins the core finds, never names").check(ALL);
    }

    @Test
    void reportsKnowNoTargetAndNoEngine() {
        noClasses().that().resideInAnyPackage("dev.dbbench.reports..").should().dependOnClassesThat()
                .resideInAnyPackage(concat(ApiRules.PLUGINS, new String[] {"dev.dbbench.spi.target..", "dev.dbbench.engine..",
                        "dev.dbbench.cli..", "dev.dbbench.runner..", "dev.dbbench.wire.."}))
                .because("a report reads a result, whoever wrote it and whatever plugin is installed").check(ALL);
    }

    /**
     * The command line parses options, prints and picks exit codes; what runs is the runner's. Its commands reach the
     * engine, the interval files, sharding, the sweep and stability analyses and the runner's own internals only
     * through {@code dev.dbbench.runner}, so that a run from Java and one from the command line are the same code.
     */
    @Test
    void theCommandLineHoldsNoOrchestration() {
        noClasses().that().resideInAnyPackage("dev.dbbench.cli..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.dbbench.engine..", "dev.dbbench.store..", "dev.dbbench.shard..", "dev.dbbench.sweep..",
                        "dev.dbbench.stability..", "dev.dbbench.merge..", "dev.dbbench.clientload..", "dev.dbbench.probe..",
                        "dev.dbbench.replica..", "dev.dbbench.mix..", "dev.dbbench.binder..", "dev.dbbench.threshold..",
                        "dev.dbbench.runner.jobs.stability..", "dev.dbbench.runner.jobs.metrics..", "dev.dbbench.runner.jobs.verdict..",
                        "dev.dbbench.runner.jobs.prepare..")
                .because("the command line is parsing, printing and exit codes over the runner").check(ALL);
    }

    /** {@code run}, {@code sweep} and {@code stability} build the runner's settings and call it, nothing else of it. */
    @Test
    void measuringCommandsUseOnlyTheRunnerApi() {
        noClasses().that().haveFullyQualifiedName("dev.dbbench.cli.commands.RunCommand")
                .or().haveFullyQualifiedName("dev.dbbench.cli.commands.SweepCommand")
                .or().haveFullyQualifiedName("dev.dbbench.cli.commands.StabilityCommand")
                .should().dependOnClassesThat().resideInAnyPackage("dev.dbbench.runner.jobs..")
                .because("a run from Java and one from the command line take the same path").check(ALL);
    }

    private static String[] concat(String[] a, String[] b) {
        return Stream.concat(Arrays.stream(a), Arrays.stream(b)).toArray(String[]::new);
    }
}

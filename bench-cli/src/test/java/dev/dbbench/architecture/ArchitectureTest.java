package dev.dbbench.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import dev.dbbench.testing.ApiRules;
import org.junit.jupiter.api.Test;

/**
 * The layers of docs/architecture.md, checked over the main classes of every module on the command line's class path:
 * plugins import only the API, the API imports nothing internal, the core knows no plugin or command line, and the
 * reports know no target.
 */
class ArchitectureTest {
    private static final JavaClasses ALL = ApiRules.mainClasses("dev.dbbench");

    @Test
    void builtInPluginsUseOnlyTheApi() {
        ApiRules.pluginsUseOnlyTheApi(ApiRules.PLUGINS).check(ALL);
    }

    @Test
    void theApiImportsNothingInternal() {
        noClasses().that().resideInAnyPackage(ApiRules.API).should().dependOnClassesThat()
                .resideInAnyPackage(concat(ApiRules.INTERNAL, ApiRules.PLUGINS))
                .because("a plugin that compiles against the API must not need an internal class to run").check(ALL);
    }

    @Test
    void theCoreKnowsNoPluginAndNoCommandLine() {
        noClasses().that().resideInAnyPackage("dev.dbbench.spi..", "dev.dbbench.result..", "dev.dbbench.sql..",
                        "dev.dbbench.wire..", "dev.dbbench.engine..", "dev.dbbench.config..", "dev.dbbench.plugin..", "dev.dbbench.binder..",
                        "dev.dbbench.store..", "dev.dbbench.stats..", "dev.dbbench.sweep..", "dev.dbbench.stability..", "dev.dbbench.probe..",
                        "dev.dbbench.shard..", "dev.dbbench.merge..", "dev.dbbench.clientload..", "dev.dbbench.replica..",
                        "dev.dbbench.mix..", "dev.dbbench.threshold..")
                .should().dependOnClassesThat().resideInAnyPackage(concat(ApiRules.PLUGINS,
                        new String[] {"dev.dbbench.cli..", "dev.dbbench.reports..", "dev.dbbench.embedded.."}))
                .because("vendors and workloads are plugins the core finds, never names").check(ALL);
    }

    @Test
    void reportsKnowNoTargetAndNoEngine() {
        noClasses().that().resideInAnyPackage("dev.dbbench.reports..").should().dependOnClassesThat()
                .resideInAnyPackage(concat(ApiRules.PLUGINS, new String[] {"dev.dbbench.spi.target..", "dev.dbbench.engine..",
                        "dev.dbbench.cli..", "dev.dbbench.wire.."}))
                .because("a report reads a result, whoever wrote it and whatever plugin is installed").check(ALL);
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}

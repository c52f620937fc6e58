package dev.dbbench.spi;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import dev.dbbench.testing.ApiRules;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The API a plugin compiles against needs the JDK and itself alone, and Jackson's annotations, which name the members
 * of {@code result.json} and hold no code: no engine, no Jackson databind, no HdrHistogram reaches a plugin's compile
 * path through it.
 */
class ApiDependenciesTest {

    @Test
    void theApiDependsOnTheJdkItselfAndJacksonsAnnotationsOnly() {
        String[] allowed = Stream.concat(Stream.of(ApiRules.API),
                Stream.of("java..", "javax..", "com.fasterxml.jackson.annotation..")).toArray(String[]::new);
        classes().that().resideInAnyPackage(ApiRules.API).should().onlyDependOnClassesThat().resideInAnyPackage(allowed)
                .check(ApiRules.mainClasses(ApiRules.API_ROOTS));
    }
}

package dev.dbbench.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The command line depends on the runner, never the other way: the picocli root and the commands
 * ({@code dev.dbbench.cli}, {@code cli.commands}) parse and hand over; the runner ({@code dev.dbbench.runner} and its
 * jobs) does the work from plain settings records and prints through a {@code Console}; the options
 * ({@code cli.options}) are plain picocli holders that make those records.
 */
class LayersTest {
    private static final JavaClasses CLI = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.dbbench.cli", "dev.dbbench.runner");

    @Test
    void noCycleBetweenCliPackages() {
        slices().matching("dev.dbbench.cli.(*)..").should().beFreeOfCycles().check(CLI);
    }

    @Test
    void jobsKnowNoCommandLine() {
        noClasses().that().resideInAnyPackage("dev.dbbench.runner..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.dbbench.cli..", "picocli..")
                .check(CLI);
    }

    @Test
    void optionsAreHolders() {
        noClasses().that().resideInAnyPackage("dev.dbbench.cli.options..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.dbbench.cli", "dev.dbbench.cli.commands..", "dev.dbbench.runner.jobs..")
                .check(CLI);
    }
}

package dev.dbbench.cli.scaffold;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each kind of plugin is written from its example under the user's names, with nothing of the example's left. */
class ScaffoldTest {
    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "TARGET,   AcmeTarget,   dev.dbbench.spi.target.Target,          AcmeTargetIT.java,     return \"acme\";,   MariaDb",
        "WORKLOAD, Acme,         dev.dbbench.spi.bench.AnnotatedWorkload, AcmeContractTest.java, id = \"acme\",      Orders",
        "REPORTER, AcmeReporter, dev.dbbench.spi.report.Reporter,         AcmeReporterTest.java, return \"acme\";,   JsonLines"})
    void writesTheExampleUnderTheUsersNames(PluginKind kind, String pluginClass, String service, String test, String id,
            String exampleStem) throws IOException {
        Path dir = tmp.resolve("acme-" + kind.label());
        PluginSpec spec = new PluginSpec(kind, "acme", "com.acme.dbbench", "9.8.7", Optional.of(Path.of("/opt/dbbench/bench-cli.jar")));

        Scaffold.Written written = Scaffold.write(spec, dir);

        assertThat(written.pluginClass()).isEqualTo("com.acme.dbbench." + pluginClass);
        assertThat(written.files()).contains("pom.xml", "README.md", "src/main/java/com/acme/dbbench/" + pluginClass + ".java",
                "src/main/java/com/acme/dbbench/package-info.java", "src/test/java/com/acme/dbbench/" + test,
                "src/test/java/com/acme/dbbench/ApiOnlyTest.java", "src/main/resources/META-INF/services/" + service);
        assertThat(read(dir, "src/main/resources/META-INF/services/" + service)).isEqualTo("com.acme.dbbench." + pluginClass + "\n");
        assertThat(read(dir, "src/main/java/com/acme/dbbench/" + pluginClass + ".java")).contains("package com.acme.dbbench;", id);
        assertThat(read(dir, "pom.xml")).contains("<groupId>com.acme.dbbench</groupId>",
                "<artifactId>dbbench-acme-" + kind.label() + "</artifactId>", "<artifactId>bench-bom</artifactId>",
                "<dbbench.version>9.8.7</dbbench.version>", "<dbbench.cli.jar>/opt/dbbench/bench-cli.jar</dbbench.cli.jar>");
        assertThat(read(dir, "README.md")).contains("mvn package", "./mvnw", "target/dbbench-acme-" + kind.label() + "-0.1.0.jar",
                "`plugins/`");
        for (String file : written.files()) {
            assertThat(read(dir, file)).as(file).doesNotContain("org.example", "0.1.0-SNAPSHOT").doesNotContainPattern("\\b" + exampleStem);
        }
    }

    /** One pass: a package that holds the example's own group is not replaced again. */
    @Test
    void aPackageThatHoldsTheExamplesGroupStaysAsGiven() throws IOException {
        Path dir = tmp.resolve("p");
        Scaffold.write(new PluginSpec(PluginKind.REPORTER, "acme-csv", "org.example.acme", "1.0", Optional.empty()), dir);

        String reporter = read(dir, "src/main/java/org/example/acme/AcmeCsvReporter.java");
        assertThat(reporter).contains("package org.example.acme;", "return \"acme-csv\";");
        assertThat(read(dir, "src/test/java/org/example/acme/ApiOnlyTest.java")).contains("\"org.example.acme..\"")
                .doesNotContain("org.example.acme.acme");
    }

    @Test
    void refusesAFolderThatIsNotEmptyAndNamesThatAreNotIdentifiers() throws IOException {
        Files.writeString(tmp.resolve("notes.txt"), "mine");
        PluginSpec spec = new PluginSpec(PluginKind.TARGET, "acme", "com.acme", "1.0", Optional.empty());
        assertThatThrownBy(() -> Scaffold.write(spec, tmp)).isInstanceOf(UsageException.class).hasMessageContaining("is not empty");
        assertThat(tmp.resolve("pom.xml")).doesNotExist();
        assertThatThrownBy(() -> new PluginSpec(PluginKind.TARGET, "Acme DB", "com.acme", "1.0", Optional.empty()))
                .isInstanceOf(UsageException.class).hasMessageStartingWith("--name 'Acme DB' is not a plugin name");
        assertThatThrownBy(() -> new PluginSpec(PluginKind.TARGET, "acme", "dev.dbbench.acme", "1.0", Optional.empty()))
                .isInstanceOf(UsageException.class).hasMessageContaining("--package com.acme.dbbench");
    }

    @Test
    void theDefaultNameIsTheFoldersWithoutItsKind() {
        assertThat(Map.of("acme-target", "acme", "dbbench-Acme_DB-target", "acme-db", "2fast", "fast", "___", "my-plugin"))
                .allSatisfy((folder, name) -> assertThat(PluginSpec.defaultName(Path.of("/x", folder), PluginKind.TARGET))
                        .as(folder).isEqualTo(name));
        assertThat(new PluginSpec(PluginKind.WORKLOAD, "acme-db", "com.acme", "1.0", Optional.empty()).classStem()).isEqualTo("AcmeDb");
    }

    private static String read(Path dir, String file) throws IOException {
        return Files.readString(dir.resolve(file), StandardCharsets.UTF_8);
    }
}

package dev.dbbench.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The code docs/library.md shows is the JUnit example's, which the plugins check compiles and runs. */
class LibraryPageTest {
    private static final Path PAGE = Path.of("../docs/library.md");
    private static final Path EXAMPLE = Path.of("../examples/junit-benchmark");

    @Test
    void thePageShowsTheExamplesTestAsItIs() throws IOException {
        String test = Files.readString(EXAMPLE.resolve("src/test/java/org/example/bench/PointSelectBenchmarkTest.java"));
        assertThat(block("java")).isEqualTo(test);
    }

    @Test
    void thePageShowsTheExamplesDependenciesAsTheyAre() throws IOException {
        String pom = Files.readString(EXAMPLE.resolve("pom.xml"));
        String dependencies = pom.substring(pom.indexOf("  <dependencyManagement>"), pom.indexOf("  </dependencies>") + 17);
        assertThat(block("xml")).isEqualTo(dependencies + "\n");
    }

    private static String block(String language) throws IOException {
        Matcher m = Pattern.compile("```" + language + "\\n(.*?)```", Pattern.DOTALL).matcher(Files.readString(PAGE));
        assertThat(m.find()).as("a %s block in %s", language, PAGE).isTrue();
        return m.group(1);
    }
}

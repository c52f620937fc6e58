package dev.dbbench.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * A test that writes a {@code result.json} of this version which the schema does not describe fails, naming the file
 * and the JSON path; an old result and one that fits pass.
 */
class ResultFilesTest {
    private static final String FITS = """
            {
              "formatVersion" : 1,
              "tool" : {"name" : "dbbench", "version" : "1"},
              "command" : "run", "status" : "ok", "targets" : [], "manifest" : {},
              "steps" : [ {"target" : "pg", "threads" : 1, "repeat" : 1, "iteration" : 1, "durationSeconds" : 1,
                "transactions" : 0, "queries" : 0, "errors" : 0, "tps" : "NaN", "qps" : 0, "status" : "ok",
                "latencyMs" : {"min" : 0, "avg" : 0, "p50" : 0, "p90" : 0, "p95" : 0, "p99" : 0, "p999" : 0, "max" : 0}} ],
              "summary" : {}
            }
            """;

    @Test
    void aFieldTheSchemaDoesNotDescribeFailsTheTestThatWroteIt() {
        TestExecutionSummary summary = run(Writes.class);

        assertThat(summary.getTestsSucceededCount()).isEqualTo(2);
        assertThat(summary.getFailures()).singleElement().satisfies(f -> assertThat(f.getException())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("result.json")
                .hasMessageContaining("/steps/0: property 'bogus' is not defined in the schema"));
    }

    @Test
    void theProblemsNameTheirJsonPath() {
        assertThat(ResultSchema.problems(FITS)).isEmpty();
        assertThat(ResultSchema.problems(FITS.replace("\"threads\" : 1", "\"threads\" : \"one\"")))
                .singleElement().asString().startsWith("/steps/0/threads: ");
    }

    /** A test that keeps its results outside a temporary folder has them checked by asking. */
    @Test
    void aFolderIsCheckedOnRequest(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("result.json"), FITS);
        ResultFiles.check(dir);

        Files.createDirectories(dir.resolve("run"));
        Files.writeString(dir.resolve("run/result.json"), FITS.replace("\"threads\" : 1", "\"threads\" : 1, \"bogus\" : 2"));
        assertThatThrownBy(() -> ResultFiles.check(dir)).isInstanceOf(AssertionError.class)
                .hasMessageContaining(dir.resolve("run/result.json").toString())
                .hasMessageContaining("/steps/0: property 'bogus' is not defined in the schema");
    }

    private static TestExecutionSummary run(Class<?> tests) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request().selectors(selectClass(tests))
                .configurationParameters(Map.of("junit.jupiter.extensions.autodetection.enabled", "true",
                        "junit.jupiter.tempdir.factory.default", ResultFiles.class.getName()))
                .build();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        LauncherFactory.create().execute(request, listener);
        return listener.getSummary();
    }

    /** Run only by the test above, with the check turned on. */
    static class Writes {
        @Test
        void aResultThatFits(@TempDir Path dir) throws IOException {
            Files.writeString(dir.resolve("result.json"), FITS);
        }

        @Test
        void anOldResult(@TempDir Path dir) throws IOException {
            Files.writeString(dir.resolve("result.json"), "{\"tool\": {}, \"bogus\": 1}");
        }

        @Test
        void aResultWithAFieldNotDescribed(@TempDir Path dir) throws IOException {
            Files.createDirectories(dir.resolve("run"));
            Files.writeString(dir.resolve("run/result.json"), FITS.replace("\"threads\" : 1", "\"threads\" : 1, \"bogus\" : 2"));
        }
    }
}

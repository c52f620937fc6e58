package dev.dbbench.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The workflow docs/ci.md offers is one GitHub Actions accepts and does what the page says: on pull requests, with a
 * database as a service container, it builds dbbench, prepares the workload and runs it with thresholds, keeping the
 * results whatever the outcome. CiWorkflowIT runs its commands.
 */
class CiWorkflowTest {
    @Test
    void itRunsOnPullRequestsWithADatabaseServiceAndThresholds() throws Exception {
        CiWorkflow w = CiWorkflow.read();
        // YAML 1.1 reads the key "on" as true; GitHub reads it as "on".
        JsonNode on = w.root().has("on") ? w.root().get("on") : w.root().path("true");
        assertThat(on.has("pull_request")).as("on: pull_request").isTrue();
        assertThat(w.job().path("runs-on").asText()).isEqualTo("ubuntu-latest");
        JsonNode db = w.job().path("services").path("postgres");
        assertThat(db.path("image").asText()).startsWith("postgres:");
        assertThat(db.path("ports").get(0).asText()).isEqualTo("5432:5432");
        assertThat(db.path("options").asText()).contains("--health-cmd");
        assertThat(w.env()).containsKeys("DB", "WORKLOAD", "RUN", "PGPASSWORD");
        assertThat(w.env().get("DB")).contains("--port 5432").contains("--password-env PGPASSWORD");
        assertThat(w.env().get("PGPASSWORD")).isEqualTo(db.path("env").path("POSTGRES_PASSWORD").asText());
        assertThat(w.run("Build dbbench")).contains("package -DskipTests").contains("bench-cli.jar");
        assertThat(w.run("Prepare the workload")).isEqualTo("java -jar bench-cli.jar prepare $DB $WORKLOAD");
        assertThat(w.run("Benchmark with thresholds")).startsWith("java -jar bench-cli.jar run $DB $WORKLOAD $RUN ")
                .contains("--threshold 'p95<250ms'").contains("--threshold 'error_rate<1%'");
    }

    @Test
    void everyStepIsAnActionOrCommandsAndTheResultsAreAlwaysKept() throws Exception {
        CiWorkflow w = CiWorkflow.read();
        List<String> uses = new ArrayList<>();
        for (JsonNode step : w.job().path("steps")) {
            assertThat(step.has("uses") != step.has("run")).as("either uses or run: " + step).isTrue();
            if (step.has("uses")) {
                uses.add(step.get("uses").asText());
            }
            if (step.path("uses").asText().startsWith("actions/upload-artifact")) {
                assertThat(step.path("if").asText()).isEqualTo("always()");
                assertThat(step.path("with").path("path").asText()).isEqualTo("results/");
            }
        }
        assertThat(uses).containsExactly("actions/checkout@v4", "actions/setup-java@v4", "actions/upload-artifact@v4");
    }
}

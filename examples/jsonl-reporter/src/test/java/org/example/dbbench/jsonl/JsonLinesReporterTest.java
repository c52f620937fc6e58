package org.example.dbbench.jsonl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.spi.report.Reporter;
import java.io.StringWriter;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class JsonLinesReporterTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void writesOneSelfContainedLinePerStep() throws Exception {
        RunResult run = new RunResult(ToolInfo.current(), "sweep", RunStatus.OK, Instant.parse("2026-01-01T12:00:00Z"), Instant.EPOCH, null,
                List.of(), new WorkloadInfo("oltp_read_only", Map.of()), Map.of(),
                List.of(step("pg\nprimary", 8, 1200.5, "ok"), step("pg\nprimary", 16, 1500, "failed: too many connections")), RunSummary.EMPTY);
        StringWriter out = new StringWriter();

        new JsonLinesReporter().write(run, out);

        List<String> lines = out.toString().lines().toList();
        assertThat(out.toString()).endsWith("\n");
        assertThat(lines).hasSize(2);
        JsonNode first = JSON.readTree(lines.get(0));
        assertThat(first.get("command").asText()).isEqualTo("sweep");
        assertThat(first.get("workload").asText()).isEqualTo("oltp_read_only");
        assertThat(first.get("started_at").asText()).isEqualTo("2026-01-01T12:00:00Z");
        assertThat(first.get("target").asText()).as("a line break in a name stays inside its line").isEqualTo("pg\nprimary");
        assertThat(first.get("threads").asInt()).isEqualTo(8);
        assertThat(first.get("repeat").asInt()).isEqualTo(1);
        assertThat(first.get("tps").asDouble()).isEqualTo(1200.5);
        assertThat(first.get("ignored_errors").asLong()).isEqualTo(3);
        assertThat(first.get("latency_ms").get("p95").asDouble()).isEqualTo(4.5);
        assertThat(first.get("latency_ms").get("p999").asDouble()).isEqualTo(7.0);
        assertThat(JSON.readTree(lines.get(1)).get("status").asText()).isEqualTo("failed: too many connections");
    }

    @Test
    void theServiceFileNamesIt() {
        assertThat(ServiceLoader.load(Reporter.class).stream().map(ServiceLoader.Provider::type)).contains(JsonLinesReporter.class);
        assertThat(new JsonLinesReporter().fileName()).isEqualTo("steps.jsonl");
    }

    private static StepResult step(String target, int threads, double tps, String status) {
        return StepResult.builder().target(target).threads(threads).durationSeconds(10).transactions((long) (tps * 10))
                .queries((long) (tps * 200)).errors(5).ignoredErrors(3).tps(tps).qps(tps * 20)
                .latencyMs(new LatencyMs(1, 2, 3, 4, 4.5, 6, 7, 8)).status(StepStatus.parse(status)).build();
    }
}

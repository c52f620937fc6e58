package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.ResultJson;
import dev.dbbench.reports.text.MetricText;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.OperationStats;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A result written before workloads declared their metrics (format version 1: a TPC-C step's numbers under its
 * {@code tpcc}, no {@code workload.metrics}) is read with the declarations of the installed workload of its id, so
 * it still shows NOPM.
 */
class OldTpccResultTest {
    private static final LatencyMs LAT = LatencyMs.empty();

    /** A TPC-C result as version 1 wrote it: 450 committed New-Orders in 30 s. */
    private static String versionOne() {
        StepResult step = StepResult.builder().target("pg").threads(4).durationSeconds(30).transactions(1000)
                .operations(Map.of("new_order", new OperationStats(450, 15, LAT), "payment", new OperationStats(550, 18.3, LAT)))
                .build();
        RunResult r = new RunResult(ToolInfo.current(), "run", RunStatus.OK, null, null, null, List.of(),
                new WorkloadInfo("tpcc", Map.of("warehouses", "1")), Map.of(), List.of(step), RunSummary.EMPTY);
        String json = ResultJson.toJson(r);
        assertThat(json).doesNotContain("\"metrics\"").contains("\n    \"status\" : \"ok\"");
        return json.replace("\"formatVersion\" : 2", "\"formatVersion\" : 1")
                .replace("\n    \"status\" : \"ok\"", "\n    \"status\" : \"ok\",\n    \"tpcc\" : {\"nopmClient\" : 900.0, \"tpmC\" : 900.0}");
    }

    @Test
    void anOldTpccResultGetsTheInstalledDeclarationsAndShowsNopm() {
        RunResult read = ResultJson.read(new StringReader(versionOne()), "old");

        assertThat(read.workload().metrics()).extracting(m -> m.name()).contains("nopmClient", "tpmC", "mix");
        assertThat(read.steps().get(0).metrics().get("nopmClient").number()).isEqualTo(900.0);
        assertThat(MetricText.table(read)).contains("| target | threads | NOPM (server) | NOPM (client) |", "| pg | 4 | — | 900.00 |");
        assertThat(ResultJson.toJson(read)).startsWith("{\n  \"formatVersion\" : 2,").contains("\"kind\" : \"counterRate\"")
                .doesNotContain("\"tpcc\" : {");
    }
}

package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.WorkloadInfo;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class HeaderTablesTest {

    @Test
    void findsOptionsUnderTheirSysbenchSpellingsManifestFirst() {
        RunResult r = new RunResult(Fixtures.sweep().tool(), "run", "ok", null, null, null, List.of(),
                new WorkloadInfo("oltp_read_only", Map.of("rand_type", "special", "tables", "4")),
                Map.of("db-ps-mode", "auto", "workload.tables", "8"), List.of(), Map.of());

        assertThat(HeaderTables.option(r, "rand-type")).hasValue("special");
        assertThat(HeaderTables.option(r, "ps-mode")).hasValue("auto");
        assertThat(HeaderTables.option(r, "tables")).hasValue("8");
        assertThat(HeaderTables.option(r, "table-size")).isEmpty();
    }

    @Test
    void aSingleTargetRunHasNoRatioColumnAndNoSettingsTableWithoutSettings() {
        RunResult r = new RunResult(Fixtures.sweep().tool(), "run", "ok", null, null, null,
                List.of(Fixtures.target("mysql", Map.of())), null, Map.of(),
                List.of(Fixtures.step("mysql", 16, 1, 1000, 5)), Map.of());

        Table qps = ResultTables.metric(Summaries.of(r), Metric.QPS);

        assertThat(qps.header()).containsExactly("threads", "mysql");
        assertThat(qps.rows()).containsExactly(List.of("16", "1000.00"));
        assertThat(qps.notes()).isEmpty();
        assertThat(HeaderTables.serverSettings(r)).isEmpty();
        assertThat(HeaderTables.run(r).rows()).contains(List.of("started", "—"));
    }
}

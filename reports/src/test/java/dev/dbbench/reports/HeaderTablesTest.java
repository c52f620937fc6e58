package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.WorkloadInfo;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class HeaderTablesTest {

    @Test
    void findsOptionsUnderTheirSysbenchSpellingsManifestFirst() {
        RunResult r = new RunResult(Fixtures.sweep().tool(), "run", RunStatus.OK, null, null, null, List.of(),
                new WorkloadInfo("oltp_read_only", Map.of("rand_type", "special", "tables", "4")),
                Map.of("db-ps-mode", "auto", "workload.tables", "8"), List.of(), RunSummary.EMPTY);

        assertThat(HeaderTables.option(r, "rand-type")).hasValue("special");
        assertThat(HeaderTables.option(r, "ps-mode")).hasValue("auto");
        assertThat(HeaderTables.option(r, "tables")).hasValue("8");
        assertThat(HeaderTables.option(r, "table-size")).isEmpty();
    }

    @Test
    void aSingleTargetRunHasNoRatioColumnAndNoSettingsTableWithoutSettings() {
        RunResult r = new RunResult(Fixtures.sweep().tool(), "run", RunStatus.OK, null, null, null,
                List.of(Fixtures.target("mysql", Map.of())), null, Map.of(),
                List.of(Fixtures.step("mysql", 16, 1, 1000, 5)), RunSummary.EMPTY);

        Table qps = ResultTables.metric(Summaries.of(r), Metric.QPS);

        assertThat(qps.header()).containsExactly("threads", "mysql");
        assertThat(qps.rows()).containsExactly(List.of("16", "1000.00"));
        assertThat(qps.notes()).singleElement().asString().startsWith("Each cell is the step's value, without an interval");
        assertThat(HeaderTables.serverSettings(r)).isEmpty();
        assertThat(HeaderTables.run(r).rows()).contains(List.of("started", "—"));
    }

    /** A setting the server reported as "" shows as "", not the dash the legend reserves for a setting it does not have. */
    @Test
    void anEmptySettingIsShownApartFromAnAbsentOne() {
        RunResult r = new RunResult(Fixtures.sweep().tool(), "run", RunStatus.OK, null, null, null,
                List.of(Fixtures.target("pg", Map.of("synchronous_standby_names", "", "fsync", "on"))), null, Map.of(), List.of(), RunSummary.EMPTY);

        Table settings = HeaderTables.serverSettings(r).orElseThrow();

        assertThat(settings.rows()).containsExactly(List.of("fsync", "on"), List.of("synchronous_standby_names", "\"\""));
        assertThat(settings.notes()).singleElement().asString().contains("— means the server does not have the setting")
                .contains("\"\" means it has it, set to empty");
    }

    /**
     * A comparison keeps what its results share under the plain key and what differs under each column's name
     * ({@code a.time}), as a multi-target sweep does; the headline tables must show every column's value.
     */
    @Test
    void optionsThatDifferPerTargetGetAColumnPerTarget() {
        RunResult r = Fixtures.asRead(new RunResult(Fixtures.sweep().tool(), "compare", RunStatus.OK, null, null, null,
                List.of(Fixtures.target("a", Map.of()), Fixtures.target("b", Map.of())),
                new WorkloadInfo("oltp_read_write", Map.of("tables", "2")),
                Map.of("ps-mode", "auto", "workload.tables", "2", "a.time", "10s", "b.time", "5s",
                        "a.workload.rand-seed", "11", "b.workload.rand-seed", "22"), List.of(), RunSummary.EMPTY));

        Table highlights = HeaderTables.highlights(r).orElseThrow();
        Table workload = HeaderTables.workload(r).orElseThrow();

        assertThat(highlights.header()).containsExactly("option", "a", "b");
        assertThat(highlights.rows()).containsExactly(List.of("ps-mode", "auto", "auto"), List.of("tables", "2", "2"),
                List.of("time", "10s", "5s"));
        assertThat(workload.header()).containsExactly("option", "a", "b");
        assertThat(workload.rows()).containsExactly(List.of("rand-seed", "11", "22"), List.of("tables", "2", "2"));
        assertThat(HeaderTables.option(r, "time")).as("no target's value stands for all").isEmpty();
    }

    /** A sweep's stop rules, recorded in result.json's manifest, are among the "Options that change results". */
    @Test
    void aSweepsStopRulesAreAmongTheOptionsThatChangeResults() {
        RunResult base = Fixtures.sweep();
        RunResult r = new RunResult(base.tool(), "sweep", RunStatus.OK, null, null, null, base.targets(), base.workload(),
                Map.of("time", "4s", "stop-when-p95-above", "12", "stop-when-tps-drops", "off"), List.of(), RunSummary.EMPTY);

        assertThat(HeaderTables.highlights(r).orElseThrow().rows()).contains(List.of("stop-when-p95-above", "12"),
                List.of("stop-when-tps-drops", "off"));
    }

    /** create-table-options set to empty shows "", not the dash that the legend just above reserves for "not there". */
    @Test
    void anOptionSetToEmptyShowsTheEmptyStringNotTheDash() {
        RunResult base = Fixtures.sweep();
        RunResult r = new RunResult(base.tool(), "sweep", RunStatus.OK, null, null, null, base.targets(),
                new WorkloadInfo("oltp_read_write", Map.of("create-table-options", "", "tables", "1")), Map.of(), List.of(), RunSummary.EMPTY);

        Table workload = HeaderTables.workload(r).orElseThrow();

        assertThat(workload.rows()).contains(List.of("create-table-options", "\"\""));
        assertThat(workload.notes()).containsExactly("\"\" means the option is set to empty.");
    }

    @Test
    void optionsSharedByEveryTargetKeepOneValueColumn() {
        Table highlights = HeaderTables.highlights(Fixtures.sweep()).orElseThrow();

        assertThat(highlights.header()).containsExactly("option", "value");
        assertThat(highlights.rows()).contains(List.of("ps-mode", "disable"), List.of("tables", "10"));
        assertThat(HeaderTables.workload(Fixtures.sweep()).orElseThrow().header()).containsExactly("option", "value");
    }

    /** A summary section of one list is a row named by its key ("compared | aliyun, aws"), not after the table's own column. */
    @Test
    void aSummarySectionOfOneListIsNamedByItsKey() {
        RunResult r = new RunResult(Fixtures.sweep().tool(), "compare", RunStatus.OK, null, null, null, List.of(), null, Map.of(), List.of(),
                RunSummary.EMPTY.withOthers(Map.of("compared", List.of("aliyun", "aws"))));

        assertThat(SummaryTables.of(r).get(0).rows()).containsExactly(List.of("compared", "aliyun, aws"));
    }
}

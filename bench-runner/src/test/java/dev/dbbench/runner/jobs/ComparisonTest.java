package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.plugin.Plugins;
import dev.dbbench.reports.HeaderTables;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.reports.StabilityTables;
import dev.dbbench.reports.Table;
import dev.dbbench.result.Difference;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.result.Drift;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.StabilityThresholds;
import dev.dbbench.result.WindowStats;
import dev.dbbench.spi.target.Target;
import dev.dbbench.testing.Steps;
import java.io.StringWriter;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ComparisonTest {

    private static TargetInfo target(String name) {
        return new TargetInfo(name, "postgresql", "jdbc:postgresql://127.0.0.1/fixc", "built-in", new ServerInfo("PostgreSQL", "15", Map.of()));
    }

    private static StepResult step(String target) {
        return Steps.oltp(target, 2, 5000, 5).build();
    }

    /** A sweep of pg and pg2 as ResultBook writes it: what differs per target keyed by the target's name. */
    private static RunResult twoTargets() {
        Map<String, String> m = new TreeMap<>(Map.of("time", "5s", "ps-mode", "auto", "client.host", "vm-a",
                "workload.tables", "2", "workload.rand-seed", "111"));
        for (String t : List.of("pg", "pg2")) {
            m.put(t + ".driver.sslmode", "prefer");
            m.put(t + ".tls.mode", "prefer");
            m.put(t + ".server.isolation", t.equals("pg") ? "read committed" : "serializable");
        }
        return asRead(new RunResult(ToolInfo.current(), "sweep", RunStatus.OK, Instant.EPOCH, Instant.EPOCH, target("pg"),
                List.of(target("pg"), target("pg2")), new WorkloadInfo("oltp_read_write", Map.of("tables", "2", "rand-seed", "111")),
                m, List.of(step("pg"), step("pg2")), RunSummary.EMPTY));
    }

    /** {@code r} as compare reads it from its result.json: the keys prefixed by a target's name are that target's own. */
    private static RunResult asRead(RunResult r) {
        return ResultJson.read(new java.io.StringReader(ResultJson.toJson(r)), "test");
    }

    /** A run of one target: nothing prefixed. */
    private static RunResult oneTarget() {
        Map<String, String> m = Map.of("time", "3s", "ps-mode", "auto", "client.host", "vm-b", "driver.sslmode", "prefer",
                "tls.mode", "prefer", "server.isolation", "read committed", "workload.tables", "2", "workload.rand-seed", "222");
        return new RunResult(ToolInfo.current(), "run", RunStatus.OK, Instant.EPOCH, Instant.EPOCH, target("pg"), List.of(target("pg")),
                new WorkloadInfo("oltp_read_write", Map.of("tables", "2", "rand-seed", "222")), m, List.of(step("pg")), RunSummary.EMPTY);
    }

    private static Map<String, Map<String, String>> differences(RunResult merged) {
        Map<String, Map<String, String>> bySetting = new LinkedHashMap<>();
        for (Difference d : merged.summary().differences().orElseThrow()) {
            Map<String, String> values = new LinkedHashMap<>();
            d.values().forEach((name, value) -> values.put(name, value.orElse(null)));
            bySetting.put(d.setting(), values);
        }
        return bySetting;
    }

    @Test
    void linesUpTheSettingsOfEachComparedTargetWhateverTheirPrefix() {
        RunResult merged = Comparison.of(List.of("two", "one"), List.of(twoTargets(), oneTarget()));

        Map<String, Map<String, String>> diff = differences(merged);

        assertThat(diff.keySet()).containsExactlyInAnyOrder("server.isolation", "time", "workload.rand-seed");
        assertThat(diff.get("time")).containsExactly(Map.entry("two:pg", "5s"), Map.entry("two:pg2", "5s"), Map.entry("one", "3s"));
        assertThat(diff.get("server.isolation")).containsEntry("two:pg2", "serializable").containsEntry("one", "read committed");
    }

    @Test
    void headlineTablesShowEveryComparedTargetsValue() {
        RunResult merged = Comparison.of(List.of("two", "one"), List.of(twoTargets(), oneTarget()));

        Table options = HeaderTables.highlights(merged).orElseThrow();
        Table workload = HeaderTables.workload(merged).orElseThrow();

        assertThat(options.header()).containsExactly("option", "two:pg", "two:pg2", "one");
        assertThat(options.rows()).contains(List.of("time", "5s", "5s", "3s"), List.of("ps-mode", "auto", "auto", "auto"));
        assertThat(workload.rows()).contains(List.of("rand-seed", "111", "111", "222"), List.of("tables", "2", "2", "2"));
    }

    @Test
    void twoResultsThatAgreeKeepOneValueColumn() {
        RunResult merged = Comparison.of(List.of("a", "b"), List.of(oneTarget(), oneTarget()));

        assertThat(differences(merged)).isEmpty();
        assertThat(HeaderTables.highlights(merged).orElseThrow().header()).containsExactly("option", "value");
        assertThat(HeaderTables.highlights(merged).orElseThrow().rows()).contains(List.of("time", "3s"));
    }

    /** The run table gives each compared result its own start, wall time and status, a failed one's included. */
    @Test
    void eachComparedResultKeepsItsOwnStatusAndTimes() {
        RunResult a = oneTarget();
        a = new RunResult(a.tool(), a.command(), RunStatus.parse("failed: connection refused"), Instant.parse("2026-11-25T10:00:00Z"),
                Instant.parse("2026-11-25T10:00:17Z"), a.target(), a.targets(), a.workload(), a.manifest(), a.steps(), a.summary());
        RunResult b = oneTarget();
        b = new RunResult(b.tool(), b.command(), RunStatus.OK, Instant.parse("2026-11-25T11:00:00Z"),
                Instant.parse("2026-11-25T11:01:05Z"), b.target(), b.targets(), b.workload(), b.manifest(), b.steps(), b.summary());

        RunResult merged = Comparison.of(List.of("a", "b"), List.of(a, b));

        assertThat(HeaderTables.run(merged).rows()).extracting(row -> row.get(0))
                .doesNotContain("status", "started", "finished", "wall time");
        Table compared = dev.dbbench.reports.SummaryTables.of(merged).get(0);
        assertThat(compared.title()).isEqualTo("Compared results");
        assertThat(compared.header()).containsExactly("result", "status", "started at", "finished at", "wall time");
        assertThat(compared.rows()).containsExactly(
                List.of("a", "failed: connection refused", "2026-11-25T10:00:00Z", "2026-11-25T10:00:17Z", "17 s"),
                List.of("b", "ok", "2026-11-25T11:00:00Z", "2026-11-25T11:01:05Z", "65 s"));
    }

    /** PostgreSQL's "read committed" and MySQL's "READ-COMMITTED" are one isolation level, not a difference. */
    @Test
    void oneIsolationLevelSpelledTwoWaysIsNoDifference() {
        RunResult pg = oneTarget();
        Map<String, String> m = new TreeMap<>(pg.manifest());
        m.put("server.isolation", "READ-COMMITTED");
        RunResult my = new RunResult(pg.tool(), pg.command(), pg.status(), pg.startedAt(), pg.finishedAt(), pg.target(), pg.targets(),
                pg.workload(), m, pg.steps(), pg.summary());
        m.put("server.isolation", "REPEATABLE-READ");
        RunResult rr = new RunResult(pg.tool(), pg.command(), pg.status(), pg.startedAt(), pg.finishedAt(), pg.target(), pg.targets(),
                pg.workload(), m, pg.steps(), pg.summary());

        assertThat(differences(Comparison.of(List.of("pg", "my"), List.of(pg, my)))).isEmpty();
        assertThat(differences(Comparison.of(List.of("pg", "rr"), List.of(pg, rr))).get("server.isolation"))
                .containsExactly(Map.entry("pg", "read committed"), Map.entry("rr", "REPEATABLE-READ"));
    }

    /** compare --format json writes a setting one result lacks as null, not as the string "\u2014" the tables show. */
    @Test
    void aSettingOneResultLacksIsNullInJsonAndADashInTables() throws Exception {
        RunResult full = oneTarget();
        Map<String, String> m = new TreeMap<>(full.manifest());
        m.remove("driver.sslmode");
        RunResult lacking = new RunResult(full.tool(), full.command(), full.status(), full.startedAt(), full.finishedAt(), full.target(),
                full.targets(), full.workload(), m, full.steps(), full.summary());

        RunResult merged = Comparison.of(List.of("a", "b"), List.of(full, lacking));

        com.fasterxml.jackson.databind.JsonNode row = dev.dbbench.reports.ResultJson.mapper()
                .readTree(dev.dbbench.reports.ResultJson.toJson(merged)).path("summary").path("differences").get(0);
        assertThat(row.path("setting").asText()).isEqualTo("driver.sslmode");
        assertThat(row.path("b").isNull()).isTrue();
        Table differences = dev.dbbench.reports.SummaryTables.of(merged).get(1);
        assertThat(differences.rows()).containsExactly(List.of("driver.sslmode", "prefer", "—"));
    }

    /** compare of two stability runs puts their verdicts side by side, so no one has to open each report. */
    @Test
    void stabilityRunsGetOneStabilityTableWithAColumnPerResult() throws Exception {
        RunResult run = oneTarget();
        WindowStats whole = new WindowStats("run", 0, 600, 60, 600_000, 1000, 4.2, 900, 3, 20000, new LatencyMs(1, 2, 2, 3, 3, 4, 5, 6),
                0, 0, 0, Map.of());
        StabilitySummary analysis = new StabilitySummary("stable", List.of(), StabilityThresholds.DEFAULTS, whole, List.of(whole),
                new Drift(0, 1000, 1000, OptionalDouble.empty()), 1000, 0, 0, List.of(), 0, List.of(), List.of(), 0, Optional.empty(), 0,
                List.of());
        RunResult stability = new RunResult(run.tool(), "stability", RunStatus.OK, run.startedAt(), run.finishedAt(), run.target(), run.targets(),
                run.workload(), run.manifest(), run.steps(), RunSummary.EMPTY.withStability(analysis));

        RunResult merged = Comparison.of(List.of("ob", "plain"), List.of(stability, run));
        StringWriter md = new StringWriter();
        new dev.dbbench.reports.md.MarkdownReporter().write(merged, md);

        assertThat(md.toString()).contains("## Stability\n\n| item | ob | plain |", "| verdict | stable (drift not judged: ",
                "| TPS cv % | 4.2 | — |", "| outages | 0 (0.00 s down) | — |", "— means the result holds no stability analysis");
        assertThat(Comparison.of(List.of("a", "b"), List.of(run, run)).summary().sections())
                .doesNotContain(StabilityTables.COMPARED);
    }

    /** Connector/J's connectTimeout 10000 (ms) and pgJDBC's 10 (s) show their units and count as one, not a 1000x difference. */
    @Test
    void driverTimeoutsShowTheirUnitAndCountAsOneWhenEqual() {
        TargetInfo mysql = new TargetInfo("my", "mysql", "jdbc:mysql://127.0.0.1/d", "built-in", ServerInfo.unknown());
        RunResult pg = oneTarget();
        Map<String, String> m = new TreeMap<>(pg.manifest());
        m.putAll(Map.of("driver.connectTimeout", "10000", "driver.socketTimeout", "30000"));
        RunResult my = new RunResult(pg.tool(), pg.command(), pg.status(), pg.startedAt(), pg.finishedAt(), mysql, List.of(mysql),
                pg.workload(), m, pg.steps(), pg.summary());
        m = new TreeMap<>(pg.manifest());
        m.putAll(Map.of("driver.connectTimeout", "10", "driver.loginTimeout", "10", "driver.socketTimeout", "20"));
        pg = new RunResult(pg.tool(), pg.command(), pg.status(), pg.startedAt(), pg.finishedAt(), pg.target(), pg.targets(),
                pg.workload(), m, pg.steps(), pg.summary());
        List<Target> builtIn = Plugins.load(List.of(), List.of(), w -> { }).targets().stream().map(Plugins.Found::plugin).toList();

        Map<String, Map<String, String>> diff = differences(Comparison.of(List.of("my", "pg"),
                List.of(TargetRecord.withUnits(my, builtIn), TargetRecord.withUnits(pg, builtIn))));

        assertThat(diff).doesNotContainKey("driver.connectTimeout");
        assertThat(diff.get("driver.socketTimeout")).containsExactly(Map.entry("my", "30000 ms"), Map.entry("pg", "20 s"));
        assertThat(diff.get("driver.loginTimeout")).containsEntry("pg", "10 s").containsEntry("my", null);
        // A result of a plugin not installed keeps its values as recorded.
        assertThat(differences(Comparison.of(List.of("my", "pg"), List.of(my, pg))).get("driver.connectTimeout"))
                .containsExactly(Map.entry("my", "10000"), Map.entry("pg", "10"));
    }
}

package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.TargetSettings;
import java.io.StringReader;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each target's own settings are typed, and result.json keeps them in the manifest under the target's name. */
class TargetSettingsJsonTest {

    private static TargetInfo target(String name, String id, Map<String, String> own, Map<String, ChronoUnit> units) {
        return new TargetInfo(name, id, "jdbc:" + id + "://h/db", "built-in", ServerInfo.unknown(), new TargetSettings(own, units));
    }

    private static RunResult result(List<TargetInfo> targets, Map<String, String> manifest) {
        return new RunResult(Fixtures.sweep().tool(), "sweep", RunStatus.OK, null, null, targets.get(0), targets, null, manifest,
                List.of(), RunSummary.EMPTY);
    }

    @Test
    void severalTargetsKeepTheirOwnSettingsUnderTheirNameAndTheirUnitsBesideTheirServer() throws Exception {
        TargetInfo my = target("my", "mysql", Map.of("driver.socketTimeout", "30000"), Map.of("driver.socketTimeout", ChronoUnit.MILLIS));
        TargetInfo pg = target("pg", "postgresql", Map.of("driver.socketTimeout", "30", "driver.sslmode", "prefer"),
                Map.of("driver.socketTimeout", ChronoUnit.SECONDS));
        RunResult r = result(List.of(my, pg), Map.of("time", "10s"));

        JsonNode json = ResultJson.mapper().readTree(ResultJson.toJson(r));

        assertThat(json.path("manifest").properties()).extracting(Map.Entry::getKey)
                .containsExactly("my.driver.socketTimeout", "pg.driver.socketTimeout", "pg.driver.sslmode", "time");
        assertThat(json.path("targets").get(1).path("units").path("driver.socketTimeout").asText()).isEqualTo("SECONDS");
        assertThat(json.path("target").path("units").path("driver.socketTimeout").asText()).isEqualTo("MILLIS");
        RunResult read = ResultJson.read(new StringReader(ResultJson.toJson(r)), "test");
        assertThat(read).isEqualTo(r);
        assertThat(read.targets().get(1).settings().values()).containsEntry("driver.sslmode", "prefer");
        assertThat(read.manifest()).containsOnlyKeys("time");
    }

    @Test
    void oneTargetsSettingsAreTheRunsAndATargetWithoutUnitsWritesNone() throws Exception {
        TargetInfo pg = target("pg", "postgresql", Map.of(), Map.of());
        RunResult r = result(List.of(pg), Map.of("time", "10s", "driver.sslmode", "prefer"));

        JsonNode json = ResultJson.mapper().readTree(ResultJson.toJson(r));

        assertThat(json.path("manifest").path("driver.sslmode").asText()).isEqualTo("prefer");
        assertThat(json.path("targets").get(0).has("units")).as("a result written before units were recorded looks the same").isFalse();
        assertThat(ResultJson.read(new StringReader(ResultJson.toJson(r)), "test")).isEqualTo(r);
    }

    @Test
    void aTimeLimitIsShownWithItsRecordedUnitAndComparesByItsLength() {
        TargetSettings s = new TargetSettings(Map.of(), Map.of("driver.connectTimeout", ChronoUnit.MILLIS));

        assertThat(s.shown("driver.connectTimeout", "10000")).isEqualTo("10000 ms");
        assertThat(s.shown("driver.connectTimeout", "soon")).as("no count, no unit").isEqualTo("soon");
        assertThat(s.shown("driver.sslmode", "10")).as("no unit recorded").isEqualTo("10");
        assertThat(TargetSettings.length("10000 ms")).isEqualTo(TargetSettings.length("10 s")).hasValue(Duration.ofSeconds(10));
        assertThat(TargetSettings.length("10000")).isEmpty();
    }
}

package dev.dbbench.sweep;

import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StopRulesTest {

    /** Each threshold shows its unit in the manifest and the options and plan tables: --stop-when-p95-above 50 is "50 ms". */
    @Test
    void eachThresholdIsShownWithItsUnit() {
        assertThat(new StopRules(10, 50, 2.5).manifest()).containsExactly(
                entry("stop-when-tps-drops", "10%"),
                entry("stop-when-p95-above", "50 ms"),
                entry("stop-when-error-rate-above", "2.5%"));
        assertThat(StopRules.none().manifest()).containsOnlyKeys("stop-when-tps-drops", "stop-when-p95-above",
                "stop-when-error-rate-above").allSatisfy((k, v) -> assertThat(v).isEqualTo("off"));
    }
}

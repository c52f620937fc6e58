package dev.dbbench.runner.jobs.stability;

import dev.dbbench.runner.spec.StabilitySpec;
import dev.dbbench.runner.jobs.Given;
import dev.dbbench.runner.jobs.verdict.ThresholdManifest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import dev.dbbench.result.StabilityThresholds;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class StabilitySettingsTest {

    private static StabilitySpec defaults() {
        Given.Stability o = new Given.Stability();
        o.duration = "12h";
        return o.spec();
    }

    private static StabilitySpec with(Consumer<Given.Stability> change) {
        Given.Stability o = new Given.Stability();
        o.duration = "12h";
        change.accept(o);
        return o.spec();
    }

    @Test
    void durationBecomesTheMeasuredTimeAndThresholdsGoToTheManifest() {
        StabilitySettings s = StabilitySettings.from(defaults());

        assertThat(s.duration()).isEqualTo(Duration.ofHours(12));
        assertThat(s.run().reportInterval()).isEqualTo(Duration.ofSeconds(10));
        assertThat(s.thresholds()).isEqualTo(StabilityThresholds.DEFAULTS);
        assertThat(s.manifest()).containsEntry("duration", "12h").containsEntry("stability.stall-below-pct", "10.0");
        assertThat(ThresholdManifest.read(s.manifest())).isEqualTo(s.thresholds());
        assertThat(s.metrics().port()).isEmpty();
        assertThat(s.run().manifest()).containsEntry("warmup", "10s").containsEntry("warmup-max", "1m");
    }

    @Test
    void theWarmupMaximumFollowsALongerWarmupAndNoWarmupStaysNone() {
        assertThat(StabilitySettings.from(with(o -> o.warmup = "90s")).run().warmupMax()).isEqualTo(Duration.ofSeconds(90));
        assertThat(StabilitySettings.from(with(o -> o.warmup = "0")).run().warmupMax()).isZero();
        assertThat(StabilitySettings.from(with(o -> o.warmupMax = "10s")).run().warmupText()).isEqualTo("10s warm-up");
        assertThatThrownBy(() -> StabilitySettings.from(with(o -> o.warmupMax = "1 minute")))
                .isInstanceOf(UsageException.class).hasMessageContaining("--warmup-max 1 minute");
    }

    @Test
    void badValuesAreRefusedNamingTheOptionAndTheFix() {
        assertThatThrownBy(() -> StabilitySettings.from(with(o -> o.duration = "12 hours")))
                .isInstanceOf(UsageException.class).hasMessageContaining("--duration 12 hours").hasMessageContaining("12h");
        assertThatThrownBy(() -> StabilitySettings.from(with(o -> o.duration = "0")))
                .isInstanceOf(UsageException.class).hasMessageContaining("--duration 0");
        assertThatThrownBy(() -> StabilitySettings.from(with(o -> o.duration = "5s")))
                .isInstanceOf(UsageException.class).hasMessageContaining("--report-interval 10s is longer than --duration 5s");
        assertThatThrownBy(() -> StabilitySettings.from(with(o -> o.stallBelow = 100)))
                .isInstanceOf(UsageException.class).hasMessageContaining("--stall-below 100");
        assertThatThrownBy(() -> StabilitySettings.from(with(o -> o.spikeFactor = 0.5)))
                .isInstanceOf(UsageException.class).hasMessageContaining("--spike-factor 0.5");
        assertThatThrownBy(() -> StabilitySettings.from(with(o -> o.metricsPort = 70000)))
                .isInstanceOf(UsageException.class).hasMessageContaining("--metrics-port 70000");
        assertThatThrownBy(() -> StabilitySettings.from(with(o -> o.window = "0s")))
                .isInstanceOf(UsageException.class).hasMessageContaining("--analysis-window 0s");
    }

    @Test
    void aManifestWithoutThresholdsGivesTheDefaults() {
        assertThat(ThresholdManifest.read(java.util.Map.of())).isEqualTo(StabilityThresholds.DEFAULTS);
        assertThat(ThresholdManifest.read(java.util.Map.of("stability.analysis-window-seconds", "-1")))
                .isEqualTo(StabilityThresholds.DEFAULTS);
    }
}

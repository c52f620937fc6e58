package dev.dbbench.cli.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.PsMode;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RunSettingsTest {

    private static RunSettings settings(Duration time, long events) {
        return new RunSettings(time, Duration.ofSeconds(10), Duration.ofSeconds(60), events, Duration.ofSeconds(1), 0, 95,
                Set.of(), false, PsMode.AUTO, 0, null, null);
    }

    /** The banner of a run with --events said "10s measured" though the event limit ended it first (QA). */
    @Test
    void theBannerNamesWhatEndsTheMeasuredPart() {
        assertThat(settings(Duration.ofSeconds(10), 0).measuredText()).isEqualTo("10s");
        assertThat(settings(Duration.ZERO, 3000).measuredText()).isEqualTo("3,000 events");
        assertThat(settings(Duration.ofSeconds(10), 3000).measuredText()).isEqualTo("10s or 3,000 events, whichever ends first,");
    }
}

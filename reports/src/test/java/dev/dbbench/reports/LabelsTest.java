package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LabelsTest {

    @Test
    void keysAreShownInWordsWithTheirUnits() {
        assertThat(Labels.of("threads")).isEqualTo("threads");
        assertThat(Labels.of("tpsSpreadPct")).isEqualTo("TPS spread (%)");
        assertThat(Labels.of("clockOffsetMs")).isEqualTo("clock offset (ms)");
        assertThat(Labels.of("cpuPerQueryUs")).isEqualTo("CPU per query (µs)");
        assertThat(Labels.of("cooldownSeconds")).isEqualTo("cool-down");
        assertThat(Labels.of("stoppedLeftOut")).isEqualTo("cut short, left out");
        // Target names and option names are shown as they are written.
        assertThat(Labels.of("stop-when-p95-above")).isEqualTo("stop-when-p95-above");
    }

    @Test
    void secondsAreShownAsDurations() {
        assertThat(Labels.value("cooldownSeconds", "300")).isEqualTo("5 min");
        assertThat(Labels.value("cooldownSeconds", "0")).isEqualTo("0 s");
        assertThat(Labels.value("cooldownSeconds", "90")).isEqualTo("90 s");
        assertThat(Labels.value("windowSeconds", "5400")).isEqualTo("90 min");
        assertThat(Labels.value("windowSeconds", "7200")).isEqualTo("2 h");
        assertThat(Labels.value("repeats", "300")).isEqualTo("300");
    }

    @Test
    void byteSizedSettingsAreShownInBinaryUnits() {
        assertThat(Labels.setting("innodb_buffer_pool_size", "134217728")).isEqualTo("128 MiB");
        assertThat(Labels.setting("innodb_log_file_size", "100663296")).isEqualTo("96 MiB");
        assertThat(Labels.setting("max_allowed_packet", "1610612736")).isEqualTo("1.5 GiB");
        // A count, or a value already in units, stays as the server gave it.
        assertThat(Labels.setting("thread_cache_size", "9")).isEqualTo("9");
        assertThat(Labels.setting("max_connections", "1024")).isEqualTo("1024");
        assertThat(Labels.setting("shared_buffers", "128MB")).isEqualTo("128MB");
    }
}

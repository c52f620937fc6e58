package dev.dbbench.runner.jobs.prepare;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The terminal's progress line: readable numbers, and no percentage where none can be known. */
class BarLineTest {
    @Test
    void theLoadShowsRowsWithThousandsSeparatorsTheRateAndTimeLeft() {
        String line = BarLine.line("Loading", 2_500_000, 10_000_000, Duration.ofSeconds(10), "sbtest3 loaded", 200);

        assertThat(line).startsWith("Loading  25% [\u2588\u2588\u2588\u2588\u2588\u2588      ")
                .contains("] 2,500,000 / 10,000,000 rows  250,000 rows/s  30 s left  sbtest3 loaded");
    }

    @Test
    void aPhaseOfUnknownLengthShowsItsTimeNeverAQuestionMark() {
        String line = BarLine.line("Building indexes and keys", 0, -1, Duration.ofSeconds(75), "", 0);

        assertThat(line).isEqualTo("Building indexes and keys  1 min 15 s").doesNotContain("?");
    }

    /** The bar redraws in place: each line fills the terminal but its last column, so no end of a longer one is left. */
    @Test
    void theLineFillsTheTerminalButNeverWraps() {
        assertThat(BarLine.line("Loading", 1, 10_000_000, Duration.ofSeconds(1), "a-very-long-table-name loaded", 40)).hasSize(39);
        assertThat(BarLine.line("Verifying row counts", 0, -1, Duration.ofSeconds(1), "", 40)).hasSize(39).startsWith("Verifying");
    }
}

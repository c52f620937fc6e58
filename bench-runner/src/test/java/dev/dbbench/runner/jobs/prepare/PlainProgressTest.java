package dev.dbbench.runner.jobs.prepare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Progress as lines, for logs and scripts: the lines scripts read keep their shape, with rate and time left after it. */
class PlainProgressTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    @Test
    void showsEveryFivePercentWithRateAndTimeLeftThenEachPhaseByName() {
        try (LoadProgress p = LoadProgress.of(out, 1000, false)) {
            for (int i = 0; i < 10; i++) {
                p.add(100);
            }
            p.tableLoaded("sbtest1", 1000, 1.5);
            p.phase(LoadProgress.INDEXES);
            p.phase(LoadProgress.VERIFY);
            assertThat(p.rows()).isEqualTo(1000);
        }

        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(13);
        assertThat(lines.get(0)).matches("  \\[#{4} {36}]  10%  100 / 1,000 rows  [0-9,]+ rows/s  [0-9]+ s left");
        assertThat(lines.get(9)).startsWith("  [########################################] 100%  1,000 / 1,000 rows  ").endsWith(" 0 s left");
        assertThat(lines.get(10)).isEqualTo("  sbtest1             1,000 rows  loaded after 1.5 s");
        assertThat(lines.get(11)).matches("  building indexes and keys \\(after [0-9.]+ s\\)");
        assertThat(lines.get(12)).matches("  verifying row counts \\(after [0-9.]+ s\\)");
    }

    @Test
    void quietShowsNothing() {
        try (LoadProgress p = LoadProgress.of(out, 1000, true)) {
            p.add(1000);
            p.tableLoaded("sbtest1", 1000, 1.5);
            p.phase(LoadProgress.VERIFY);
        }
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void timeLeftReadsInTheUnitsItNeeds() {
        assertThat(PlainProgress.duration(42)).isEqualTo("42 s");
        assertThat(PlainProgress.duration(185)).isEqualTo("3 min 5 s");
        assertThat(PlainProgress.duration(7800)).isEqualTo("2 h 10 min");
    }
}

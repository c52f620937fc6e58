package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.RunResult;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** cells.csv carries the numbers the conclusions are drawn from, the same as the other formats show. */
class CellsCsvReporterTest {

    private static List<String> lines(RunResult r) throws IOException {
        StringWriter out = new StringWriter();
        new CellsCsvReporter().write(r, out);
        return out.toString().lines().toList();
    }

    @Test
    void aRowPerTargetAndThreadCountWithEachIntervalAndTheComparisonWithTheFirst() throws IOException {
        List<String> lines = lines(Fixtures.asRead(Fixtures.sweep()));
        List<String> header = List.of(lines.get(0).split(","));

        assertThat(lines).hasSize(7);
        assertThat(header).startsWith("target", "threads", "repeats", "status", "interval_from", "tps", "tps_low", "tps_high")
                .contains("p95_ms", "p95_ms_low", "baseline", "tps_ratio", "tps_ratio_low", "tps_ratio_high", "tps_significant",
                        "tps_verdict", "p99_ms_verdict");
        List<String> mysql = List.of(lines.get(1).split(",", -1));
        List<String> oceanbase = List.of(lines.get(4).split(",", -1));
        assertThat(mysql.subList(0, 6)).containsExactly("mysql", "8", "2", "ok", "repeats", "40.5");
        assertThat(mysql.get(header.indexOf("tps_ratio"))).as("the baseline is compared with nothing").isEmpty();
        // The same numbers as report.md's: 61.00 ±20.8 %, +50.6 % (+37.0 … +65.6 %), better.
        assertThat(oceanbase.get(header.indexOf("tps"))).isEqualTo("61");
        assertThat(oceanbase.get(header.indexOf("baseline"))).isEqualTo("mysql");
        assertThat(oceanbase.get(header.indexOf("tps_ratio"))).isEqualTo("1.506");
        assertThat(oceanbase.get(header.indexOf("tps_ratio_low"))).isEqualTo("1.37");
        assertThat(oceanbase.get(header.indexOf("tps_significant"))).isEqualTo("true");
        assertThat(oceanbase.get(header.indexOf("tps_verdict"))).isEqualTo("better");
        assertThat(oceanbase.get(header.indexOf("p95_ms_verdict"))).isEqualTo("worse");
        assertThat(header).endsWith("run_started", "command", "workload", "dataset", "dbbench_version", "run_id", "step_started");
        assertThat(oceanbase.subList(oceanbase.size() - 7, oceanbase.size())).containsExactly("2025-05-01T10:00:00Z", "sweep",
                "oltp_read_write", "10 tables × 10000 rows", "0.1.0-test", "20250501-100000-sweep", "");
    }
}

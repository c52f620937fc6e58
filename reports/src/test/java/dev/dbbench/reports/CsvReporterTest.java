package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class CsvReporterTest {

    @Test
    void oneRowPerStepThatParsesBack() throws IOException {
        List<List<String>> rows = parse(write(Fixtures.sweep()));

        assertThat(rows).hasSize(1 + 12);
        List<String> header = new ArrayList<>(CsvReporter.HEADER);
        header.addAll(RunColumns.HEADER);
        header.add("step_started");
        assertThat(rows.get(0)).isEqualTo(header);
        assertThat(rows).allSatisfy(r -> assertThat(r).hasSize(header.size()));
        List<String> first = rows.get(1);
        assertThat(value(first, "target")).isEqualTo("mysql");
        assertThat(value(first, "threads")).isEqualTo("8");
        assertThat(value(first, "repeat")).isEqualTo("1");
        assertThat(value(first, "qps")).isEqualTo("800");
        assertThat(value(first, "tps")).isEqualTo("40");
        assertThat(value(first, "reads_per_s")).isEqualTo("560");
        assertThat(value(first, "writes_per_s")).isEqualTo("160");
        assertThat(value(first, "lat_p95_ms")).isEqualTo("12");
        assertThat(value(first, "lat_min_ms")).isEqualTo("2");
        assertThat(value(first, "duration_s")).isEqualTo("60");
        assertThat(first.subList(CsvReporter.HEADER.size(), header.size()))
                .as("which run the row comes from, for files concatenated into one table")
                .containsExactly("2025-05-01T10:00:00Z", "sweep", "oltp_read_write", "10 tables × 10000 rows", "0.1.0-test",
                        "20250501-100000-sweep", "");
    }

    @Test
    void eachRowEndsWithWhenItsStepBegan() throws IOException {
        RunResult sweep = Fixtures.sweep();
        List<StepResult> steps = List.of(sweep.steps().get(0).toBuilder()
                .startedAt(java.util.Optional.of(java.time.Instant.parse("2025-05-01T10:00:01.250Z"))).build());
        RunResult r = new RunResult(sweep.tool(), "sweep", RunStatus.OK, sweep.startedAt(), sweep.finishedAt(), sweep.target(),
                sweep.targets(), sweep.workload(), sweep.manifest(), steps, RunSummary.EMPTY);

        List<String> row = parse(write(r)).get(1);

        assertThat(row.subList(row.size() - 2, row.size())).containsExactly("20250501-100000-sweep", "2025-05-01T10:00:01.250Z");
    }

    @Test
    void quotesNamesHoldingCommasAndQuotes() throws IOException {
        StepResult s = Fixtures.step("prod, \"primary\"", 4, 1, 123.456, 1.25);
        RunResult r = new RunResult(Fixtures.sweep().tool(), "run", RunStatus.OK, null, null, null, List.of(), null,
                Map.of(), List.of(s), RunSummary.EMPTY);

        List<List<String>> rows = parse(write(r));

        assertThat(rows).hasSize(2);
        assertThat(value(rows.get(1), "target")).isEqualTo("prod, \"primary\"");
        assertThat(value(rows.get(1), "qps")).isEqualTo("123.456");
        assertThat(value(rows.get(1), "lat_avg_ms")).isEqualTo("1.25");
    }

    private static String write(RunResult r) throws IOException {
        StringWriter out = new StringWriter();
        new CsvReporter().write(r, out);
        return out.toString();
    }

    private static String value(List<String> row, String column) {
        return row.get(CsvReporter.HEADER.indexOf(column));
    }

    /** A small RFC 4180 reader, independent of the writer under test. */
    static List<List<String>> parse(String csv) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n') {
                row.add(cell.toString());
                cell.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else if (c != '\r') {
                cell.append(c);
            }
        }
        return rows;
    }
}

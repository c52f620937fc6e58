package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.Reporter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportersTest {
    private final Reporters reporters = Reporters.load();

    @Test
    void findsEveryBuiltInFormat() {
        assertThat(reporters.formats()).containsExactly("cells-csv", "csv", "html", "jmh", "json", "md", "png", "txt");
        assertThat(reporters.get("JSON")).isInstanceOf(JsonReporter.class);
        assertThat(reporters.all()).extracting(Reporter::fileName)
                .containsExactly("cells.csv", "steps.csv", "report.html", "jmh-result.json", "result.json", "report.md", "charts/",
                        "summary.txt");
        // Exports are written when asked for by name; every run writes the others.
        assertThat(reporters.defaults()).extracting(Reporter::format).containsExactly("cells-csv", "csv", "html", "json", "md", "txt");
    }

    @Test
    void unknownFormatSuggestsTheClosestAndListsTheKnownOnes() {
        assertThatThrownBy(() -> reporters.get("htm"))
                .isInstanceOf(UsageException.class)
                .hasMessage("unknown report format 'htm': did you mean 'html'? "
                        + "give one of cells-csv, csv, html, jmh, json, md, png, txt (or all)");
        assertThatThrownBy(() -> reporters.get("spreadsheet"))
                .isInstanceOf(UsageException.class)
                .hasMessage("unknown report format 'spreadsheet': give one of cells-csv, csv, html, jmh, json, md, png, txt (or all)");
    }

    @Test
    void selectsACommaSeparatedListOrAll() {
        assertThat(reporters.select("md, html,md")).extracting(Reporter::format).containsExactly("md", "html");
        assertThat(reporters.select("all")).hasSize(8);
        assertThatThrownBy(() -> reporters.select(" ")).isInstanceOf(UsageException.class);
    }

    @Test
    void writesEachReportIntoTheDirectory(@TempDir Path dir) throws IOException {
        List<Path> files = Reporters.writeAll(reporters.defaults(), ReportInput.of(Fixtures.sweep()), dir);

        // The same names whatever the command, and the notes under the tables name the CSV file really written.
        assertThat(files).extracting(p -> p.getFileName().toString())
                .containsExactly("cells.csv", "steps.csv", "report.html", "result.json", "report.md", "summary.txt");
        assertThat(ResultJson.read(dir)).isEqualTo(Fixtures.sweep());
        assertThat(Files.readString(dir.resolve("report.md"))).contains("### QPS", "every measurement is in steps.csv.");
    }

    @Test
    void aSweepsReportsUnderTheirFormerNamesAreReplaced(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("sweep.md"), "an earlier version's report");
        Files.writeString(dir.resolve("sweep.csv"), "target,threads");

        Reporters.writeAll(reporters.defaults(), ReportInput.of(Fixtures.sweep()), dir);

        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted())
                    .containsExactly("cells.csv", "report.html", "report.md", "result.json", "steps.csv", "summary.txt");
        }
    }
}

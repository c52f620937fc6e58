package dev.dbbench.cli.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.ResultFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every kind of HTML report, opened in headless Chromium as a reader opens it, on a wide screen (1400 px) and a narrow
 * one (800 px): the conclusions come first, the charts next, every chart drew its lines and shows its legend whole, no
 * table runs past the page, no text runs out of its cell, and the console shows no error. A screenshot of each at each
 * width is kept in {@code target/chromium/} for a person to look at. The reports are rebuilt by {@code report} and
 * {@code compare} from the results in {@code old-results/}; a run and a one-target sweep are cut out of its two-target
 * sweep.
 * Skipped, saying so, only where Chromium is not installed ({@code scripts/setup-chromium.sh} installs it).
 */
class HtmlReportsInChromiumIT {
    private static final Path OLD = resource("old-results");
    private static final Path WORK = Path.of("target", "chromium");
    /** A desktop screen, and one narrower than the report's widest tables, so a table that does not scroll would show. */
    private static final List<Integer> WIDTHS = List.of(1400, 800);
    private static final Pattern VERDICT = Pattern.compile("<pre id=\"verdict\">(.*?)</pre>", Pattern.DOTALL);
    private static Chromium chromium;

    @BeforeAll
    static void findChromium() throws IOException {
        Files.createDirectories(WORK);
        Optional<Chromium> found = Chromium.find(Files.createTempDirectory("dbbench-chromium"));
        Assumptions.assumeTrue(found.isPresent(), "chromium is not installed, so the HTML reports are not opened in a browser: "
                + "run scripts/setup-chromium.sh (as root) to install it");
        chromium = found.get();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"run, 3", "sweep, 6", "two-target-sweep, 9", "stability, 3", "compare, 3"})
    void reportOpensWithItsConclusionsDrawsEveryChartAndFitsThePage(String kind, int charts) throws Exception {
        Path report = report(kind);

        for (int width : WIDTHS) {
            String at = kind + " at " + width + " px";
            Path check = report.resolveSibling("check-" + width + ".html");
            Files.writeString(check, checkPage(report.getFileName().toString(), width));
            Chromium.Output dom = chromium.dumpDom(check);
            Path shot = WORK.resolve(kind + "-" + width + ".png").toAbsolutePath();
            Chromium.Output page = chromium.screenshot(report, shot, width, 2400);

            JsonNode verdict = verdict(dom.stdout());
            assertThat(verdict.get("charts").asInt()).as(at + ": charts in " + report).isEqualTo(charts);
            assertThat(verdict.get("blank").toString()).as(at + ": charts without a drawn line").isEqualTo("[]");
            assertThat(verdict.get("first").asText()).as(at + ": the first sections").isEqualTo("Conclusions, Charts");
            assertThat(verdict.get("wide").asInt()).as(at + ": tables past the page's edge").isZero();
            assertThat(verdict.get("overflow").asBoolean()).as(at + ": the page scrolls sideways").isFalse();
            assertThat(verdict.get("spilled").toString()).as(at + ": text running out of its table cell").isEqualTo("[]");
            assertThat(verdict.get("clipped").toString()).as(at + ": chart text cut off or shortened").isEqualTo("[]");
            assertThat(page.consoleErrors()).as(at + ": console errors").isEmpty();
            assertThat(dom.consoleErrors()).as(at + ": console errors of the check").isEmpty();
            assertThat(shot).isNotEmptyFile();
        }
    }

    /** The report of {@code kind}, written by the command a user would run. */
    private static Path report(String kind) throws IOException {
        Path dir = WORK.resolve(kind).toAbsolutePath();
        deleteTree(dir);
        Cli cli = switch (kind) {
            case "run" -> Cli.run("report", cut(dir, l -> l.startsWith("pg,1,1,1,")).toString());
            case "sweep" -> Cli.run("report", cut(dir, l -> l.startsWith("pg,")).toString());
            case "two-target-sweep" -> Cli.run("report", copy("sweep", dir).toString());
            case "stability" -> Cli.run("report", copy("stability", dir).toString());
            case "compare" -> Cli.run("compare", copy("sweep", dir.resolve("sweep")).toString(),
                    copy("stability", dir.resolve("stability")).toString(), "--out", dir.resolve("out").toString());
            default -> throw new IllegalArgumentException(kind);
        };
        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        // Kept in target/ for a person to look at, so outside the temporary folders the schema check watches.
        ResultFiles.check(dir);
        return kind.equals("compare") ? dir.resolve("out/report.html") : dir.resolve("report.html");
    }

    /**
     * The old sweep with only the intervals {@code keep} accepts and no result.json: {@code report} takes one step for a
     * run and several for a sweep.
     */
    private static Path cut(Path dir, Predicate<String> keep) throws IOException {
        copy("sweep", dir);
        Files.delete(dir.resolve("result.json"));
        List<String> lines = Files.readAllLines(dir.resolve("intervals.csv"));
        Stream<String> kept = Stream.concat(Stream.of(lines.get(0)), lines.stream().skip(1).filter(keep));
        Files.write(dir.resolve("intervals.csv"), kept.toList());
        return dir;
    }

    /**
     * A page that opens the report in a frame {@code width} px wide, measures it and writes what it found: a cell whose
     * content is wider than the cell spills; a chart text that reaches past its image's edge, or a legend shortened
     * with an ellipsis, is clipped.
     */
    static String checkPage(String report, int width) {
        return """
                <!DOCTYPE html><html><body>
                <iframe id="f" src="%s" style="width:%dpx;height:1000px;border:0"></iframe>
                <script>
                document.getElementById('f').addEventListener('load', () => {
                  const d = document.getElementById('f').contentDocument;
                  const charts = [...d.querySelectorAll('svg.chart')];
                  const blank = charts.filter(c => ![...c.querySelectorAll('polyline.series')]
                      .some(l => l.points.numberOfItems > 1 && l.getBBox().width > 0)).map(c => c.getAttribute('aria-label'));
                  const width = d.documentElement.clientWidth;
                  const wide = [...d.querySelectorAll('.table-wrap')].filter(w => w.getBoundingClientRect().right > width + 1).length;
                  const h2 = [...d.querySelectorAll('h2')].slice(0, 2).map(h => h.textContent).join(', ');
                  const spilled = [...d.querySelectorAll('td, th')].filter(c => c.scrollWidth > c.clientWidth + 1)
                      .map(c => c.textContent);
                  const clipped = charts.flatMap(c => [...c.querySelectorAll('text')].filter(t => {
                      const b = t.getBoundingClientRect();
                      const box = c.getBoundingClientRect();
                      return b.left < box.left - 1 || b.right > box.right + 1 || b.top < box.top - 1 || b.bottom > box.bottom + 1
                          || t.textContent.endsWith('\u2026');
                    }).map(t => c.getAttribute('aria-label') + ': ' + t.textContent));
                  const v = document.createElement('pre');
                  v.id = 'verdict';
                  v.textContent = JSON.stringify({charts: charts.length, blank: blank, wide: wide,
                      overflow: d.documentElement.scrollWidth > width + 1, first: h2, spilled: spilled, clipped: clipped});
                  document.body.appendChild(v);
                });
                </script></body></html>
                """.formatted(report, width);
    }

    static JsonNode verdict(String dom) throws IOException {
        Matcher m = VERDICT.matcher(dom);
        assertThat(m.find()).as("the check page wrote its verdict:\n" + dom).isTrue();
        String json = m.group(1).replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
        return new ObjectMapper().readTree(json);
    }

    private static Path copy(String name, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(OLD.resolve(name))) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
        return to;
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static Path resource(String name) {
        try {
            return Path.of(HtmlReportsInChromiumIT.class.getResource("/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new UncheckedIOException(new IOException(e));
        }
    }
}

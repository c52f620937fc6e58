package dev.dbbench.cli.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
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
 * Every kind of HTML report, opened in headless Chromium as a reader opens it: the conclusions come first, the charts
 * next, and every chart drew its lines, no table runs past the page, and the console shows no error. A screenshot of
 * each is kept in {@code target/chromium/} for a person to look at. The reports are rebuilt by {@code report} and
 * {@code compare} from the results in {@code old-results/}; a run and a one-target sweep are cut out of its two-target
 * sweep.
 * Skipped, saying so, only where Chromium is not installed ({@code scripts/setup-chromium.sh} installs it).
 */
class HtmlReportsInChromiumIT {
    private static final Path OLD = resource("old-results");
    private static final Path WORK = Path.of("target", "chromium");
    /** Narrower than the report's widest tables, so a table that does not scroll inside its box would show. */
    private static final int FRAME_WIDTH = 900;
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
    @CsvSource({"run, 3", "sweep, 5", "two-target-sweep, 6", "stability, 3", "compare, 2"})
    void reportOpensWithItsConclusionsDrawsEveryChartAndFitsThePage(String kind, int charts) throws Exception {
        Path report = report(kind);

        Path check = report.resolveSibling("check.html");
        Files.writeString(check, checkPage(report.getFileName().toString()));
        Chromium.Output dom = chromium.dumpDom(check);
        Path shot = WORK.resolve(kind + ".png").toAbsolutePath();
        Chromium.Output page = chromium.screenshot(report, shot, 1280, 2400);

        JsonNode verdict = verdict(dom.stdout());
        assertThat(verdict.get("charts").asInt()).as(kind + ": charts in " + report).isEqualTo(charts);
        assertThat(verdict.get("blank").toString()).as(kind + ": charts without a drawn line").isEqualTo("[]");
        assertThat(verdict.get("first").asText()).as(kind + ": the first sections").isEqualTo("Conclusions, Charts");
        assertThat(verdict.get("wide").asInt()).as(kind + ": tables past the page's edge").isZero();
        assertThat(verdict.get("overflow").asBoolean()).as(kind + ": the page scrolls sideways").isFalse();
        assertThat(page.consoleErrors()).as(kind + ": console errors").isEmpty();
        assertThat(dom.consoleErrors()).as(kind + ": console errors of the check").isEmpty();
        assertThat(shot).isNotEmptyFile();
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

    /** A page that opens the report in a frame {@value #FRAME_WIDTH} px wide, measures it and writes what it found. */
    private static String checkPage(String report) {
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
                  const v = document.createElement('pre');
                  v.id = 'verdict';
                  v.textContent = JSON.stringify({charts: charts.length, blank: blank, wide: wide,
                      overflow: d.documentElement.scrollWidth > width + 1, first: h2});
                  document.body.appendChild(v);
                });
                </script></body></html>
                """.formatted(report, FRAME_WIDTH);
    }

    private static JsonNode verdict(String dom) throws IOException {
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

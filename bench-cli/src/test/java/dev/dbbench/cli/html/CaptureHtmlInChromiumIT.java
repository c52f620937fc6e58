package dev.dbbench.cli.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.dbbench.capture.model.Analysis;
import dev.dbbench.capture.model.Captured;
import dev.dbbench.capture.out.Report;
import dev.dbbench.capture.out.Summary;
import dev.dbbench.capture.source.Execution;
import dev.dbbench.capture.source.Observation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A capture's HTML report, with a replay beside its original, opened in headless Chromium at 1400 and 800 px as
 * {@link HtmlReportsInChromiumIT} opens a result's: the comparison comes first, no table runs past the page, no text
 * out of its cell (statement shapes of 140 characters among them), and the console shows no error.
 */
class CaptureHtmlInChromiumIT {

    @Test
    void theCaptureReportFitsThePageWithTheReplayFirst() throws Exception {
        Path dir = Path.of("target", "chromium", "capture").toAbsolutePath();
        Files.createDirectories(dir);
        Optional<Chromium> found = Chromium.find(Files.createTempDirectory("dbbench-chromium"));
        Assumptions.assumeTrue(found.isPresent(), "chromium is not installed: run scripts/setup-chromium.sh (as root) to install it");
        Captured c = Analysis.of(new Observation("MariaDB 10.11", Duration.ofSeconds(5), log(), Map.of(), false,
                List.of("statement log: the general log"), List.of()), true, tables -> List.of(), false);
        Report.write(dir.resolve("capture-report.md"), "shop.yaml", c, List.of("SET GLOBAL general_log = OFF"), Optional.of(Summary.of(c)));
        Path report = dir.resolve(Report.HTML);
        assertThat(Files.readString(report)).contains("<h2>Replay beside the original</h2>", "<code>select c_last");
        for (int width : List.of(1400, 800)) {
            String at = "capture report at " + width + " px";
            Path check = dir.resolve("check-" + width + ".html");
            Files.writeString(check, HtmlReportsInChromiumIT.checkPage(Report.HTML, width));
            Chromium.Output dom = found.get().dumpDom(check);
            Chromium.Output page = found.get().screenshot(report, dir.resolve("capture-" + width + ".png"), width, 2400);
            JsonNode verdict = HtmlReportsInChromiumIT.verdict(dom.stdout());
            assertThat(verdict.get("first").asText()).as(at + ": the first sections").startsWith("Replay beside the original, ");
            assertThat(verdict.get("wide").asInt()).as(at + ": tables past the page's edge").isZero();
            assertThat(verdict.get("overflow").asBoolean()).as(at + ": the page scrolls sideways").isFalse();
            assertThat(verdict.get("spilled").toString()).as(at + ": text running out of its table cell").isEqualTo("[]");
            assertThat(page.consoleErrors()).as(at + ": console errors").isEmpty();
            assertThat(dom.consoleErrors()).as(at + ": console errors of the check").isEmpty();
        }
    }

    /** An order and a long customer read, in two sessions. */
    private static List<Execution> log() {
        List<Execution> log = new ArrayList<>();
        Random r = new Random(2);
        for (int i = 0; i < 200; i++) {
            String s = Integer.toString(i % 2);
            log.add(new Execution(s, "BEGIN"));
            log.add(new Execution(s, "SELECT c_last, c_first, c_middle, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_since,"
                    + " c_credit, c_credit_lim, c_discount, c_balance FROM customer WHERE c_w_id = 1 AND c_d_id = " + (1 + r.nextInt(10))
                    + " AND c_id = " + (1 + r.nextInt(3000))));
            log.add(new Execution(s, "INSERT INTO orders (o_id, o_d_id, o_c_id) VALUES (" + (5000 + i) + ", " + (1 + r.nextInt(10)) + ", "
                    + (1 + r.nextInt(3000)) + ")"));
            log.add(new Execution(s, "COMMIT"));
        }
        return log;
    }
}

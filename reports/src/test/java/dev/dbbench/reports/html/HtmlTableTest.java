package dev.dbbench.reports.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.Table;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class HtmlTableTest {
    /** A column of changes lines up on the right whatever their sign; a word stays on the left. */
    @Test
    void signedNumbersAreRightAlignedAlike() throws Exception {
        Table t = new Table("changes", List.of("measure", "change"),
                List.of(List.of("TPS", "-48.5 %"), List.of("p95", "+94.8 %"), List.of("QPS", "1,204.50"), List.of("note", "unknown")), List.of());
        StringWriter out = new StringWriter();

        Html.table(t, "h3", out);

        assertThat(out.toString()).contains("<td class=\"num\">-48.5 %</td>", "<td class=\"num\">+94.8 %</td>",
                "<td class=\"num\">1,204.50</td>", "<td>unknown</td>");
    }
}

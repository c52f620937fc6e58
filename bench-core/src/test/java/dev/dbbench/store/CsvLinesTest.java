package dev.dbbench.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class CsvLinesTest {

    @Test
    void plainFieldsAreWrittenAsTheyAre() {
        assertThat(CsvLines.line(List.of("mysql", "8", "1.5", "", "a long value without any comma in it at all", " x", "#1")))
                .isEqualTo("mysql,8,1.5,,a long value without any comma in it at all, x,#1");
    }

    @Test
    void fieldsWithCommasQuotesOrLineBreaksAreQuotedWithQuotesDoubled() {
        assertThat(CsvLines.line(List.of("a,b", "say \"hi\"", "two\nlines", "cr\rhere")))
                .isEqualTo("\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\rhere\"");
        assertThat(CsvLines.field("1213=3;1205=1")).isEqualTo("1213=3;1205=1");
    }

    @Test
    void readingGivesBackWhatWasWritten() {
        List<String> fields = List.of("a,b", "say \"hi\"", "", "two\nlines", "plain", "");
        assertThat(CsvLines.fields(CsvLines.line(fields))).containsExactlyElementsOf(fields);
        assertThat(CsvLines.fields("")).containsExactly("");
        assertThat(CsvLines.fields("start,2026-01-01T00:00:00Z,,,db-1,")).containsExactly("start", "2026-01-01T00:00:00Z", "", "",
                "db-1", "");
    }

    @Test
    void anOpenQuoteIsNoRecord() {
        assertThatThrownBy(() -> CsvLines.fields("a,\"b")).isInstanceOf(IllegalArgumentException.class);
    }
}

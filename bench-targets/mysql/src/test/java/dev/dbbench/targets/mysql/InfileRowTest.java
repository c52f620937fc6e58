package dev.dbbench.targets.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class InfileRowTest {

    @Test
    void fieldsAreTabSeparatedAndRowsNewlineTerminated() {
        InfileRow row = new InfileRow(4);
        row.startRow();
        row.integer(1);
        row.integer(42);
        row.text("12345-67890");
        row.endRow();
        row.startRow();
        row.integer(2);
        row.text("");
        row.endRow();
        assertThat(text(row)).isEqualTo("1\t42\t12345-67890\n2\t\n");
    }

    @Test
    void separatorsTheEscapeCharacterAndControlCharactersAreEscaped() {
        assertThat(encoded("tab\there")).isEqualTo("tab\\there\n");
        assertThat(encoded("new\nline")).isEqualTo("new\\nline\n");
        assertThat(encoded("back\\slash")).isEqualTo("back\\\\slash\n");
        assertThat(encoded("\\N")).isEqualTo("\\\\N\n");
        assertThat(encoded("trailing\\")).isEqualTo("trailing\\\\\n");
        assertThat(encoded("cr\rlf")).isEqualTo("cr\\rlf\n");
        assertThat(encoded("nul\0")).isEqualTo("nul\\0\n");
        assertThat(encoded("it's \"quoted\"")).isEqualTo("it's \"quoted\"\n");
    }

    @Test
    void textIsUtf8AndALoneSurrogateBecomesAQuestionMark() {
        String value = "caf\u00e9 \u20ac \uD83D\uDE00";
        assertThat(bytes(value)).isEqualTo((value + "\n").getBytes(StandardCharsets.UTF_8));
        assertThat(encoded("a\uD800b")).isEqualTo("a?b\n");
    }

    @Test
    void integersCoverTheWholeRange() {
        for (long v : new long[] {0, 7, -7, 10, -10, 999, 1000, Long.MAX_VALUE, Long.MIN_VALUE, Integer.MIN_VALUE}) {
            InfileRow row = new InfileRow(1);
            row.startRow();
            row.integer(v);
            assertThat(text(row)).isEqualTo(Long.toString(v));
        }
    }

    @Test
    void truncateDropsAPartialRow() {
        InfileRow row = new InfileRow(16);
        row.startRow();
        row.integer(1);
        row.endRow();
        int mark = row.size();
        row.startRow();
        row.integer(2);
        row.truncate(mark);
        assertThat(text(row)).isEqualTo("1\n");
    }

    private static String encoded(String value) {
        return new String(bytes(value), StandardCharsets.UTF_8);
    }

    private static byte[] bytes(String value) {
        InfileRow row = new InfileRow(2);
        row.startRow();
        row.text(value);
        row.endRow();
        return Arrays.copyOf(row.bytes(), row.size());
    }

    private static String text(InfileRow row) {
        return new String(row.bytes(), 0, row.size(), StandardCharsets.UTF_8);
    }
}

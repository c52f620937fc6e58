package dev.dbbench.targets.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** LOAD DATA's escapes; the shared encoding is TabSeparatedRowTest's. */
class InfileRowTest {

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

    private static String encoded(String value) {
        InfileRow row = new InfileRow(2);
        row.startRow();
        row.text(value);
        row.endRow();
        return new String(row.bytes(), 0, row.size(), StandardCharsets.UTF_8);
    }
}

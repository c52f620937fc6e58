package dev.dbbench.targets.postgresql;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** COPY's escapes; the shared encoding is TabSeparatedRowTest's. */
class CopyTextRowTest {

    @Test
    void copysFourReservedCharactersAreEscapedAndNothingElse() {
        CopyTextRow row = new CopyTextRow(4);
        row.startRow();
        row.integer(42);
        row.text("a\\b\tc\nd\re");
        row.text("\\N");
        row.text("nul\0 it's \"quoted\"");
        row.endRow();
        assertThat(new String(row.bytes(), 0, row.size(), StandardCharsets.UTF_8))
                .isEqualTo("42\ta\\\\b\\tc\\nd\\re\t\\\\N\tnul\0 it's \"quoted\"\n");
    }
}

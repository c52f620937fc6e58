package dev.dbbench.targets.postgresql;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class CopyTextRowTest {

    @Test
    void writesTabSeparatedRowsWithCopyEscapes() {
        CopyTextRow row = new CopyTextRow(4);
        row.startRow();
        row.integer(42);
        row.integer(-7);
        row.text("a\\b\tc\nd\re");
        row.text("\\N");
        row.text("");
        row.endRow();
        row.startRow();
        row.integer(Long.MIN_VALUE);
        row.integer(0);
        row.endRow();
        assertThat(text(row)).isEqualTo("42\t-7\ta\\\\b\\tc\\nd\\re\t\\\\N\t\n" + Long.MIN_VALUE + "\t0\n");
    }

    @Test
    void encodesUtf8WithoutAllocatingStrings() {
        CopyTextRow row = new CopyTextRow(1);
        row.startRow();
        String value = "caf\u00e9 \u20ac \uD83D\uDE00 \uD800x";
        row.text(value);
        row.endRow();
        assertThat(text(row)).isEqualTo(new String(value.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8) + "\n");
    }

    @Test
    void clearStartsAnEmptyBufferButKeepsItsCapacity() {
        CopyTextRow row = new CopyTextRow(8);
        row.startRow();
        row.text("0123456789");
        row.endRow();
        byte[] grown = row.bytes();
        row.clear();
        assertThat(row.size()).isZero();
        assertThat(row.bytes()).isSameAs(grown);
    }

    private static String text(CopyTextRow row) {
        return new String(row.bytes(), 0, row.size(), StandardCharsets.UTF_8);
    }
}

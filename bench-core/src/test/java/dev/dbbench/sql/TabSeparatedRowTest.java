package dev.dbbench.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The encoding every tab-separated format shares; each format's escapes are tested with its loader. */
class TabSeparatedRowTest {

    /** A format that escapes only the backslash, as "b". */
    private static final class Row extends TabSeparatedRow {
        Row(int capacity) {
            super(capacity);
        }

        @Override
        protected char escape(char ch) {
            return ch == '\\' ? 'b' : 0;
        }
    }

    @Test
    void fieldsAreTabSeparatedRowsNewlineTerminatedAndTheBufferGrows() {
        Row row = new Row(2);
        row.startRow();
        row.integer(1);
        row.integer(42);
        row.text("12345-67890");
        row.endRow();
        row.startRow();
        row.integer(2);
        row.text("");
        row.text("a\\z");
        row.endRow();
        assertThat(text(row)).isEqualTo("1\t42\t12345-67890\n2\t\ta\\bz\n");
    }

    @Test
    void asciiTextIsCopiedAsItIsBetweenSeparators() {
        byte[] digits = "x01234-56789y".getBytes(StandardCharsets.US_ASCII);
        Row row = new Row(1);
        row.startRow();
        row.integer(7);
        row.asciiText(digits, 1, 11);
        row.asciiText(digits, 0, 0);
        row.endRow();
        assertThat(text(row)).isEqualTo("7\t01234-56789\t\n");
    }

    @Test
    void textIsUtf8AndALoneSurrogateBecomesAQuestionMark() {
        String value = "caf\u00e9 \u20ac \uD83D\uDE00";
        assertThat(bytes(value)).isEqualTo((value + "\n").getBytes(StandardCharsets.UTF_8));
        assertThat(new String(bytes("a\uD800b"), StandardCharsets.UTF_8)).isEqualTo("a?b\n");
    }

    @Test
    void integersCoverTheWholeRange() {
        // Around 2^32 the digits switch from a multiply-and-shift to an unsigned division.
        for (long v : new long[] {0, 7, -7, 10, -10, 999, 1000, Long.MAX_VALUE, Long.MIN_VALUE, Integer.MIN_VALUE,
            Integer.MAX_VALUE, -1, 0xFFFF_FFFFL, -0xFFFF_FFFFL, 0x1_0000_0000L, -0x1_0000_0000L}) {
            Row row = new Row(1);
            row.startRow();
            row.integer(v);
            assertThat(text(row)).isEqualTo(Long.toString(v));
        }
    }

    @Test
    void theDivisionFreeDigitsMatchLongToStringUpTo2To32() {
        SplittableRandom random = new SplittableRandom(42);
        List<Long> values = new ArrayList<>(List.of(0L, 0xFFFF_FFFFL, 0xFFFF_FFFEL, 0x8000_0000L));
        for (long p = 1; p <= 1_000_000_000L; p *= 10) {
            values.addAll(List.of(p - 1, p, p + 1, 4 * p + 3));
        }
        values.removeIf(v -> v > 0xFFFF_FFFFL);
        for (int i = 0; i < 1_000_000; i++) {
            values.add(random.nextLong(0x1_0000_0000L));
        }
        byte[] out = new byte[10];
        List<String> wrong = new ArrayList<>();
        for (long v : values) {
            String written = new String(out, 0, TabSeparatedRow.digitsOf(v, out, 0), StandardCharsets.US_ASCII);
            if (!written.equals(Long.toString(v))) {
                wrong.add(v + " -> " + written);
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void truncateDropsAPartialRowAndClearKeepsTheCapacity() {
        Row row = new Row(16);
        row.startRow();
        row.integer(1);
        row.endRow();
        int mark = row.size();
        row.startRow();
        row.integer(2);
        row.truncate(mark);
        assertThat(text(row)).isEqualTo("1\n");
        row.text("0123456789abcdefghij");
        byte[] grown = row.bytes();
        row.clear();
        assertThat(row.size()).isZero();
        assertThat(row.bytes()).isSameAs(grown);
    }

    @Test
    void nullIsABackslashAndACapitalN() {
        Row row = new Row(2);
        row.startRow();
        row.integer(1);
        row.nullValue();
        row.text("N");
        row.endRow();
        assertThat(text(row)).isEqualTo("1\t\\N\tN\n");
    }

    private static byte[] bytes(String value) {
        Row row = new Row(2);
        row.startRow();
        row.text(value);
        row.endRow();
        return Arrays.copyOf(row.bytes(), row.size());
    }

    private static String text(Row row) {
        return new String(row.bytes(), 0, row.size(), StandardCharsets.UTF_8);
    }
}

package dev.dbbench.targets.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.BulkLoader.RowSource;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class InfileStreamTest {
    private static final String[] VALUES = {"plain-123", "tab\t", "\nnewline", "back\\slash", "\u00e9t\u00e9", ""};

    @Test
    void nothingIsPulledBeforeTheFirstRead() {
        int[] pulled = {0};
        InfileStream stream = new InfileStream(row -> {
            pulled[0]++;
            return false;
        });
        assertThat(stream.rowsPulled()).isZero();
        assertThat(pulled[0]).isZero();
        assertThat(stream.read()).isEqualTo(-1);
        assertThat(stream.read(new byte[8], 0, 8)).isEqualTo(-1);
    }

    @Test
    void manyRowsCrossRefillsByteForByte() throws IOException {
        int rows = 50_000;
        // A fill mark far below one row's size and one cutting rows apart: both must yield the same bytes.
        for (int fill : new int[] {1, 97, InfileStream.FILL_BYTES}) {
            InfileStream stream = new InfileStream(source(rows), fill);
            assertThat(stream.readAllBytes()).as("fill %d", fill).isEqualTo(expected(rows));
            assertThat(stream.rowsPulled()).isEqualTo(rows);
            assertThat(stream.read()).isEqualTo(-1);
        }
    }

    @Test
    void singleByteAndOddSizedReadsSeeTheSameBytes() {
        int rows = 3_000;
        InfileStream stream = new InfileStream(source(rows), 113);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] chunk = new byte[37];
        int step = 0;
        while (true) {
            if (step++ % 3 == 0) {
                int b = stream.read();
                if (b < 0) {
                    break;
                }
                out.write(b);
            } else {
                int n = stream.read(chunk, 5, 32);
                if (n < 0) {
                    break;
                }
                out.write(chunk, 5, n);
            }
        }
        assertThat(out.toByteArray()).isEqualTo(expected(rows));
    }

    @Test
    void aSourceThatWritesPartOfARowAndStopsAddsNothing() throws IOException {
        int[] id = {0};
        InfileStream stream = new InfileStream(row -> {
            row.integer(++id[0]);
            return id[0] <= 2;
        });
        assertThat(new String(stream.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo("1\n2\n");
        assertThat(stream.rowsPulled()).isEqualTo(2);
    }

    /** Rows id, -id, one awkward value, through a reused buffer as the sbtest source does. */
    private static RowSource source(int rows) {
        int[] id = {0};
        char[] buf = new char[32];
        return row -> {
            if (id[0] == rows) {
                return false;
            }
            int i = ++id[0];
            row.integer(i);
            row.integer(-i);
            String v = VALUES[i % VALUES.length];
            v.getChars(0, v.length(), buf, 0);
            row.text(CharBuffer.wrap(buf, 0, v.length()));
            return true;
        };
    }

    private static byte[] expected(int rows) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= rows; i++) {
            String v = VALUES[i % VALUES.length].replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n");
            sb.append(i).append('\t').append(-i).append('\t').append(v).append('\n');
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }
}

package dev.dbbench.targets.postgresql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.targets.postgresql.CopyBinaryRow.Type;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** COPY's binary format as PostgreSQL documents it, built here with DataOutputStream (big-endian). */
class CopyBinaryRowTest {
    private static final List<String> COLUMNS = List.of("a", "b", "c", "d");
    private static final Type[] TYPES = {Type.INT2, Type.INT4, Type.INT8, Type.BPCHAR};

    @Test
    void headerRowsAndTrailerFollowTheFormat() throws IOException {
        CopyBinaryRow row = new CopyBinaryRow(COLUMNS, TYPES, 4);
        row.startRow();
        row.integer(-2);
        row.integer(70_000);
        row.integer(Long.MIN_VALUE);
        row.asciiText("12-34".getBytes(StandardCharsets.US_ASCII), 0, 5);
        row.endRow();
        row.startRow();
        row.text("7");
        row.text(" -8 ");
        row.integer(9);
        row.text("caf\u00e9");
        row.endRow();
        row.trailer();

        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(expected);
        out.write("PGCOPY\n\377\r\n\0".getBytes(StandardCharsets.ISO_8859_1));
        out.writeInt(0);
        out.writeInt(0);
        out.writeShort(4);
        out.writeInt(2);
        out.writeShort(-2);
        out.writeInt(4);
        out.writeInt(70_000);
        out.writeInt(8);
        out.writeLong(Long.MIN_VALUE);
        out.writeInt(5);
        out.write("12-34".getBytes(StandardCharsets.US_ASCII));
        out.writeShort(4);
        out.writeInt(2);
        out.writeShort(7);
        out.writeInt(4);
        out.writeInt(-8);
        out.writeInt(8);
        out.writeLong(9);
        out.writeInt(5);
        out.write("caf\u00e9".getBytes(StandardCharsets.UTF_8));
        out.writeShort(-1);
        assertThat(Arrays.copyOf(row.bytes(), row.size())).isEqualTo(expected.toByteArray());
    }

    @Test
    void nullIsALengthOfMinusOneInAnyColumn() {
        CopyBinaryRow row = new CopyBinaryRow(List.of("i", "s"), new Type[] {Type.INT4, Type.TEXT}, 64);
        row.clear();
        row.startRow();
        row.nullValue();
        row.nullValue();
        row.endRow();
        assertThat(Arrays.copyOf(row.bytes(), row.size())).containsExactly(0, 2, -1, -1, -1, -1, -1, -1, -1, -1);
    }

    @Test
    void anIntegerIntoAStringColumnIsWrittenInDecimal() {
        CopyBinaryRow row = new CopyBinaryRow(List.of("s"), new Type[] {Type.TEXT}, 64);
        row.clear();
        row.startRow();
        row.integer(-123);
        row.endRow();
        assertThat(Arrays.copyOf(row.bytes(), row.size())).containsExactly(0, 1, 0, 0, 0, 4, '-', '1', '2', '3');
    }

    @Test
    void valuesOutsideTheColumnsRangeOrNotNumbersAreRefusedNamingTheColumn() {
        CopyBinaryRow row = new CopyBinaryRow(COLUMNS, TYPES, 64);
        row.startRow();
        assertThatThrownBy(() -> row.integer(40_000)).hasMessage("value 40000 is out of range for column a (int2)");
        CopyBinaryRow other = new CopyBinaryRow(COLUMNS, TYPES, 64);
        other.startRow();
        other.integer(1);
        assertThatThrownBy(() -> other.integer(1L << 31)).hasMessage("value 2147483648 is out of range for column b (int4)");
        CopyBinaryRow third = new CopyBinaryRow(COLUMNS, TYPES, 64);
        third.startRow();
        assertThatThrownBy(() -> third.text("x1")).hasMessage("\"x1\" is not a whole number for column a (int2)");
    }

    @Test
    void aRowWithTooFewOrTooManyValuesIsRefused() {
        CopyBinaryRow row = new CopyBinaryRow(List.of("a"), new Type[] {Type.INT4}, 64);
        row.startRow();
        assertThatThrownBy(row::endRow).hasMessageContaining("0 values for 1 columns");
        row.integer(1);
        assertThatThrownBy(() -> row.integer(2)).hasMessageContaining("more than 1 values");
    }

    @Test
    void onlyIntegerAndStringTypesAreEncoded() {
        assertThat(Type.of(23)).isEqualTo(Type.INT4);
        assertThat(Type.of(1042)).isEqualTo(Type.BPCHAR);
        assertThat(Type.of(1700)).as("numeric").isNull();
        assertThat(Type.of(1114)).as("timestamp").isNull();
    }

    @Test
    void catalogNamesFoldUnquotedIdentifiersOnly() {
        assertThat(CopyLoader.attributeName("Pad")).isEqualTo("pad");
        assertThat(CopyLoader.attributeName("\"Pad\"")).isEqualTo("Pad");
        assertThat(CopyLoader.attributeName("\"a\"\"b\"")).isEqualTo("a\"b");
    }
}

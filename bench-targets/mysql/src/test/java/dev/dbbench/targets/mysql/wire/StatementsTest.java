package dev.dbbench.targets.mysql.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement.Kind;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.sql.text.SqlSyntax;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** COM_STMT_EXECUTE and COM_QUERY as the statements write them, checked byte by byte against the protocol's layout. */
class StatementsTest {

    @Test
    void executeSendsTheIdNoCursorOneIterationAndTypedValues() {
        ScriptStatement s = new ScriptStatement("UPDATE t SET c = ? WHERE id = ?", Kind.UPDATE).withText(0);
        ScriptParams params = new ScriptParams(2);
        byte[] text = "ab".getBytes(StandardCharsets.UTF_8);
        params.setText(0, text, text.length);
        params.setInt(1, -2);
        ByteBuffer out = Packets.allocate(Statements.executeBytes(s, params));
        Statements.execute(out, 0x01020304, s, params);
        assertThat(out.remaining()).as("sized exactly").isZero();
        assertThat(HexFormat.of().formatHex(out.array())).isEqualTo(
                "170000" + "00"             // payload length 23, sequence 0
                + "17" + "04030201"         // COM_STMT_EXECUTE, statement id
                + "00" + "01000000"         // no cursor, one iteration
                + "00" + "01"               // NULL bitmap, new parameters bound
                + "fe00" + "0300"           // MYSQL_TYPE_STRING, MYSQL_TYPE_LONG, both signed
                + "02" + "6162"             // 'ab' length-encoded
                + "feffffff");              // -2 as int32 little-endian
    }

    @Test
    void aStatementWithoutParametersHasNoBitmapAndNoTypes() {
        ScriptStatement s = new ScriptStatement("SELECT 1", Kind.QUERY);
        ByteBuffer out = Packets.allocate(Statements.executeBytes(s, new ScriptParams(0)));
        Statements.execute(out, 7, s, new ScriptParams(0));
        assertThat(HexFormat.of().formatHex(out.array())).isEqualTo("0a000000" + "17" + "07000000" + "00" + "01000000");
    }

    @Test
    void nineParametersTakeTwoBytesOfBitmapAndALongTextALongerLength() {
        ScriptStatement s = new ScriptStatement("SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?", Kind.QUERY).withText(8);
        ScriptParams params = new ScriptParams(9);
        byte[] text = "x".repeat(300).getBytes(StandardCharsets.UTF_8);
        params.setText(8, text, text.length);
        ByteBuffer out = Packets.allocate(Statements.executeBytes(s, params));
        Statements.execute(out, 1, s, params);
        assertThat(out.remaining()).isZero();
        assertThat(out.get(4 + 10)).as("the first bitmap byte").isZero();
        assertThat(out.get(4 + 12)).as("new parameters bound").isEqualTo((byte) 1);
        int values = 4 + 13 + 2 * 9 + 8 * 4;
        assertThat(HexFormat.of().formatHex(out.array(), values, values + 3)).as("300 as a 2-byte length").isEqualTo("fc2c01");
    }

    @Test
    void underDisableEveryStatementIsAComQuery() throws SQLException {
        Statements statements = Statements.text(List.of(new ScriptStatement("BEGIN", Kind.OTHER),
                new ScriptStatement("SELECT c FROM t WHERE id = ?", Kind.QUERY)), SqlSyntax.MYSQL_MODES);
        ScriptParams params = new ScriptParams(1);
        params.setInt(0, 5);
        ByteBuffer out = Packets.allocate(statements.maxBytes(1, params));
        statements.write(out, 1, params, true);
        assertThat(new String(out.array(), 5, out.position() - 5, StandardCharsets.UTF_8)).isEqualTo("SELECT c FROM t WHERE id = 5");
        assertThat(out.get(4)).isEqualTo(Packets.COM_QUERY);
        assertThat(statements.usualBytes()).isEqualTo(4 + 1 + "SELECT c FROM t WHERE id = ".length() + dev.dbbench.wire.InlineText.MAX_INT_LITERAL);
    }

    @Test
    void refusesAPacketItWouldHaveToSplit() {
        ByteBuffer out = Packets.allocate(Packets.MAX_PAYLOAD + 8);
        int start = Packets.begin(out, 0);
        out.position(start + Packets.HEADER + Packets.MAX_PAYLOAD);
        assertThatThrownBy(() -> Packets.end(out, start)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("16 MiB").hasMessageContaining("--client jdbc");
    }
}

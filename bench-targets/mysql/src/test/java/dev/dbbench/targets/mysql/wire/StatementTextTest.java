package dev.dbbench.targets.mysql.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement.Kind;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.sql.text.SqlSyntax;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class StatementTextTest {

    @Test
    void writesIntsAsDigitsAndNegativeOnesInParentheses() {
        assertThat(intLiteral(0)).isEqualTo("0");
        assertThat(intLiteral(7)).isEqualTo("7");
        assertThat(intLiteral(40026)).isEqualTo("40026");
        assertThat(intLiteral(1_000_000_000)).isEqualTo("1000000000");
        assertThat(intLiteral(Integer.MAX_VALUE)).isEqualTo("2147483647");
        assertThat(intLiteral(-5)).isEqualTo("(-5)");
        assertThat(intLiteral(-10)).isEqualTo("(-10)");
        assertThat(intLiteral(Integer.MIN_VALUE)).isEqualTo("(-2147483648)").hasSize(dev.dbbench.wire.InlineText.MAX_INT_LITERAL);
    }

    @Test
    void quotesTextDoublingQuotesAndBackslashesUnlessTheServerTakesBackslashesLiterally() {
        assertThat(textLiteral("plain", true)).isEqualTo("'plain'");
        assertThat(textLiteral("", true)).isEqualTo("''");
        assertThat(textLiteral("it's", true)).isEqualTo("'it''s'");
        assertThat(textLiteral("a\\b\\", true)).isEqualTo("'a\\\\b\\\\'");
        assertThat(textLiteral("\\'", true)).isEqualTo("'\\\\'''");
        assertThat(textLiteral("\\'", false)).isEqualTo("'\\'''");
        assertThat(textLiteral("caf\u00e9 \uD83D\uDE00 \"?\"", true)).isEqualTo("'caf\u00e9 \uD83D\uDE00 \"?\"'");
    }

    @Test
    void writesAComQueryWithTheValuesInTheText() throws SQLException {
        ScriptStatement s = new ScriptStatement("UPDATE t SET k = k - ?, c = ? WHERE id = ? AND c <> 'é?'", Kind.UPDATE).withText(1);
        StatementText t = new StatementText(s, 0, SqlSyntax.MYSQL_MODES);
        assertThat(t.parameters()).isEqualTo(3);
        ScriptParams params = new ScriptParams(3);
        params.setInt(0, -3);
        byte[] text = "o'k".getBytes(StandardCharsets.UTF_8);
        params.setText(1, text, text.length);
        params.setInt(2, 42);
        ByteBuffer out = Packets.allocate(t.maxQueryBytes(params) + 1);
        out.put((byte) 0x55);
        t.writeQuery(out, params, true);
        byte[] sql = "UPDATE t SET k = k - (-3), c = 'o''k' WHERE id = 42 AND c <> 'é?'".getBytes(StandardCharsets.UTF_8);
        ByteBuffer expected = ByteBuffer.allocate(1 + 4 + 1 + sql.length);
        expected.put((byte) 0x55).put((byte) (1 + sql.length)).put((byte) 0).put((byte) 0).put((byte) 0)
                .put(Packets.COM_QUERY).put(sql);
        assertThat(bytes(out)).containsExactly(expected.array());
    }

    @Test
    void theLongestValuesFitTheSizeGiven() throws SQLException {
        ScriptStatement s = new ScriptStatement("SELECT ?, ?, ?", Kind.QUERY).withText(2);
        StatementText t = new StatementText(s, 0, SqlSyntax.MYSQL_MODES);
        ScriptParams params = new ScriptParams(3);
        params.setInt(0, Integer.MIN_VALUE);
        params.setInt(1, Integer.MIN_VALUE);
        byte[] worst = "'\\'\\".getBytes(StandardCharsets.UTF_8);
        params.setText(2, worst, worst.length);
        ByteBuffer out = Packets.allocate(t.maxQueryBytes(params));
        t.writeQuery(out, params, true);
        assertThat(out.remaining()).isNotNegative();
        assertThat(t.maxQueryBytes(null)).as("the usual size").isEqualTo(4 + 1 + 11 + 2 * 13 + 3 + 4 * Statements.TYPICAL_TEXT);
    }

    private static String intLiteral(int value) {
        ByteBuffer out = ByteBuffer.allocate(32);
        dev.dbbench.wire.InlineText.putInt(out, value);
        return new String(bytes(out), StandardCharsets.US_ASCII);
    }

    private static String textLiteral(String value, boolean backslashEscapes) {
        byte[] b = value.getBytes(StandardCharsets.UTF_8);
        ByteBuffer out = ByteBuffer.allocate(2 + 2 * b.length);
        StatementText.putText(out, b, b.length, backslashEscapes);
        return new String(bytes(out), StandardCharsets.UTF_8);
    }

    private static byte[] bytes(ByteBuffer written) {
        byte[] b = new byte[written.position()];
        written.get(0, b);
        return b;
    }
}

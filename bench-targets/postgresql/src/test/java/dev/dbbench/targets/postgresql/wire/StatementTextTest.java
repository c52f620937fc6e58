package dev.dbbench.targets.postgresql.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class StatementTextTest {

    @Test
    void numbersThePlaceholdersOutsideQuotes() throws SQLException {
        StatementText t = StatementText.of("SELECT c FROM \"t?\" WHERE id = ? AND k BETWEEN ? AND ? AND c <> '?''?'");
        assertThat(t.parameters()).isEqualTo(3);
        assertThat(t.numbered()).isEqualTo("SELECT c FROM \"t?\" WHERE id = $1 AND k BETWEEN $2 AND $3 AND c <> '?''?'");
        assertThat(StatementText.of("BEGIN").numbered()).isEqualTo("BEGIN");
        assertThat(StatementText.of("?").numbered()).isEqualTo("$1");
    }

    @Test
    void writesIntsAsDigitsAndNegativeOnesInParentheses() {
        assertThat(literal(0)).isEqualTo("0");
        assertThat(literal(7)).isEqualTo("7");
        assertThat(literal(40026)).isEqualTo("40026");
        assertThat(literal(1_000_000_000)).isEqualTo("1000000000");
        assertThat(literal(Integer.MAX_VALUE)).isEqualTo("2147483647");
        assertThat(literal(-5)).isEqualTo("(-5)");
        assertThat(literal(-10)).isEqualTo("(-10)");
        assertThat(literal(Integer.MIN_VALUE)).isEqualTo("(-2147483648)").hasSize(dev.dbbench.wire.InlineText.MAX_INT_LITERAL);
    }

    @Test
    void writesAQueryMessageWithTheValuesInTheText() throws SQLException {
        StatementText t = StatementText.of("UPDATE t SET k = k - ? WHERE id = ? AND c = 'é?'");
        ScriptParams params = FrontendTest.ints(-3, 42, 99);
        ByteBuffer out = ByteBuffer.allocate(1 + t.queryBytes(params));
        out.put((byte) 0x55);
        out.position(1);
        t.writeQuery(out, params);
        byte[] text = "UPDATE t SET k = k - (-3) WHERE id = 42 AND c = 'é?'".getBytes(StandardCharsets.UTF_8);
        ByteBuffer expected = ByteBuffer.allocate(1 + 5 + text.length + 1);
        expected.put((byte) 0x55).put((byte) 'Q').putInt(4 + text.length + 1).put(text).put((byte) 0);
        assertThat(bytes(out)).containsExactly(expected.array());
    }

    @Test
    void theLongestValuesFitTheSizeGiven() throws SQLException {
        StatementText t = StatementText.of(new ScriptStatement("SELECT ?, ?, ?", ScriptStatement.Kind.QUERY).withText(1));
        ScriptParams params = FrontendTest.ints(Integer.MIN_VALUE, 0, Integer.MIN_VALUE);
        params.setText(1, "''''".getBytes(StandardCharsets.US_ASCII), 4);
        ByteBuffer out = ByteBuffer.allocate(t.queryBytes(params));
        t.writeQuery(out, params);
        assertThat(out.remaining()).isNotNegative();
    }

    @Test
    void writesTextThatReadsTheSameWithEitherStandardConformingStrings() throws SQLException {
        assertThat(textLiteral("it's a-é")).isEqualTo("'it''s a-é'");
        assertThat(textLiteral("it's a\\b")).isEqualTo("E'it''s a\\\\b'");
        // The server refuses a NUL written so (22021), as it refuses a bound one; raw, it would end the message.
        assertThat(textLiteral("a\0b")).isEqualTo("E'a\\000b'");
    }

    private static String textLiteral(String value) throws SQLException {
        StatementText t = StatementText.of(new ScriptStatement("UPDATE t SET c=? WHERE id=?", ScriptStatement.Kind.UPDATE).withText(0));
        ScriptParams params = FrontendTest.ints(0, 9);
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        params.setText(0, bytes, bytes.length);
        ByteBuffer out = ByteBuffer.allocate(t.queryBytes(params));
        t.writeQuery(out, params);
        String sql = new String(bytes(out), 5, out.position() - 6, StandardCharsets.UTF_8);
        return sql.substring("UPDATE t SET c=".length(), sql.length() - " WHERE id=9".length());
    }

    @Test
    void findsThePlaceholdersAsTheSessionReadsText() throws SQLException {
        ScriptStatement s = new ScriptStatement("SELECT $$?$$, $a$ ? $a$ /* ? /* ? */ ? */ -- ?\n, ?, ??", ScriptStatement.Kind.QUERY, 1, 0);
        StatementText[] t = StatementText.all(java.util.List.of(s), dev.dbbench.sql.text.SqlSyntax.POSTGRESQL_MODES);
        assertThat(t[0].numbered()).isEqualTo("SELECT $$?$$, $a$ ? $a$ /* ? /* ? */ ? */ -- ?\n, $1, ?");
    }

    private static String literal(int value) {
        ByteBuffer out = ByteBuffer.allocate(32);
        dev.dbbench.wire.InlineText.putInt(out, value);
        return new String(bytes(out), StandardCharsets.US_ASCII);
    }

    private static byte[] bytes(ByteBuffer written) {
        byte[] b = new byte[written.position()];
        written.get(0, b);
        return b;
    }
}

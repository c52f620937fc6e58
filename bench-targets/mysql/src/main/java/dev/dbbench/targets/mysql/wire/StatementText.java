package dev.dbbench.targets.mysql.wire;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.sql.text.SqlSyntax;
import dev.dbbench.wire.InlineText;
import java.nio.ByteBuffer;
import java.sql.SQLException;
import java.util.List;

/**
 * A statement to be sent as COM_QUERY with the values written in as literals ({@link InlineText}), once per
 * connection. Immutable.
 */
final class StatementText {
    private final InlineText text;

    StatementText(ScriptStatement statement, int index, List<SqlSyntax> syntaxes) throws SQLException {
        this.text = new InlineText(statement, index, syntaxes);
    }

    int parameters() {
        return text.parameters();
    }

    /**
     * The most bytes {@link #writeQuery} can write with {@code params}, every quote or backslash doubled; with
     * null {@code params}, for text values of a usual length.
     */
    int maxQueryBytes(ScriptParams params) {
        return Packets.HEADER + 1 + text.maxBytes(params, Statements.TYPICAL_TEXT);
    }

    /**
     * Writes a COM_QUERY of this text with {@code params} written in; allocates nothing.
     *
     * @param backslashEscapes whether the server reads {@code \} in a literal as an escape, as it does unless
     *                         its sql_mode has NO_BACKSLASH_ESCAPES
     */
    void writeQuery(ByteBuffer out, ScriptParams params, boolean backslashEscapes) {
        int start = Packets.begin(out, 0);
        out.put(Packets.COM_QUERY);
        text.write(out, params, backslashEscapes ? StatementText::putEscapedText : StatementText::putPlainText);
        Packets.end(out, start);
    }

    static void putEscapedText(ByteBuffer out, byte[] value, int length) {
        putText(out, value, length, true);
    }

    static void putPlainText(ByteBuffer out, byte[] value, int length) {
        putText(out, value, length, false);
    }

    /**
     * A string literal. The bytes are UTF-8, in which {@code '} and {@code \} never occur inside a multi-byte
     * character, so doubling them byte by byte is safe. Where backslashes escape, a NUL goes as {@code \0}, as
     * Connector/J writes it; every other byte goes as it is.
     */
    static void putText(ByteBuffer out, byte[] value, int length, boolean backslashEscapes) {
        out.put((byte) '\'');
        for (int i = 0; i < length; i++) {
            byte b = value[i];
            if (b == '\'') {
                out.put((byte) '\'');
            } else if (b == '\\' && backslashEscapes) {
                out.put((byte) '\\');
            } else if (b == 0 && backslashEscapes) {
                out.put((byte) '\\').put((byte) '0');
                continue;
            }
            out.put(b);
        }
        out.put((byte) '\'');
    }
}

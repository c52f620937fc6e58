package dev.dbbench.targets.mysql.wire;

import dev.dbbench.script.ScriptParams;
import dev.dbbench.script.ScriptStatement;
import dev.dbbench.sql.Placeholders;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A statement's text cut at its {@code ?} placeholders, once per connection, to be sent as COM_QUERY with the
 * values written in as literals. Placeholders inside quoted literals and names are text, as Connector/J
 * treats them. Immutable.
 */
final class StatementText {
    /** The longest literal of an int: {@code (-2147483648)}. */
    static final int MAX_INT_LITERAL = 13;

    private final ScriptStatement statement;
    /** The text around the placeholders: parameter i goes between fragments[i] and fragments[i + 1]. */
    private final byte[][] fragments;
    private final int textBytes;

    StatementText(ScriptStatement statement) {
        this.statement = statement;
        String[] parts = Placeholders.split(statement.sql());
        this.fragments = new byte[parts.length][];
        int n = 0;
        for (int i = 0; i < parts.length; i++) {
            fragments[i] = parts[i].getBytes(StandardCharsets.UTF_8);
            n += fragments[i].length;
        }
        this.textBytes = n;
    }

    int parameters() {
        return fragments.length - 1;
    }

    /**
     * The most bytes {@link #writeQuery} can write with {@code params}, every quote or backslash doubled; with
     * null {@code params}, for text values of a usual length.
     */
    int maxQueryBytes(ScriptParams params) {
        int n = Packets.HEADER + 1 + textBytes;
        for (int p = 0; p < parameters(); p++) {
            if (statement.isText(p)) {
                n += 2 + 2 * (params == null ? Statements.TYPICAL_TEXT : params.textLength(p));
            } else {
                n += MAX_INT_LITERAL;
            }
        }
        return n;
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
        out.put(fragments[0]);
        for (int i = 1; i < fragments.length; i++) {
            int p = i - 1;
            if (statement.isText(p)) {
                putText(out, params.textBytes(p), params.textLength(p), backslashEscapes);
            } else {
                putInt(out, params.getInt(p));
            }
            out.put(fragments[i]);
        }
        Packets.end(out, start);
    }

    /**
     * A string literal. The bytes are UTF-8, in which {@code '} and {@code \} never occur inside a multi-byte
     * character, so doubling them byte by byte is safe; every other byte goes as it is.
     */
    static void putText(ByteBuffer out, byte[] value, int length, boolean backslashEscapes) {
        out.put((byte) '\'');
        for (int i = 0; i < length; i++) {
            byte b = value[i];
            if (b == '\'') {
                out.put((byte) '\'');
            } else if (b == '\\' && backslashEscapes) {
                out.put((byte) '\\');
            }
            out.put(b);
        }
        out.put((byte) '\'');
    }

    /** An int as SQL: its digits, a negative one in parentheses so that it cannot follow a minus sign as {@code --}. */
    static void putInt(ByteBuffer out, int value) {
        if (value < 0) {
            out.put((byte) '(').put((byte) '-');
            putDigits(out, value);
            out.put((byte) ')');
        } else {
            putDigits(out, -value);
        }
    }

    /** The digits of {@code -negative}; counting on the negative side, where Integer.MIN_VALUE has a magnitude. */
    private static void putDigits(ByteBuffer out, int negative) {
        int digits = 1;
        for (int v = negative; v <= -10; v /= 10) {
            digits++;
        }
        int end = out.position() + digits;
        int i = end;
        int v = negative;
        do {
            out.put(--i, (byte) ('0' - v % 10));
            v /= 10;
        } while (v != 0);
        out.position(end);
    }
}

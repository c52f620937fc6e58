package dev.dbbench.wire;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.sql.text.Placeholders;
import dev.dbbench.sql.text.SqlSyntax;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;

/**
 * A script statement's text cut at its {@code ?} placeholders once per connection, for a wire client that
 * writes the values into the text (sysbench's and pgbench's text modes) or numbers the placeholders: ints as
 * digits, text through the protocol's own quoting. Placeholders in quoted text, quoted names and comments are text,
 * as the session's modes read it ({@link Placeholders}). Immutable; writing allocates nothing.
 */
public final class InlineText {
    /** The longest literal of an int: {@code (-2147483648)}. */
    public static final int MAX_INT_LITERAL = 13;

    private final ScriptStatement statement;
    /** The text around the placeholders: parameter i goes between parts[i] and parts[i + 1]. */
    private final String[] parts;
    private final byte[][] fragments;
    private final int textBytes;

    /**
     * How a protocol writes a text value as a quoted literal, in at most {@code 3 + 4 * length} bytes: a prefix such
     * as PostgreSQL's {@code E}, the quotes, and each byte as it is, doubled, or as an escape of up to four bytes.
     */
    @FunctionalInterface
    public interface Quoting {
        void put(ByteBuffer out, byte[] value, int length);
    }

    /**
     * Cuts {@code statement} as every one of {@code syntaxes} reads it (the modes the session may have).
     *
     * @param index the statement's index in its script, for messages
     * @throws SQLException (SQLSTATE 07001) when the syntaxes find the placeholders in different places, or find
     *                      another number of them than the statement says it takes
     */
    public InlineText(ScriptStatement statement, int index, List<SqlSyntax> syntaxes) throws SQLException {
        this.statement = statement;
        try {
            this.parts = Placeholders.split(statement.sql(), syntaxes);
        } catch (IllegalArgumentException e) {
            throw new StatementRefused(index, "statement " + index + ": " + e.getMessage(), "07001", 0, e);
        }
        if (parts.length - 1 != statement.parameters()) {
            throw new StatementRefused(index, "statement " + index + " (" + statement.sql() + ") has " + (parts.length - 1)
                    + " placeholders as " + syntaxes.get(0).describe() + " reads it, but takes " + statement.parameters()
                    + " values; a ? in a comment or quotes is text, not a placeholder", "07001", 0, null);
        }
        this.fragments = new byte[parts.length][];
        int n = 0;
        for (int i = 0; i < parts.length; i++) {
            fragments[i] = parts[i].getBytes(StandardCharsets.UTF_8);
            n += fragments[i].length;
        }
        this.textBytes = n;
    }

    public ScriptStatement statement() {
        return statement;
    }

    public int parameters() {
        return parts.length - 1;
    }

    /** The text with the placeholders numbered {@code prefix}1, {@code prefix}2 ... (PostgreSQL's $n). */
    public String numbered(char prefix) {
        StringBuilder sb = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            sb.append(prefix).append(i).append(parts[i]);
        }
        return sb.toString();
    }

    /** The most bytes {@link #write} writes with text values of {@code params}, or of {@code typicalText} bytes when it is null. */
    public int maxBytes(ScriptParams params, int typicalText) {
        int n = textBytes;
        for (int p = 0; p < parameters(); p++) {
            if (statement.isText(p)) {
                n += 3 + 4 * (params == null ? typicalText : params.textLength(p));
            } else {
                n += MAX_INT_LITERAL;
            }
        }
        return n;
    }

    /** Writes the text with {@code params} in it. */
    public void write(ByteBuffer out, ScriptParams params, Quoting quoting) {
        out.put(fragments[0]);
        for (int i = 1; i < fragments.length; i++) {
            int p = i - 1;
            if (statement.isText(p)) {
                quoting.put(out, params.textBytes(p), params.textLength(p));
            } else {
                putInt(out, params.getInt(p));
            }
            out.put(fragments[i]);
        }
    }

    /** An int as SQL: its digits, a negative one in parentheses, since after a minus sign {@code k - -5} starts a comment. */
    public static void putInt(ByteBuffer out, int value) {
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

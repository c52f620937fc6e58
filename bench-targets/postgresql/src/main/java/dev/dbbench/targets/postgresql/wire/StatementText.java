package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.script.ScriptParams;
import dev.dbbench.script.ScriptStatement;
import dev.dbbench.sql.Placeholders;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A statement's text cut at its {@code ?} placeholders, once per connection: given to the server as a
 * prepared statement with {@code $1..$n}, or sent each time as a simple Query with the values written in as
 * literals. Placeholders inside quoted literals and names are text, as pgJDBC and dbbench's own inline
 * statements treat them. Immutable.
 */
final class StatementText {
    /** The longest literal of an int: {@code (-2147483648)}. */
    static final int MAX_LITERAL = 13;

    /** The text around the placeholders: parameter i goes between parts[i] and parts[i + 1]. */
    private final String[] parts;
    private final byte[][] fragments;
    private final int textBytes;
    /** Which parameters are text, as {@link ScriptStatement#texts()}. */
    private final long texts;

    private StatementText(String[] parts, long texts) {
        this.parts = parts;
        this.texts = texts;
        this.fragments = new byte[parts.length][];
        int n = 0;
        for (int i = 0; i < parts.length; i++) {
            fragments[i] = parts[i].getBytes(StandardCharsets.UTF_8);
            n += fragments[i].length;
        }
        this.textBytes = n;
    }

    static StatementText of(String sql) {
        return new StatementText(Placeholders.split(sql), 0L);
    }

    static StatementText of(ScriptStatement statement) {
        return new StatementText(Placeholders.split(statement.sql()), statement.texts());
    }

    int parameters() {
        return parts.length - 1;
    }

    long texts() {
        return texts;
    }

    boolean isText(int parameter) {
        return (texts >>> parameter & 1L) != 0;
    }

    /** The text with PostgreSQL's numbered placeholders, for Parse. */
    String numbered() {
        StringBuilder sb = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            sb.append('$').append(i).append(parts[i]);
        }
        return sb.toString();
    }

    /** The most bytes {@link #writeQuery} can write with these values. */
    int queryBytes(ScriptParams params) {
        int n = Frontend.HEADER + textBytes + 1;
        for (int p = 0; p < parameters(); p++) {
            n += isText(p) ? 2 * params.textLength(p) + 2 : MAX_LITERAL;
        }
        return n;
    }

    /** Writes a simple Query message of this text with {@code params} written in; allocates nothing. */
    void writeQuery(ByteBuffer out, ScriptParams params) {
        int start = Frontend.begin(out, Frontend.QUERY);
        out.put(fragments[0]);
        for (int i = 1; i < fragments.length; i++) {
            int p = i - 1;
            if (isText(p)) {
                putText(out, params.textBytes(p), params.textLength(p));
            } else {
                putLiteral(out, params.getInt(p));
            }
            out.put(fragments[i]);
        }
        out.put((byte) 0);
        Frontend.end(out, start);
    }

    /**
     * A string literal: quotes doubled. Backslashes are plain characters because the connection starts with
     * {@code standard_conforming_strings=on} ({@link StartUp}); a NUL byte, which no PostgreSQL text can hold,
     * is refused.
     */
    static void putText(ByteBuffer out, byte[] value, int length) {
        out.put((byte) '\'');
        for (int i = 0; i < length; i++) {
            byte b = value[i];
            if (b == 0) {
                throw new IllegalArgumentException("a text parameter holds a NUL byte, which PostgreSQL text cannot");
            }
            if (b == '\'') {
                out.put(b);
            }
            out.put(b);
        }
        out.put((byte) '\'');
    }

    /** An int as SQL: its digits, a negative one in parentheses, since after a minus sign {@code k - -5} starts a comment. */
    static void putLiteral(ByteBuffer out, int value) {
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

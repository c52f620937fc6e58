package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.wire.InlineText;
import java.nio.ByteBuffer;

/**
 * A statement's text, once per connection: given to the server as a prepared statement with {@code $1..$n},
 * or sent each time as a simple Query with the values written in as literals ({@link InlineText}). Immutable.
 */
final class StatementText {
    private final InlineText text;

    private StatementText(ScriptStatement statement) {
        this.text = new InlineText(statement);
    }

    static StatementText of(String sql) {
        return new StatementText(new ScriptStatement(sql, ScriptStatement.Kind.QUERY));
    }

    static StatementText of(ScriptStatement statement) {
        return new StatementText(statement);
    }

    int parameters() {
        return text.parameters();
    }

    /** Which parameters are text, as {@link ScriptStatement#texts()}. */
    long texts() {
        return text.statement().texts();
    }

    /** The text with PostgreSQL's numbered placeholders, for Parse. */
    String numbered() {
        return text.numbered('$');
    }

    /** The most bytes {@link #writeQuery} can write with these values. */
    int queryBytes(ScriptParams params) {
        return Frontend.HEADER + text.maxBytes(params, 0) + 1;
    }

    /** Writes a simple Query message of this text with {@code params} written in; allocates nothing. */
    void writeQuery(ByteBuffer out, ScriptParams params) {
        int start = Frontend.begin(out, Frontend.QUERY);
        text.write(out, params, StatementText::putText);
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
}

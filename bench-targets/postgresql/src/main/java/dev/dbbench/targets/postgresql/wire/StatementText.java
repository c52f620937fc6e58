package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.sql.text.SqlSyntax;
import dev.dbbench.wire.InlineText;
import java.nio.ByteBuffer;
import java.sql.SQLException;
import java.util.List;

/**
 * A statement's text, once per connection: given to the server as a prepared statement with {@code $1..$n},
 * or sent each time as a simple Query with the values written in as literals ({@link InlineText}). Its
 * placeholders are found as the session reads text ({@code standard_conforming_strings}), as pgJDBC finds them.
 * Immutable.
 */
final class StatementText {
    private final InlineText text;

    private StatementText(InlineText text) {
        this.text = text;
    }

    /** The statements of a script as a session reading text by {@code syntaxes} finds their placeholders. */
    static StatementText[] all(List<ScriptStatement> statements, List<SqlSyntax> syntaxes) throws SQLException {
        StatementText[] texts = new StatementText[statements.size()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = new StatementText(new InlineText(statements.get(i), i, syntaxes));
        }
        return texts;
    }

    static StatementText of(String sql) throws SQLException {
        return of(new ScriptStatement(sql, ScriptStatement.Kind.QUERY));
    }

    static StatementText of(ScriptStatement statement) throws SQLException {
        return all(List.of(statement), List.of(SqlSyntax.postgresql(true)))[0];
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
     * A string literal that reads the same whatever the session's {@code standard_conforming_strings}: quotes doubled,
     * and when the value holds a backslash or a NUL, an {@code E'...'} literal with the backslash doubled and the NUL
     * as {@code \000}. The server refuses a NUL there (22021) as it refuses one bound to a prepared statement; a raw
     * NUL would end the message early and cost the connection.
     */
    static void putText(ByteBuffer out, byte[] value, int length) {
        boolean escape = false;
        for (int i = 0; i < length && !escape; i++) {
            escape = value[i] == '\\' || value[i] == 0;
        }
        if (escape) {
            out.put((byte) 'E');
        }
        out.put((byte) '\'');
        for (int i = 0; i < length; i++) {
            byte b = value[i];
            if (b == 0) {
                out.put((byte) '\\').put((byte) '0').put((byte) '0').put((byte) '0');
                continue;
            }
            if (b == '\'' || b == '\\' && escape) {
                out.put(b);
            }
            out.put(b);
        }
        out.put((byte) '\'');
    }
}

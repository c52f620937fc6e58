package dev.dbbench.capture.sql;

import dev.dbbench.capture.sql.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits SQL into tokens, leaving out white space and comments. Understands what MySQL, MariaDB and PostgreSQL
 * write: quotes of three kinds, {@code E'...'} and dollar-quoted strings, {@code ?} and {@code $1} placeholders, and
 * the {@code ...} that a MySQL digest writes for a list of values. Never fails: what it cannot read becomes an
 * operator token.
 */
public final class Lexer {
    private final String sql;
    private final boolean doubleQuotesString;
    private int pos;

    /** @param doubleQuotesString whether {@code "..."} is a string (MySQL's default) rather than a name */
    private Lexer(String sql, boolean doubleQuotesString) {
        this.sql = sql;
        this.doubleQuotesString = doubleQuotesString;
    }

    public static List<Token> tokens(String sql, boolean doubleQuotesString) {
        return signs(new Lexer(sql, doubleQuotesString).all());
    }

    /** A minus written right before a number, where no operand stands before it, is the number's sign. */
    private static List<Token> signs(List<Token> in) {
        List<Token> out = new ArrayList<>(in.size());
        for (int i = 0; i < in.size(); i++) {
            Token t = in.get(i);
            if (t.kind() == Kind.OPERATOR && t.text().equals("-") && i + 1 < in.size() && in.get(i + 1).kind() == Kind.NUMBER
                    && in.get(i + 1).start() == t.end() && (out.isEmpty() || Shape.beforeSigned(out.get(out.size() - 1)))) {
                Token n = in.get(++i);
                out.add(new Token(Kind.NUMBER, "-" + n.text(), t.start(), n.end()));
            } else {
                out.add(t);
            }
        }
        return out;
    }

    private List<Token> all() {
        List<Token> out = new ArrayList<>();
        while (true) {
            skipBlanks();
            if (pos >= sql.length()) {
                return out;
            }
            out.add(next());
        }
    }

    private void skipBlanks() {
        while (pos < sql.length()) {
            char c = sql.charAt(pos);
            if (Character.isWhitespace(c)) {
                pos++;
            } else if (sql.startsWith("--", pos) || (c == '#' && doubleQuotesString)) {
                int nl = sql.indexOf('\n', pos);
                pos = nl < 0 ? sql.length() : nl + 1;
            } else if (sql.startsWith("/*", pos)) {
                int close = sql.indexOf("*/", pos + 2);
                pos = close < 0 ? sql.length() : close + 2;
            } else {
                return;
            }
        }
    }

    private Token next() {
        int start = pos;
        char c = sql.charAt(pos);
        if (c == '\'' || ((c == 'E' || c == 'e' || c == 'N' || c == 'n' || c == 'X' || c == 'x') && peek(1) == '\'')) {
            pos += c == '\'' ? 0 : 1;
            quoted('\'', true);
            return token(Kind.STRING, start);
        }
        if (c == '"') {
            quoted('"', doubleQuotesString);
            return token(doubleQuotesString ? Kind.STRING : Kind.QUOTED_NAME, start);
        }
        if (c == '`') {
            quoted('`', false);
            return token(Kind.QUOTED_NAME, start);
        }
        if (c == '$') {
            return dollar(start);
        }
        if (c == '?') {
            pos++;
            return token(Kind.PLACEHOLDER, start);
        }
        if (sql.startsWith("...", pos)) {
            pos += 3;
            return token(Kind.LIST, start);
        }
        if (Character.isDigit(c) || (c == '.' && Character.isDigit(peek(1)))) {
            number();
            return token(Kind.NUMBER, start);
        }
        if (Character.isLetter(c) || c == '_' || c == '@') {
            while (pos < sql.length() && (Character.isLetterOrDigit(sql.charAt(pos)) || "_$@".indexOf(sql.charAt(pos)) >= 0)) {
                pos++;
            }
            return token(Kind.WORD, start);
        }
        if ("(),;.".indexOf(c) >= 0) {
            pos++;
            return token(Kind.PUNCT, start);
        }
        while (pos < sql.length() && "<>=!|&+-*/%^~:".indexOf(sql.charAt(pos)) >= 0) {
            pos++;
        }
        if (pos == start) {
            pos++;
        }
        return token(Kind.OPERATOR, start);
    }

    private char peek(int ahead) {
        return pos + ahead < sql.length() ? sql.charAt(pos + ahead) : '\0';
    }

    private Token token(Kind kind, int start) {
        return new Token(kind, sql.substring(start, pos), start, pos);
    }

    /** From an opening quote through its closing one; a doubled quote (and, where allowed, a backslash) escapes. */
    private void quoted(char quote, boolean backslash) {
        pos++;
        while (pos < sql.length()) {
            char c = sql.charAt(pos++);
            if (c == '\\' && backslash && pos < sql.length()) {
                pos++;
            } else if (c == quote) {
                if (pos < sql.length() && sql.charAt(pos) == quote) {
                    pos++;
                } else {
                    return;
                }
            }
        }
    }

    private void number() {
        if (sql.startsWith("0x", pos) || sql.startsWith("0X", pos)) {
            pos += 2;
        }
        while (pos < sql.length() && (Character.isLetterOrDigit(sql.charAt(pos)) || sql.charAt(pos) == '.')) {
            char c = sql.charAt(pos++);
            if ((c == 'e' || c == 'E') && (peek(0) == '-' || peek(0) == '+')) {
                pos++;
            }
        }
    }

    /** {@code $1} (a placeholder) or {@code $tag$...$tag$} (a string). */
    private Token dollar(int start) {
        pos++;
        if (Character.isDigit(peek(0))) {
            while (pos < sql.length() && Character.isDigit(sql.charAt(pos))) {
                pos++;
            }
            return token(Kind.PLACEHOLDER, start);
        }
        int close = sql.indexOf('$', pos);
        if (close >= 0 && sql.substring(pos, close).chars().allMatch(ch -> Character.isLetterOrDigit(ch) || ch == '_')) {
            String tag = sql.substring(start, close + 1);
            int end = sql.indexOf(tag, close + 1);
            pos = end < 0 ? sql.length() : end + tag.length();
            return token(Kind.STRING, start);
        }
        return token(Kind.OPERATOR, start);
    }
}

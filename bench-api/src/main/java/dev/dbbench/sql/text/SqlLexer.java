package dev.dbbench.sql.text;

/**
 * Reads SQL text as a server of a {@link SqlSyntax} does, far enough to tell code from quoted text, quoted names and
 * comments: each character gets one of the kinds below. Quoted text and names count as one kind, since neither holds
 * placeholders, and the first character of each quoted part or comment has a kind of its own, so that two quoted
 * parts side by side ({@code 'a' 'b'}) differ from one holding a doubled quote ({@code 'a''b'}). Stateless; runs when
 * a statement is prepared, never per execution.
 */
public final class SqlLexer {
    /** Code: what the server parses as SQL, placeholders included. */
    public static final byte CODE = 0;
    /** The opening quote (or dollar-quote tag) of quoted text or a quoted name. */
    public static final byte QUOTE = 1;
    /** The rest of quoted text or a quoted name, its closing quote included. */
    public static final byte QUOTED = 2;
    /** The first character of a comment. */
    public static final byte COMMENT_START = 3;
    /** The rest of a comment. */
    public static final byte COMMENT = 4;

    private SqlLexer() {
    }

    /**
     * The kind of each character of {@code sql} as {@code syntax} reads it.
     *
     * @param sql    the statement
     * @param syntax how the server reads it
     * @return one of this class's kinds per character, e.g. {@link #CODE}
     */
    public static byte[] kinds(CharSequence sql, SqlSyntax syntax) {
        byte[] kinds = new byte[sql.length()];
        boolean mysql = syntax.family() == SqlSyntax.Family.MYSQL;
        boolean executable = false;
        int i = 0;
        while (i < sql.length()) {
            if (executable && startsWith(sql, i, "*/")) {
                // The end of MySQL's /*! ... */, whose text between is code.
                mark(kinds, i, i + 2, COMMENT_START, COMMENT);
                executable = false;
                i += 2;
                continue;
            }
            int executableStart = mysql ? executableComment(sql, i) : i;
            if (executableStart > i) {
                mark(kinds, i, executableStart, COMMENT_START, COMMENT);
                executable = true;
                i = executableStart;
                continue;
            }
            int end = quoted(sql, i, syntax);
            byte first = QUOTE;
            byte rest = QUOTED;
            if (end == i) {
                end = comment(sql, i, syntax);
                first = COMMENT_START;
                rest = COMMENT;
            }
            if (end == i) {
                i++;
            } else {
                mark(kinds, i, end, first, rest);
                i = end;
            }
        }
        return kinds;
    }

    private static void mark(byte[] kinds, int from, int to, byte first, byte rest) {
        kinds[from] = first;
        for (int j = from + 1; j < to; j++) {
            kinds[j] = rest;
        }
    }

    /** Where quoted text or a quoted name starting at {@code i} ends (exclusive), or {@code i} when none starts there. */
    static int quoted(CharSequence sql, int i, SqlSyntax syntax) {
        char c = sql.charAt(i);
        return switch (syntax.family()) {
            case MYSQL -> switch (c) {
                case '\'' -> closing(sql, i, c, syntax.backslashEscapes());
                case '"' -> closing(sql, i, c, syntax.backslashEscapes() && !syntax.ansiQuotes());
                case '`' -> closing(sql, i, c, false);
                default -> i;
            };
            case POSTGRESQL -> switch (c) {
                case '\'' -> closing(sql, i, c, syntax.backslashEscapes() || escapeString(sql, i));
                case '"' -> closing(sql, i, c, false);
                case '$' -> dollarQuoted(sql, i);
                default -> i;
            };
            case STANDARD -> c == '\'' || c == '"' ? closing(sql, i, c, false) : i;
        };
    }

    /** The end of a part quoted by {@code quote} at {@code i}: a doubled quote stays inside, as does an escaped one. */
    private static int closing(CharSequence sql, int i, char quote, boolean backslashEscapes) {
        int j = i + 1;
        while (j < sql.length()) {
            char c = sql.charAt(j);
            if (backslashEscapes && c == '\\') {
                j += 2;
            } else if (c != quote) {
                j++;
            } else if (j + 1 < sql.length() && sql.charAt(j + 1) == quote) {
                j += 2;
            } else {
                return j + 1;
            }
        }
        return sql.length();
    }

    /** PostgreSQL's {@code E'...'}: an {@code E} that does not end a longer name just before the quote. */
    private static boolean escapeString(CharSequence sql, int quote) {
        if (quote < 1 || (sql.charAt(quote - 1) | 0x20) != 'e') {
            return false;
        }
        return quote < 2 || !identifierPart(sql.charAt(quote - 2));
    }

    /**
     * PostgreSQL's {@code $$...$$} or {@code $tag$...$tag$}; a {@code $} inside a name ({@code a$b}) or before a digit
     * ({@code $1}) starts none.
     */
    private static int dollarQuoted(CharSequence sql, int i) {
        if (i > 0 && identifierPart(sql.charAt(i - 1)) || i + 1 >= sql.length()) {
            return i;
        }
        int tagEnd = -1;
        char next = sql.charAt(i + 1);
        if (next == '$') {
            tagEnd = i + 2;
        } else if (identifierStart(next)) {
            for (int j = i + 2; j < sql.length(); j++) {
                char c = sql.charAt(j);
                if (c == '$') {
                    tagEnd = j + 1;
                    break;
                }
                if (!identifierPart(c)) {
                    break;
                }
            }
        }
        if (tagEnd < 0) {
            return i;
        }
        String tag = sql.subSequence(i, tagEnd).toString();
        int close = sql.toString().indexOf(tag, tagEnd);
        return close < 0 ? sql.length() : close + tag.length();
    }

    /** Where a comment starting at {@code i} ends (exclusive; a line comment's newline is code), or {@code i}. */
    static int comment(CharSequence sql, int i, SqlSyntax syntax) {
        boolean mysql = syntax.family() == SqlSyntax.Family.MYSQL;
        char c = sql.charAt(i);
        if (c == '#' && mysql || c == '-' && startsWith(sql, i, "--") && (!mysql || dashDashEnds(sql, i + 2))) {
            return lineEnd(sql, i, mysql);
        }
        if (c == '/' && startsWith(sql, i, "/*")) {
            return blockEnd(sql, i, !mysql);
        }
        return i;
    }

    /** MySQL reads {@code --} as a comment only before a space or control character, or at the end. */
    private static boolean dashDashEnds(CharSequence sql, int after) {
        return after >= sql.length() || sql.charAt(after) <= ' ' || sql.charAt(after) == 0x7F;
    }

    /** MySQL ends a line comment at a newline only; PostgreSQL at a carriage return too. */
    private static int lineEnd(CharSequence sql, int i, boolean mysql) {
        for (int j = i; j < sql.length(); j++) {
            char c = sql.charAt(j);
            if (c == '\n' || c == '\r' && !mysql) {
                return j;
            }
        }
        return sql.length();
    }

    private static int blockEnd(CharSequence sql, int i, boolean nested) {
        int depth = 1;
        int j = i + 2;
        while (j < sql.length()) {
            if (startsWith(sql, j, "*/")) {
                j += 2;
                if (--depth == 0) {
                    return j;
                }
            } else if (nested && startsWith(sql, j, "/*")) {
                depth++;
                j += 2;
            } else {
                j++;
            }
        }
        return sql.length();
    }

    /**
     * The end of the opening of MySQL's executable comment at {@code i} ({@code /*!}, {@code /*!80000},
     * MariaDB's {@code /*M!100100}), whose text the server runs as code; {@code i} when none starts there.
     */
    private static int executableComment(CharSequence sql, int i) {
        int j;
        if (startsWith(sql, i, "/*!")) {
            j = i + 3;
        } else if (startsWith(sql, i, "/*M!")) {
            j = i + 4;
        } else {
            return i;
        }
        while (j < sql.length() && sql.charAt(j) >= '0' && sql.charAt(j) <= '9') {
            j++;
        }
        return j;
    }

    private static boolean startsWith(CharSequence sql, int i, String prefix) {
        if (i + prefix.length() > sql.length()) {
            return false;
        }
        for (int k = 0; k < prefix.length(); k++) {
            if (sql.charAt(i + k) != prefix.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    private static boolean identifierStart(char c) {
        return Character.isLetter(c) || c == '_' || c >= 0x80;
    }

    private static boolean identifierPart(char c) {
        return identifierStart(c) || c >= '0' && c <= '9' || c == '$';
    }
}

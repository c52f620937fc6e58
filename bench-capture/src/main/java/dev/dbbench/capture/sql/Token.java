package dev.dbbench.capture.sql;

/**
 * One token of a statement, with where it stands in the text.
 *
 * @param text  as written, quotes included
 * @param start offset of its first character in the statement
 * @param end   offset after its last character
 */
public record Token(Kind kind, String text, int start, int end) {

    /** What a token is; literals and placeholders are the values a capture fits generators to. */
    public enum Kind {
        WORD, QUOTED_NAME, STRING, NUMBER, PLACEHOLDER, LIST, OPERATOR, PUNCT;

        /** A value written in the statement, or a placeholder that a value was bound to. */
        public boolean value() {
            return this == STRING || this == NUMBER || this == PLACEHOLDER;
        }
    }

    public boolean is(String word) {
        return (kind == Kind.WORD || kind == Kind.OPERATOR || kind == Kind.PUNCT) && text.equalsIgnoreCase(word);
    }

    /** A word or quoted name as a plain lower-case name. */
    public String name() {
        if (kind == Kind.QUOTED_NAME) {
            return text.substring(1, text.length() - 1).toLowerCase(java.util.Locale.ROOT);
        }
        return text.toLowerCase(java.util.Locale.ROOT);
    }

    /** The value of a string literal, its quotes removed and doubled quotes and backslash escapes undone. */
    public String unquoted() {
        if (kind != Kind.STRING) {
            return text;
        }
        int open = text.indexOf('\'');
        String body = text.substring(open + 1, text.length() - 1);
        StringBuilder out = new StringBuilder(body.length());
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length()) {
                out.append(body.charAt(++i));
            } else if (c == '\'' && i + 1 < body.length() && body.charAt(i + 1) == '\'') {
                out.append(c);
                i++;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}

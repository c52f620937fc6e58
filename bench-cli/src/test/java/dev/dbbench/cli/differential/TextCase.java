package dev.dbbench.cli.differential;

import dev.dbbench.sql.text.SqlSyntax;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One generated statement and its two text values: an INSERT of {@code id, a, b} as placeholders and {@code lit} as a
 * literal, with comments of every kind between its parts, holding placeholders, quotes and names of values, and a
 * literal in one of the server's quoting forms. Every real placeholder is in code; everything else that looks like one
 * is in a comment, a quoted name or quoted text, where a path that reads the text wrongly would put a value.
 *
 * @param sql the statement, with {@code ?} for id, a and b
 * @param a   the first text value (any character, NUL and control characters included)
 * @param b   the second
 */
record TextCase(String sql, String a, String b) {
    /** The table every case writes to, one per server. */
    static final String TABLE = "dbbench_text_paths";
    /** A column whose quoted name holds what looks like a placeholder and a value's name. */
    static final String ODD_COLUMN = "c?:n";

    private static final List<String> VALUE_PIECES = List.of("a", "Z", "0", " ", "'", "''", "\"", "`", "\\", "\\\\", "\\'",
            "?", "??", ":n", "$$", "$1", "--", "/*", "*/", "#", ";", "{fn now()}", "\0", "\t", "\n", "\r", "\r\n", "\u001a",
            "\u007f", "\\N", "\\0", "\u00e9", "\u20ac", "\uD83D\uDE00", "%", "_", "NULL");
    private static final List<String> LITERAL_PIECES = List.of("a", "Z", "9", " ", "?", ":n", "--", "/*", "*/", "#", "\"",
            "`", "$", "\u00e9", "\uD83D\uDE00", "\t", "\\\\", "\\'", "''", ";");
    private static final List<String> COMMENTS = List.of(" ", "\n", "/**/", " /* ? */ ", " /* :n ' \" ` */ ", " /* -- ? */ ",
            "/* ?? */", " /* $$ ? */ ");
    private static final List<String> MYSQL_COMMENTS = List.of(" # ? ' :n\n", " -- ? :n '\n", " /*+ ? */ ", " /*! */ ",
            " -- \t?\n");
    private static final List<String> POSTGRESQL_COMMENTS = List.of(" -- ? ' :n\n", "--?\n", " /* /* ? */ ? ' */ ",
            " -- $$\n");

    /** A case for a server of {@code family}, drawn from {@code random}. */
    static TextCase draw(SplittableRandom random, SqlSyntax.Family family) {
        String column = family == SqlSyntax.Family.MYSQL && random.nextInt(5) > 0 ? "`" + ODD_COLUMN + "`" : "\"" + ODD_COLUMN + "\"";
        String sql = "INSERT INTO " + TABLE + " (id, a, b, lit, " + column + ")" + comment(random, family) + "VALUES ("
                + comment(random, family) + "?" + comment(random, family) + ", ?" + comment(random, family) + ", ?"
                + comment(random, family) + ", " + literal(random, family) + comment(random, family) + ", 0)"
                + comment(random, family);
        return new TextCase(sql, value(random), value(random));
    }

    private static String comment(SplittableRandom random, SqlSyntax.Family family) {
        List<String> own = family == SqlSyntax.Family.MYSQL ? MYSQL_COMMENTS : POSTGRESQL_COMMENTS;
        int pick = random.nextInt(COMMENTS.size() + own.size());
        return pick < COMMENTS.size() ? COMMENTS.get(pick) : own.get(pick - COMMENTS.size());
    }

    /** Text of the pieces, mostly short, now and then long (a value over a packet's usual size). */
    private static String value(SplittableRandom random) {
        int n = random.nextInt(12) == 0 ? 600 + random.nextInt(600) : random.nextInt(9);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            out.append(VALUE_PIECES.get(random.nextInt(VALUE_PIECES.size())));
        }
        return out.toString();
    }

    /** A literal in one of the server's forms; some hold a backslash before a quote, which sessions read differently. */
    private static String literal(SplittableRandom random, SqlSyntax.Family family) {
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(6); i > 0; i--) {
            text.append(LITERAL_PIECES.get(random.nextInt(LITERAL_PIECES.size())));
        }
        String t = text.toString();
        String plain = t.replace("$", "");
        if (family == SqlSyntax.Family.MYSQL) {
            return switch (random.nextInt(5)) {
                case 0 -> "\"" + t.replace("\"", "\"\"") + "\"";
                case 1 -> "_utf8mb4'" + t + "'";
                case 2 -> "X'C3A93F'";
                default -> "'" + t + "'";
            };
        }
        return switch (random.nextInt(5)) {
            case 0 -> "E'" + t + "'";
            case 1 -> "$$" + plain + "$$";
            case 2 -> "$q$" + t + "$q$";
            default -> "'" + t + "'";
        };
    }
}

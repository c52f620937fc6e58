package dev.dbbench.sql.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Where a statement's {@code ?} parameters are: every {@code ?} in code, none in quoted text, quoted names or
 * comments ({@link SqlLexer}), as JDBC drivers read them; on PostgreSQL {@code ??} stands for one literal
 * {@code ?}, as pgJDBC reads it. One rule for every client that writes values or numbered placeholders itself.
 *
 * <p>A session's modes change where quoted text ends ({@code 'it\'s ?'} holds a placeholder under
 * NO_BACKSLASH_ESCAPES only), and a client seldom knows all of them before it connects. So a statement is cut as every
 * syntax it may meet reads it, and one that they read differently is refused: its placeholders would depend on a
 * server setting, and the values would land where the server does not expect them.
 */
public final class Placeholders {
    private Placeholders() {
    }

    /**
     * The text around the placeholders as standard SQL reads it.
     *
     * @param sql the statement
     * @return the parts: parameter {@code i} goes between parts {@code i} and {@code i + 1}
     */
    public static String[] split(String sql) {
        return split(sql, List.of(SqlSyntax.STANDARD));
    }

    /**
     * The text around the placeholders as every one of {@code syntaxes} reads it.
     *
     * @param sql      the statement
     * @param syntaxes the ways the server may read it; not empty
     * @return the parts: parameter {@code i} goes between parts {@code i} and {@code i + 1}
     * @throws IllegalArgumentException naming two syntaxes that find the placeholders in different places, and
     *                                  what to write instead
     */
    public static String[] split(String sql, List<SqlSyntax> syntaxes) {
        if (syntaxes.isEmpty()) {
            throw new IllegalArgumentException("no syntax to read the statement by");
        }
        int[] first = positions(sql, syntaxes.get(0));
        for (SqlSyntax other : syntaxes.subList(1, syntaxes.size())) {
            if (!Arrays.equals(first, positions(sql, other))) {
                throw new IllegalArgumentException(differently(sql, syntaxes.get(0), other));
            }
        }
        return cut(sql, first, syntaxes.get(0));
    }

    /**
     * How many placeholders every one of {@code syntaxes} finds; see {@link #split(String, List)}.
     *
     * @param sql      the statement
     * @param syntaxes the ways the server may read it; not empty
     * @return the number of placeholders
     * @throws IllegalArgumentException when two syntaxes find them in different places
     */
    public static int count(String sql, List<SqlSyntax> syntaxes) {
        return split(sql, syntaxes).length - 1;
    }

    /**
     * The index of each placeholder in {@code sql}. A PostgreSQL {@code ??} is no placeholder: the index of its first
     * {@code ?} is given as a negative number, {@code -1 - index}, so that {@link #cut} can write it as one {@code ?}.
     */
    static int[] positions(String sql, SqlSyntax syntax) {
        byte[] kinds = SqlLexer.kinds(sql, syntax);
        boolean doubled = syntax.family() == SqlSyntax.Family.POSTGRESQL;
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < sql.length(); i++) {
            if (sql.charAt(i) != '?' || kinds[i] != SqlLexer.CODE) {
                continue;
            }
            if (doubled && i + 1 < sql.length() && sql.charAt(i + 1) == '?') {
                out.add(-1 - i);
                i++;
            } else {
                out.add(i);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static String[] cut(String sql, int[] positions, SqlSyntax syntax) {
        List<String> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        int from = 0;
        for (int p : positions) {
            if (p < 0) {
                int at = -1 - p;
                part.append(sql, from, at).append('?');
                from = at + 2;
            } else {
                parts.add(part.append(sql, from, p).toString());
                part.setLength(0);
                from = p + 1;
            }
        }
        parts.add(part.append(sql, from, sql.length()).toString());
        return parts.toArray(String[]::new);
    }

    /** Why a statement is refused: two readings of it, and the usual cause of the difference. */
    private static String differently(String sql, SqlSyntax a, SqlSyntax b) {
        return "the placeholders of " + shown(sql) + " are not where they are as " + a.describe() + " reads it and as "
                + b.describe() + " does: " + a.difference(b);
    }

    private static String shown(String sql) {
        String oneLine = sql.replaceAll("\\s+", " ").trim();
        return oneLine.length() > 120 ? oneLine.substring(0, 117) + "..." : oneLine;
    }
}

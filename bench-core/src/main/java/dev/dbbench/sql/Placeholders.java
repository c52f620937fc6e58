package dev.dbbench.sql;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a statement's {@code ?} parameters are: every {@code ?} outside a quoted literal or name, as JDBC
 * drivers read them. One rule for every client that writes values or numbered placeholders itself.
 */
public final class Placeholders {
    private Placeholders() {
    }

    /** The text around the placeholders: parameter {@code i} goes between part {@code i} and part {@code i + 1}. */
    public static String[] split(String sql) {
        List<String> out = new ArrayList<>();
        int from = 0;
        char quote = 0;
        for (int i = 0; i < sql.length(); i++) {
            char ch = sql.charAt(i);
            if (quote != 0) {
                quote = ch == quote ? 0 : quote;
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
            } else if (ch == '?') {
                out.add(sql.substring(from, i));
                from = i + 1;
            }
        }
        out.add(sql.substring(from));
        return out.toArray(String[]::new);
    }
}

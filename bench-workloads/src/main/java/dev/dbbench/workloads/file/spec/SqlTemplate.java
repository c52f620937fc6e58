package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.yaml.Where;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A statement as a file writes it: {@code :name} for a value of the transaction (a parameter, or a value an earlier
 * statement read) and {@code ${option}} for an option's value. What the server gets has a {@code ?} per
 * {@code :name}, in order, and each option written in. Quoted text, quoted names and comments are left alone, and so
 * is PostgreSQL's {@code ::} cast.
 */
public final class SqlTemplate {
    /** What an option's text value may hold where it is written into a statement: no quotes, semicolons or comments. */
    private static final Pattern SAFE_TEXT = Pattern.compile("[A-Za-z0-9_ ,()=.+*/-]*");
    private final Where where;
    private final String what;
    private final List<String> pieces;
    private final List<String> options;
    private final List<String> params;
    private final String source;

    private SqlTemplate(String source, Where where, String what, List<String> pieces, List<String> options, List<String> params) {
        this.source = source;
        this.where = where;
        this.what = what;
        this.pieces = pieces;
        this.options = options;
        this.params = params;
    }

    /**
     * Parses {@code sql}.
     *
     * @param known every option of the file; a {@code ${name}} of another is a mistake
     */
    public static SqlTemplate parse(String sql, Where where, String what, Set<String> known) {
        List<String> pieces = new ArrayList<>();
        List<String> options = new ArrayList<>();
        List<String> params = new ArrayList<>();
        StringBuilder piece = new StringBuilder();
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            int skip = quotedOrComment(sql, i);
            if (skip > i) {
                piece.append(sql, i, skip);
                i = skip;
            } else if (c == '?') {
                throw where.mistake(what + " has a ? placeholder; name the value instead, as :id, and define id under params");
            } else if (c == ':' && i + 1 < sql.length() && sql.charAt(i + 1) == ':') {
                piece.append("::");
                i += 2;
            } else if (c == ':' && i + 1 < sql.length() && isNameStart(sql.charAt(i + 1))) {
                int end = i + 1;
                while (end < sql.length() && isNamePart(sql.charAt(end))) {
                    end++;
                }
                params.add(sql.substring(i + 1, end));
                piece.append('?');
                i = end;
            } else if (c == '$' && i + 1 < sql.length() && sql.charAt(i + 1) == '{') {
                int close = sql.indexOf('}', i);
                String name = close < 0 ? "" : sql.substring(i + 2, close).trim();
                if (!known.contains(name)) {
                    throw where.mistake(what + " writes ${" + name + "}, which is not an option of this file; declare it under"
                            + " options, or fix the name");
                }
                pieces.add(piece.toString());
                piece.setLength(0);
                options.add(name);
                i = close + 1;
            } else {
                piece.append(c);
                i++;
            }
        }
        pieces.add(piece.toString());
        return new SqlTemplate(sql, where, what, List.copyOf(pieces), List.copyOf(options), List.copyOf(params));
    }

    /** Where the quoted text or comment starting at {@code i} ends, or {@code i} when none starts there. */
    private static int quotedOrComment(String sql, int i) {
        char c = sql.charAt(i);
        if (c == '\'' || c == '"' || c == '`') {
            int end = sql.indexOf(c, i + 1);
            return end < 0 ? sql.length() : end + 1;
        }
        if (c == '-' && sql.startsWith("--", i)) {
            int end = sql.indexOf('\n', i);
            return end < 0 ? sql.length() : end;
        }
        if (c == '/' && sql.startsWith("/*", i)) {
            int end = sql.indexOf("*/", i + 2);
            return end < 0 ? sql.length() : end + 2;
        }
        return i;
    }

    private static boolean isNameStart(char c) {
        return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean isNamePart(char c) {
        return isNameStart(c) || c >= '0' && c <= '9';
    }

    /** The names of the values it takes, in order, once per {@code ?}. */
    public List<String> params() {
        return params;
    }

    /** The statement with {@code ?} for each value and the options written in. */
    public String render(Map<String, String> optionValues) {
        StringBuilder out = new StringBuilder(pieces.get(0));
        for (int i = 0; i < options.size(); i++) {
            String value = optionValues.get(options.get(i));
            if (!SAFE_TEXT.matcher(value).matches()) {
                throw where.mistake(what + " writes ${" + options.get(i) + "} = '" + value + "', which may hold only letters,"
                        + " digits, spaces and _ , ( ) = . + - * /; give another value (quotes belong in the statement)");
            }
            out.append(value).append(pieces.get(i + 1));
        }
        return out.toString();
    }

    /** As written, for {@code list}. */
    @Override
    public String toString() {
        return source;
    }
}

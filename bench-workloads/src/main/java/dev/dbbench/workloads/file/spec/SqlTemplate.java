package dev.dbbench.workloads.file.spec;

import dev.dbbench.sql.text.Placeholders;
import dev.dbbench.sql.text.SqlLexer;
import dev.dbbench.sql.text.SqlSyntax;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A statement as a file writes it: {@code :name} for a value of the transaction (a parameter, or a value an earlier
 * statement read) and {@code ${option}} for an option's value. What the server gets has a {@code ?} per
 * {@code :name}, in order, and each option written in.
 *
 * <p>The text is read as the servers it is for read it ({@link SqlLexer}, under every session mode they may run
 * with): a {@code :name} in quoted text, a quoted name or a comment is text, and so is PostgreSQL's {@code ::} cast;
 * text the modes read differently is refused. An option is written in wherever it stands, inside quotes too, and its
 * value may not change what is code, quoted or comment around it.
 */
public final class SqlTemplate {
    /** What an option's value may hold: no quotes, semicolons, backslashes, placeholders or comments' marks alone. */
    private static final Pattern SAFE_TEXT = Pattern.compile("[A-Za-z0-9_ ,()=.+*/-]*");
    /** Inside quoted text a value may hold a few more, none of which ends the quotes: {@code 2024-01-01 10:00}. */
    private static final Pattern SAFE_QUOTED_TEXT = Pattern.compile("[A-Za-z0-9_ ,()=.+*/:@%#-]*");
    private final String source;
    private final Where where;
    private final String what;
    private final List<SqlSyntax> syntaxes;
    /** The options and values of the text in order, as every syntax reads it. */
    private final List<Token> tokens;

    /** An option ({@code name} set) or a value ({@code param} set) at {@code [start, end)}, inside code or not. */
    private record Token(int start, int end, String option, String param, byte kind) {
    }

    private SqlTemplate(String source, Where where, String what, List<SqlSyntax> syntaxes, List<Token> tokens) {
        this.source = source;
        this.where = where;
        this.what = what;
        this.syntaxes = List.copyOf(syntaxes);
        this.tokens = List.copyOf(tokens);
    }

    /**
     * Parses {@code sql}.
     *
     * @param known    every option of the file; a {@code ${name}} of another is a mistake
     * @param syntaxes how the servers it is for read text ({@link PerDialect#syntaxes})
     */
    public static SqlTemplate parse(String sql, Where where, String what, Set<String> known, List<SqlSyntax> syntaxes) {
        List<Token> tokens = null;
        SqlSyntax first = null;
        for (SqlSyntax syntax : syntaxes) {
            List<Token> read = tokens(sql, SqlLexer.kinds(sql, syntax), where, what, known);
            if (tokens == null) {
                tokens = read;
                first = syntax;
            } else if (!read.equals(tokens)) {
                throw where.mistake(what + " reads differently as " + first.describe() + " and as " + syntax.describe()
                        + ": " + first.difference(syntax));
            }
        }
        for (Token t : tokens) {
            if ("?".equals(t.param())) {
                throw where.mistake(what + " has a ? placeholder; name the value instead, as :id, and define id under params");
            }
        }
        return new SqlTemplate(sql, where, what, syntaxes, tokens);
    }

    private static List<Token> tokens(String sql, byte[] kinds, Where where, String what, Set<String> known) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            boolean code = kinds[i] == SqlLexer.CODE;
            if (c == '$' && i + 1 < sql.length() && sql.charAt(i + 1) == '{') {
                int close = sql.indexOf('}', i);
                String name = close < 0 ? "" : sql.substring(i + 2, close).trim();
                if (!known.contains(name)) {
                    throw where.mistake(what + " writes ${" + name + "}, which is not an option of this file; declare it under"
                            + " options, or fix the name");
                }
                out.add(new Token(i, close + 1, name, null, kind(kinds[i])));
                i = close + 1;
            } else if (code && c == '?') {
                out.add(new Token(i, i + 1, null, "?", SqlLexer.CODE));
                i++;
            } else if (code && c == ':' && i + 1 < sql.length() && sql.charAt(i + 1) == ':') {
                i += 2;
            } else if (code && c == ':' && i + 1 < sql.length() && isNameStart(sql.charAt(i + 1))) {
                int end = i + 1;
                while (end < sql.length() && isNamePart(sql.charAt(end))) {
                    end++;
                }
                out.add(new Token(i, end, null, sql.substring(i + 1, end), SqlLexer.CODE));
                i = end;
            } else {
                i++;
            }
        }
        return out;
    }

    /** Code, quoted or comment, whichever part of it {@code kind} is. */
    private static byte kind(byte kind) {
        return switch (kind) {
            case SqlLexer.QUOTE, SqlLexer.QUOTED -> SqlLexer.QUOTED;
            case SqlLexer.COMMENT_START, SqlLexer.COMMENT -> SqlLexer.COMMENT;
            default -> SqlLexer.CODE;
        };
    }

    private static boolean isNameStart(char c) {
        return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean isNamePart(char c) {
        return isNameStart(c) || c >= '0' && c <= '9';
    }

    /** The names of the values it takes, in order, once per {@code ?}. */
    public List<String> params() {
        return tokens.stream().filter(t -> t.param() != null).map(Token::param).toList();
    }

    /**
     * The statement with {@code ?} for each value and the options written in. A value that is not safe text, or that
     * would start or end quotes or a comment where it stands ({@code -} before {@code -1}), is a mistake here.
     */
    public String render(Map<String, String> optionValues) {
        StringBuilder out = new StringBuilder(source.length() + 16);
        // For each character written: the index of the template's character it stands for, or -1 - token for a value.
        List<Integer> origin = new ArrayList<>(source.length() + 16);
        int from = 0;
        for (int k = 0; k < tokens.size(); k++) {
            Token t = tokens.get(k);
            copy(out, origin, from, t.start());
            if (t.param() != null) {
                out.append('?');
                origin.add(t.start());
            } else {
                String value = optionValues.get(t.option());
                checkSafe(t, value);
                out.append(value);
                for (int v = 0; v < value.length(); v++) {
                    origin.add(-1 - k);
                }
            }
            from = t.end();
        }
        copy(out, origin, from, source.length());
        String sql = out.toString();
        for (SqlSyntax syntax : syntaxes) {
            checkStructure(sql, origin, SqlLexer.kinds(source, syntax), SqlLexer.kinds(sql, syntax), optionValues);
        }
        int values = params().size();
        for (SqlSyntax syntax : syntaxes) {
            int found = Placeholders.count(sql, List.of(syntax));
            if (found != values) {
                throw where.mistake(what + " reads as " + found + " placeholders as " + syntax.describe() + " reads it, where it"
                        + " takes " + values + " values; put a space between two values (:a :b), as ?? is one literal ? on"
                        + " PostgreSQL");
            }
        }
        return sql;
    }

    private void copy(StringBuilder out, List<Integer> origin, int from, int to) {
        out.append(source, from, to);
        for (int i = from; i < to; i++) {
            origin.add(i);
        }
    }

    private void checkSafe(Token t, String value) {
        boolean quoted = t.kind() != SqlLexer.CODE;
        if (!(quoted ? SAFE_QUOTED_TEXT : SAFE_TEXT).matcher(value).matches()) {
            throw where.mistake(what + " writes ${" + t.option() + "} = '" + value + "', which may hold only letters, digits,"
                    + " spaces and _ , ( ) = . + - * /" + (quoted ? " : @ % # (inside quotes)" : "")
                    + "; give another value (quotes belong in the statement)");
        }
    }

    /** Every character of the template keeps its kind, and every value stays inside the part it was written in. */
    private void checkStructure(String sql, List<Integer> origin, byte[] templateKinds, byte[] kinds, Map<String, String> values) {
        for (int i = 0; i < sql.length(); i++) {
            int o = origin.get(i);
            byte k = kinds[i];
            boolean same = o >= 0 ? k == templateKinds[o]
                    : kind(k) == tokens.get(-1 - o).kind() && k != SqlLexer.QUOTE && k != SqlLexer.COMMENT_START;
            if (!same) {
                Token t = tokens.get(o >= 0 ? nearestOption(o) : -1 - o);
                throw where.mistake(what + " writes ${" + t.option() + "} = '" + values.get(t.option()) + "', which starts"
                        + " or ends quotes or a comment with the text around it (-- or /* */); give another value");
            }
        }
    }

    /** The option written nearest template character {@code o}: the one whose value changed the text there. */
    private int nearestOption(int o) {
        int best = -1;
        for (int k = 0; k < tokens.size(); k++) {
            Token t = tokens.get(k);
            if (t.option() != null && (best < 0 || distance(t, o) < distance(tokens.get(best), o))) {
                best = k;
            }
        }
        if (best < 0) {
            throw new IllegalStateException("the text of " + what + " changed where no option was written: " + source);
        }
        return best;
    }

    private static int distance(Token t, int o) {
        return o < t.start() ? t.start() - o : Math.max(0, o - t.end() + 1);
    }

    /** As written, for {@code list}. */
    @Override
    public String toString() {
        return source;
    }
}

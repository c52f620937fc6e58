package dev.dbbench.capture.sql;

import dev.dbbench.capture.sql.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The shape of a statement: its text with every value replaced, in one spelling whatever wrote it. A statement seen
 * in a log ({@code WHERE aid = 77934}), a PostgreSQL {@code pg_stat_statements} entry ({@code WHERE aid = $1}) and a
 * MySQL digest ({@code WHERE `aid` = ?}) of one statement have one shape, {@code ... where aid = ?}. Lists of values
 * become {@code (?+)} whatever their length, as MySQL's digests make them, so that an {@code IN} list or a
 * multi-row {@code VALUES} of any length is one shape.
 */
public final class Shape {
    private static final Set<String> BEFORE_SIGNED = Set.of("select", "where", "and", "or", "not", "values", "set", "then",
            "else", "when", "by", "limit", "offset", "between", "in", "is", "like", "as", "on", "having", "return", "case");
    static final String LIST = "(?+)";

    private Shape() {
    }

    /** The shape of {@code tokens}, words in lower case, joined by single spaces. */
    public static String of(List<Token> tokens) {
        List<String> out = new ArrayList<>();
        for (Token t : tokens) {
            String s = switch (t.kind()) {
                case STRING, NUMBER, PLACEHOLDER -> "?";
                case LIST -> "?+";
                case WORD, QUOTED_NAME -> t.name();
                default -> t.text();
            };
            if (s.equals("?") && !out.isEmpty() && out.get(out.size() - 1).equals("-") && signed(out)) {
                out.remove(out.size() - 1);
            }
            out.add(s);
        }
        while (!out.isEmpty() && out.get(out.size() - 1).equals(";")) {
            out.remove(out.size() - 1);
        }
        dropCasts(out);
        collapseLists(out);
        return String.join(" ", out);
    }

    /** Whether a minus after {@code t} is a sign rather than a subtraction. */
    static boolean beforeSigned(Token t) {
        return switch (t.kind()) {
            case OPERATOR -> true;
            case PUNCT -> !t.is(")");
            case WORD -> BEFORE_SIGNED.contains(t.name());
            default -> false;
        };
    }

    /** Whether the minus before a value is its sign, not a subtraction. */
    private static boolean signed(List<String> out) {
        if (out.size() < 2) {
            return true;
        }
        String before = out.get(out.size() - 2);
        return before.equals("(") || before.equals(",") || BEFORE_SIGNED.contains(before)
                || (!before.equals(")") && !before.equals("?") && !before.equals("?+") && !Character.isLetterOrDigit(before.charAt(0))
                && before.charAt(0) != '_');
    }

    /**
     * {@code CAST(? AS type)} and {@code ?::type} become {@code ?}: a cast of a value is how a statement binds text to
     * a time on PostgreSQL, and the same statement elsewhere has none.
     */
    private static void dropCasts(List<String> s) {
        for (int i = 0; i < s.size(); i++) {
            if (s.get(i).equals("cast") && i + 3 < s.size() && s.get(i + 1).equals("(") && s.get(i + 2).equals("?") && s.get(i + 3).equals("as")) {
                int close = i + 4;
                int depth = 0;
                while (close < s.size() && !(depth == 0 && s.get(close).equals(")"))) {
                    depth += s.get(close).equals("(") ? 1 : s.get(close).equals(")") ? -1 : 0;
                    close++;
                }
                if (close < s.size()) {
                    s.subList(i, close + 1).clear();
                    s.add(i, "?");
                }
            } else if (s.get(i).equals("?") && i + 2 < s.size() && s.get(i + 1).equals("::")) {
                s.subList(i + 1, i + 3).clear();
            }
        }
    }

    /** Every parenthesised group of values only, and every run of such groups, becomes one {@code (?+)}. */
    private static void collapseLists(List<String> s) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int open = 0; open < s.size(); open++) {
                if (!s.get(open).equals("(")) {
                    continue;
                }
                int close = open + 1;
                boolean values = false;
                while (close < s.size() && isListPart(s.get(close))) {
                    values |= !s.get(close).equals(",");
                    close++;
                }
                if (values && close < s.size() && s.get(close).equals(")")) {
                    s.subList(open, close + 1).clear();
                    s.add(open, LIST);
                    changed = true;
                }
            }
            for (int i = 0; i + 2 < s.size(); i++) {
                if (s.get(i).equals(LIST) && s.get(i + 1).equals(",") && s.get(i + 2).equals(LIST)) {
                    s.subList(i + 1, i + 3).clear();
                    changed = true;
                    i--;
                }
            }
        }
    }

    private static boolean isListPart(String token) {
        return token.equals("?") || token.equals("?+") || token.equals(",") || token.equals(LIST);
    }

    /** Whether {@code kind} is a value that the shape replaces. */
    static boolean replaced(Kind kind) {
        return kind.value() || kind == Kind.LIST;
    }
}

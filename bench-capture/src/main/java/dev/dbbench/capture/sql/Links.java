package dev.dbbench.capture.sql;

import dev.dbbench.capture.sql.Link.Role;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Finds the column each value of a statement meets: {@code column = ?} either way round, {@code column IN (...)},
 * {@code (a, b) IN ((?, ?), ...)}, {@code BETWEEN}, an {@code INSERT}'s column list and an {@code UPDATE}'s
 * {@code SET}. A value in arithmetic ({@code column = ? + 1}) meets no column.
 */
final class Links {
    private static final Set<String> COMPARE = Set.of("=", "<", ">", "<=", ">=", "<>", "!=");
    private static final Set<String> ARITHMETIC = Set.of("+", "-", "*", "/", "%", "||");
    private final List<Token> t;
    private final Tables tables;
    private final int setStart;
    private final int setEnd;

    Links(List<Token> tokens, Tables tables) {
        this.t = tokens;
        this.tables = tables;
        int set = -1;
        int where = tokens.size();
        for (int i = 0; i < tokens.size(); i++) {
            if (set < 0 && tokens.get(i).is("set") && !tokens.isEmpty() && tokens.get(0).is("update")) {
                set = i;
            } else if (set >= 0 && tokens.get(i).is("where")) {
                where = i;
                break;
            }
        }
        this.setStart = set;
        this.setEnd = where;
    }

    Link at(int i) {
        Token prev = i > 0 ? t.get(i - 1) : null;
        Token next = i + 1 < t.size() ? t.get(i + 1) : null;
        if (prev != null && (prev.is("limit") || prev.is("offset"))) {
            return new Link(Role.LIMIT, java.util.Optional.empty(), java.util.Optional.empty());
        }
        boolean plainAfter = next == null || !ARITHMETIC.contains(next.text());
        if (prev != null && COMPARE.contains(prev.text()) && plainAfter && !arithmeticBefore(i - 2)) {
            Link column = columnEndingAt(i - 2, prev.text().equals("=") ? role(i) : Role.RANGE);
            if (column != null) {
                return column;
            }
        }
        if (next != null && COMPARE.contains(next.text()) && (prev == null || !ARITHMETIC.contains(prev.text()))) {
            Link column = columnStartingAt(i + 2, next.text().equals("=") ? Role.EQUALS : Role.RANGE);
            if (column != null) {
                return column;
            }
        }
        if (prev != null && prev.is("between")) {
            Link column = columnEndingAt(i - 2, Role.RANGE);
            return column == null ? Link.NONE : column;
        }
        if (prev != null && prev.is("and") && i >= 3 && t.get(i - 3).is("between")) {
            Link column = columnEndingAt(i - 4, Role.RANGE);
            return column == null ? Link.NONE : column;
        }
        Link listed = inList(i);
        return listed == null ? Link.NONE : listed;
    }

    private boolean arithmeticBefore(int columnEnd) {
        int start = columnEnd;
        while (start >= 2 && t.get(start - 1).is(".")) {
            start -= 2;
        }
        return start > 0 && ARITHMETIC.contains(t.get(start - 1).text());
    }

    private Role role(int i) {
        return i > setStart && i < setEnd && setStart >= 0 ? Role.SET : Role.EQUALS;
    }

    /** The value at {@code i} in an {@code IN} list or an {@code INSERT}'s {@code VALUES}. */
    private Link inList(int i) {
        if (!(t.get(i - 1).is("(") || t.get(i - 1).is(",")) || i + 1 >= t.size() || !(t.get(i + 1).is(")") || t.get(i + 1).is(","))) {
            return null;
        }
        int open = openingOf(i);
        if (open < 1) {
            return null;
        }
        int position = commasBetween(open, i);
        Token before = t.get(open - 1);
        if (before.is("in")) {
            List<Link> left = tupleEndingAt(open - 2, Role.EQUALS);
            return left.size() == 1 ? left.get(0) : null;
        }
        if (before.is("(") || before.is(",")) {
            int outer = openingOf(open);
            if (outer >= 1 && t.get(outer - 1).is("in")) {
                List<Link> left = tupleEndingAt(outer - 2, Role.EQUALS);
                return position < left.size() ? left.get(position) : null;
            }
        }
        if (before.is("values") || before.is("value") || (before.is(",") && open >= 2 && t.get(open - 2).is(")"))) {
            List<String> columns = insertColumns();
            String table = tables.names().isEmpty() ? null : tables.names().get(0);
            return position < columns.size() ? Link.of(Role.INSERT, table, columns.get(position)) : null;
        }
        return null;
    }

    /** The index of the {@code (} that encloses token {@code i}, or -1. */
    private int openingOf(int i) {
        int depth = 0;
        for (int j = i - 1; j >= 0; j--) {
            if (t.get(j).is(")")) {
                depth++;
            } else if (t.get(j).is("(")) {
                if (depth == 0) {
                    return j;
                }
                depth--;
            }
        }
        return -1;
    }

    private int commasBetween(int open, int i) {
        int depth = 0;
        int commas = 0;
        for (int j = open + 1; j < i; j++) {
            if (t.get(j).is("(")) {
                depth++;
            } else if (t.get(j).is(")")) {
                depth--;
            } else if (depth == 0 && t.get(j).is(",")) {
                commas++;
            }
        }
        return commas;
    }

    private List<String> insertColumns() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            if (t.get(i).is("values") || t.get(i).is("value") || t.get(i).is("select")) {
                return out;
            }
            if (t.get(i).is("(") && out.isEmpty()) {
                for (int j = i + 1; j < t.size() && !t.get(j).is(")"); j++) {
                    if (Tables.isName(t.get(j))) {
                        out.add(t.get(j).name());
                    }
                }
                return out;
            }
        }
        return out;
    }

    /** {@code col} or {@code (a, b)} ending at {@code end}. */
    private List<Link> tupleEndingAt(int end, Role role) {
        if (end >= 0 && t.get(end).is(")")) {
            int open = openingOf(end);
            List<Link> out = new ArrayList<>();
            int start = open + 1;
            for (int j = open + 1; j <= end; j++) {
                if (t.get(j).is(",") || j == end) {
                    Link c = columnEndingAt(j - 1, role);
                    out.add(c == null ? Link.NONE : c);
                    start = j + 1;
                }
            }
            return start > 0 ? out : List.of();
        }
        Link c = columnEndingAt(end, role);
        return c == null ? List.of() : List.of(c);
    }

    /** A column written as {@code name} or {@code qualifier.name} whose last token is {@code end}. */
    private Link columnEndingAt(int end, Role role) {
        if (end < 0 || !Tables.isName(t.get(end))) {
            return null;
        }
        String column = t.get(end).name();
        String qualifier = end >= 2 && t.get(end - 1).is(".") && Tables.isName(t.get(end - 2)) ? t.get(end - 2).name() : null;
        return Link.of(role, table(qualifier), column);
    }

    private Link columnStartingAt(int start, Role role) {
        if (start >= t.size() || !Tables.isName(t.get(start))) {
            return null;
        }
        if (start + 2 < t.size() && t.get(start + 1).is(".") && Tables.isName(t.get(start + 2))) {
            boolean plain = start + 3 >= t.size() || !ARITHMETIC.contains(t.get(start + 3).text());
            return plain ? Link.of(role, table(t.get(start).name()), t.get(start + 2).name()) : null;
        }
        boolean plain = start + 1 >= t.size() || !ARITHMETIC.contains(t.get(start + 1).text()) && !t.get(start + 1).is("(");
        return plain ? Link.of(role, table(null), t.get(start).name()) : null;
    }

    /** The table a qualifier names, or the statement's only table when there is no qualifier. */
    private String table(String qualifier) {
        if (qualifier != null) {
            return tables.aliases().getOrDefault(qualifier, qualifier);
        }
        return tables.names().size() == 1 ? tables.names().get(0) : null;
    }
}

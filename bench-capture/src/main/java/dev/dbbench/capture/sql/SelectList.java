package dev.dbbench.capture.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The columns a {@code SELECT} returns, in order: each item of its list that is a plain column ({@code name},
 * {@code alias.name}, either with {@code AS label}) as that column; an expression, a function or {@code *} as
 * {@link Link#NONE}.
 */
final class SelectList {
    private SelectList() {
    }

    static List<Link> of(List<Token> t, List<String> tables, Map<String, String> aliases) {
        List<Link> out = new ArrayList<>();
        if (t.isEmpty() || !t.get(0).is("select")) {
            return out;
        }
        int i = 1;
        if (i < t.size() && (t.get(i).is("distinct") || t.get(i).is("all"))) {
            i++;
        }
        int start = i;
        int depth = 0;
        for (; i < t.size(); i++) {
            Token k = t.get(i);
            if (k.is("(")) {
                depth++;
            } else if (k.is(")")) {
                depth--;
            } else if (depth == 0 && (k.is(",") || k.is("from"))) {
                out.add(item(t.subList(start, i), tables, aliases));
                start = i + 1;
                if (k.is("from")) {
                    return out;
                }
            }
        }
        out.add(item(t.subList(start, t.size()), tables, aliases));
        return out;
    }

    private static Link item(List<Token> t, List<String> tables, Map<String, String> aliases) {
        int n = t.size();
        if (n >= 2 && Tables.isName(t.get(n - 1)) && (t.get(n - 2).is("as") || n == 2 && Tables.isName(t.get(0)))) {
            n -= t.get(n - 2).is("as") ? 2 : 1;
        }
        if (n == 1 && Tables.isName(t.get(0)) && !t.get(0).is("*")) {
            String table = tables.size() == 1 ? tables.get(0) : null;
            return Link.of(Link.Role.NONE, table, t.get(0).name());
        }
        if (n == 3 && Tables.isName(t.get(0)) && t.get(1).is(".") && Tables.isName(t.get(2))) {
            return Link.of(Link.Role.NONE, aliases.getOrDefault(t.get(0).name(), t.get(0).name()), t.get(2).name());
        }
        return Link.NONE;
    }
}

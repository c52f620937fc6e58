package dev.dbbench.capture.sql;

import dev.dbbench.capture.sql.Token.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The tables a statement names after {@code FROM}, {@code JOIN}, {@code UPDATE} and {@code INTO}, with their aliases. */
final class Tables {
    private static final Set<String> NOT_ALIAS = Set.of("where", "join", "on", "set", "left", "right", "inner", "outer",
            "cross", "natural", "order", "group", "limit", "for", "using", "values", "select", "union", "having",
            "straight_join", "lock", "value", "default", "force", "use", "ignore", "partition", "returning", "window");
    private final List<String> names = new ArrayList<>();
    private final Map<String, String> aliases = new LinkedHashMap<>();

    static Tables of(List<Token> t) {
        Tables out = new Tables();
        for (int i = 0; i < t.size(); i++) {
            Token k = t.get(i);
            if (k.is("from") || k.is("join") || k.is("into") || (k.is("update") && i == 0)) {
                int j = i + 1;
                while (true) {
                    j = out.table(t, j);
                    if (j < 0 || !k.is("from") || j >= t.size() || !t.get(j).is(",")) {
                        break;
                    }
                    j++;
                }
            }
        }
        return out;
    }

    /** Reads {@code name [AS] [alias]} at {@code i}; returns the index after it, or -1 when no table stands there. */
    private int table(List<Token> t, int i) {
        if (i >= t.size() || !isName(t.get(i)) || t.get(i).is("select") || t.get(i).is("(")) {
            return -1;
        }
        int j = i;
        while (j + 2 < t.size() && t.get(j + 1).is(".") && isName(t.get(j + 2))) {
            j += 2;
        }
        String name = t.get(j).name();
        if (!names.contains(name)) {
            names.add(name);
        }
        aliases.put(name, name);
        j++;
        if (j < t.size() && t.get(j).is("as")) {
            j++;
        }
        if (j < t.size() && isName(t.get(j)) && !NOT_ALIAS.contains(t.get(j).name())) {
            aliases.put(t.get(j).name(), name);
            j++;
        }
        return j;
    }

    static boolean isName(Token t) {
        return t.kind() == Kind.WORD || t.kind() == Kind.QUOTED_NAME;
    }

    List<String> names() {
        return names;
    }

    Map<String, String> aliases() {
        return aliases;
    }
}

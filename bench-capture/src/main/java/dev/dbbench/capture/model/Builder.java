package dev.dbbench.capture.model;

import dev.dbbench.capture.sql.Link;
import dev.dbbench.capture.sql.Statement;
import dev.dbbench.capture.sql.Token;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Turns one variant into a transaction of the workload file: its statements with parameters, each fitted. */
final class Builder {
    private final Fitter fitter;

    Builder(Fitter fitter) {
        this.fitter = fitter;
    }

    FileTxn build(String name, String type, Variant v) {
        Slots slots = new Slots(v);
        int[] group = slots.groups();
        Set<Integer> fresh = freshKeys(slots, group);
        Map<Integer, String> names = new LinkedHashMap<>();
        Set<String> used = new HashSet<>();
        List<Param> params = new ArrayList<>();
        for (int i = 0; i < group.length; i++) {
            if (group[i] != i) {
                continue;
            }
            String base = "p";
            for (int j = i; j < group.length; j++) {
                int[] s = slots.slots.get(j);
                java.util.Optional<String> column = slots.statements.get(s[0]).links().get(s[2]).column();
                if (group[j] == i && column.isPresent()) {
                    base = identifier(column.get());
                    break;
                }
            }
            String pname = base;
            for (int n = 2; !used.add(pname); n++) {
                pname = base + "_" + n;
            }
            names.put(i, pname);
            List<String> values = new ArrayList<>();
            List<Fitter.Located> links = new ArrayList<>();
            for (int j = 0; j < group.length; j++) {
                if (group[j] == i) {
                    values.addAll(Fitter.nonNull(slots.values[j]));
                    int[] s = slots.slots.get(j);
                    Statement sj = slots.statements.get(s[0]);
                    fitter.locate(sj.links().get(s[2]), sj.tables()).ifPresent(links::add);
                }
            }
            params.add(fitter.fit(pname, values, links, fresh.contains(i)));
        }
        Map<String, String> casts = new HashMap<>();
        params.forEach(p -> p.cast().ifPresent(c -> casts.put(p.name(), c)));
        List<Object> statements = new ArrayList<>();
        int at = 0;
        for (int s = 0; s < slots.statements.size(); s++) {
            Statement st = slots.statements.get(s);
            for (int k = 0; k < slots.repeats.get(s); k++) {
                List<String> refs = new ArrayList<>();
                for (int j = 0; j < st.values().size(); j++) {
                    refs.add(names.get(group[at++]));
                }
                String plain = render(st, refs, Map.of());
                String cast = render(st, refs, casts);
                if (plain.equals(cast)) {
                    statements.add(plain);
                } else {
                    Map<String, String> perServer = new LinkedHashMap<>();
                    perServer.put("postgresql", cast);
                    perServer.put("default", plain);
                    statements.add(Map.of("sql", perServer));
                }
            }
        }
        return new FileTxn(name, type, v.instances().size(), v.explicit(), params, statements);
    }

    /**
     * For each INSERT into a table with a primary key, the parameter of its key columns that took the most distinct
     * values: the one that made each new row's key new.
     */
    private Set<Integer> freshKeys(Slots slots, int[] group) {
        Set<Integer> out = new HashSet<>();
        Map<Integer, List<Integer>> byStep = new HashMap<>();
        for (int i = 0; i < slots.slots.size(); i++) {
            byStep.computeIfAbsent(slots.slots.get(i)[0], k -> new ArrayList<>()).add(i);
        }
        byStep.forEach((step, members) -> {
            Statement st = slots.statements.get(step);
            if (st.verb() != dev.dbbench.capture.sql.Verb.INSERT) {
                return;
            }
            int best = -1;
            long most = 0;
            for (int i : members) {
                Link link = st.links().get(slots.slots.get(i)[2]);
                boolean key = fitter.locate(link, st.tables()).map(Fitter.Located::inKey).orElse(false);
                long distinct = java.util.Arrays.stream(slots.values[i]).filter(java.util.Objects::nonNull).distinct().count();
                if (key && link.role() == Link.Role.INSERT && distinct > most) {
                    most = distinct;
                    best = group[i];
                }
            }
            if (best >= 0 && most > 1) {
                out.add(best);
            }
        });
        return out;
    }

    /**
     * The statement's tokens as written, each value replaced by its parameter (cast to the type {@code casts} gives
     * it), comments and quotes of names left out.
     */
    static String render(Statement st, List<String> params, Map<String, String> casts) {
        StringBuilder out = new StringBuilder();
        List<Token> tokens = st.tokens();
        int value = 0;
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.is(";") && i == tokens.size() - 1) {
                break;
            }
            if (i > 0 && t.start() > tokens.get(i - 1).end()) {
                out.append(' ');
            }
            if (t.kind().value()) {
                String p = params.get(value++);
                out.append(casts.containsKey(p) ? "CAST(:" + p + " AS " + casts.get(p) + ")" : ":" + p);
            } else if (t.kind() == Token.Kind.QUOTED_NAME && t.name().matches("[a-z_][a-z0-9_]*")) {
                out.append(t.name());
            } else {
                out.append(t.text());
            }
        }
        return out.toString();
    }

    /** A column name as a parameter name: lower case letters, digits and underscores. */
    static String identifier(String column) {
        String s = column.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
        return s.isEmpty() || Character.isDigit(s.charAt(0)) ? "p_" + s : s;
    }
}

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
    private final Flows flows;

    /** @param rowsPerCall each shape's rows per execution in the window, where the server counted them */
    Builder(Fitter fitter, Map<String, Double> rowsPerCall) {
        this.fitter = fitter;
        this.flows = new Flows(fitter, rowsPerCall);
    }

    FileTxn build(String name, String type, Variant v) {
        Slots slots = new Slots(v);
        int[] group = slots.groups();
        Set<Integer> fresh = freshKeys(slots, group);
        Map<Integer, Flows.Source> read = flows.of(slots, group, fresh);
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
            if (read.containsKey(i)) {
                int statement = 1 + slots.repeats.subList(0, read.get(i).step()).stream().mapToInt(Integer::intValue).sum();
                params.add(Param.read(pname, statement));
                continue;
            }
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
        Map<Integer, List<String>> into = into(slots, read, names, used);
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
                Object sql = plain;
                if (!plain.equals(cast)) {
                    Map<String, String> perServer = new LinkedHashMap<>();
                    perServer.put("postgresql", cast);
                    perServer.put("default", plain);
                    sql = perServer;
                }
                if (into.containsKey(s)) {
                    Map<String, Object> reads = new LinkedHashMap<>();
                    reads.put("sql", sql);
                    reads.put("into", into.get(s));
                    reads.put("noRow", "end");
                    statements.add(reads);
                } else {
                    statements.add(sql instanceof String ? sql : Map.of("sql", sql));
                }
            }
        }
        return new FileTxn(name, type, v.instances().size(), v.explicit(), params, statements);
    }

    /**
     * For each step that later steps read values from, the names of its columns up to the last one read: a value's
     * parameter name where one is read, else the column's own (unused) name.
     */
    private static Map<Integer, List<String>> into(Slots slots, Map<Integer, Flows.Source> read, Map<Integer, String> names,
                                                   Set<String> used) {
        Map<Integer, String[]> columns = new HashMap<>();
        read.forEach((g, source) -> {
            String[] at = columns.computeIfAbsent(source.step(), k -> new String[0]);
            if (at.length <= source.column()) {
                at = java.util.Arrays.copyOf(at, source.column() + 1);
                columns.put(source.step(), at);
            }
            if (at[source.column()] == null) {
                at[source.column()] = names.get(g);
            } else {
                names.put(g, at[source.column()]);
            }
        });
        Map<Integer, List<String>> out = new HashMap<>();
        columns.forEach((step, at) -> {
            List<dev.dbbench.capture.sql.Link> selected = slots.statements.get(step).selected();
            for (int k = 0; k < at.length; k++) {
                if (at[k] == null) {
                    String base = identifier(selected.get(k).column().orElse("c" + (k + 1)));
                    String name = base;
                    for (int n = 2; !used.add(name); n++) {
                        name = base + "_" + n;
                    }
                    at[k] = name;
                }
            }
            out.put(step, List.of(at));
        });
        return out;
    }

    /**
     * For each INSERT into a table with a primary key, the parameter of its key columns that took the most distinct
     * values over all its uses (a new order's id in the order, its new-order row and its lines, not the district it
     * repeats), the later key column on a tie: the one that made each new row's key new.
     */
    private Set<Integer> freshKeys(Slots slots, int[] group) {
        Map<Integer, Set<String>> seen = new HashMap<>();
        for (int i = 0; i < group.length; i++) {
            Set<String> values = seen.computeIfAbsent(group[i], k -> new HashSet<>());
            java.util.Arrays.stream(slots.values[i]).filter(java.util.Objects::nonNull).forEach(values::add);
        }
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
            int place = -1;
            for (int i : members) {
                Link link = st.links().get(slots.slots.get(i)[2]);
                int at = fitter.locate(link, st.tables()).map(l -> l.table().primaryKey().indexOf(l.column().name())).orElse(-1);
                long distinct = seen.get(group[i]).size();
                if (at >= 0 && link.role() == Link.Role.INSERT && (distinct > most || distinct == most && at > place)) {
                    most = distinct;
                    best = group[i];
                    place = at;
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

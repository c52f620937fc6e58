package dev.dbbench.capture.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Groups transactions into variants (same steps) and variants into types. A type is what a transaction does to the
 * data: the set of tables it writes, or for a read-only one the set of tables it reads. A variant that rolled back
 * after a prefix of another variant's steps belongs to that variant's type, since it began as one of those and
 * stopped. Types and variants are ordered by how many transactions they hold.
 */
public final class Grouping {
    private Grouping() {
    }

    public static List<TxnType> of(List<Txn> transactions) {
        Map<String, List<Txn>> byKey = new LinkedHashMap<>();
        for (Txn t : transactions) {
            String key = t.explicit() + "|" + t.rolledBack() + "|" + String.join("\n", Variant.steps(t));
            byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(t);
        }
        List<Variant> variants = new ArrayList<>();
        byKey.values().forEach(ts -> variants.add(new Variant(Variant.steps(ts.get(0)), ts.get(0).explicit(), ts.get(0).rolledBack(), ts)));
        variants.sort(Comparator.comparingInt((Variant v) -> -v.instances().size()));
        Map<String, List<Variant>> types = new LinkedHashMap<>();
        Map<Variant, String> keyOf = new LinkedHashMap<>();
        for (Variant v : variants) {
            String key = v.written().isEmpty() ? "reads " + new TreeSet<>(v.tables()) : "writes " + new TreeSet<>(v.written());
            keyOf.put(v, key);
        }
        for (Variant v : variants) {
            String key = keyOf.get(v);
            if (v.rolledBack()) {
                for (Variant w : variants) {
                    if (!w.rolledBack() && w.explicit() == v.explicit() && w.steps().size() > v.steps().size()
                            && w.steps().subList(0, v.steps().size()).equals(v.steps())) {
                        key = keyOf.get(w);
                        break;
                    }
                }
            }
            types.computeIfAbsent(key, k -> new ArrayList<>()).add(v);
        }
        List<TxnType> out = new ArrayList<>();
        java.util.Set<String> names = new HashSet<>();
        types.values().stream().sorted(Comparator.comparingLong((List<Variant> vs) -> -vs.stream().mapToLong(v -> v.instances().size()).sum()))
                .forEach(vs -> {
                    Variant main = vs.stream().filter(v -> !v.rolledBack()).findFirst().orElse(vs.get(0));
                    String name = main.typeName();
                    for (int i = 2; !names.add(name); i++) {
                        name = main.typeName() + "_" + i;
                    }
                    out.add(new TxnType(name, vs));
                });
        return out;
    }
}

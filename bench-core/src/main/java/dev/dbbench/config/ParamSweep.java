package dev.dbbench.config;

import dev.dbbench.spi.UsageException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Workload options given several values ({@code --param rows=10000,1000000}), as JMH's {@code -p} takes them: the run or
 * sweep runs once per combination of values, the first option outermost. Values keep the order given.
 */
public final class ParamSweep {
    private ParamSweep() {
    }

    /**
     * The values of each {@code NAME=V1,V2} entry, keyed by kebab-case name ({@code hot_rows} is {@code hot-rows}), in the
     * order given. A malformed entry, a name given twice, an empty value or a value given twice is refused with one line
     * that names {@code option} and the entry.
     */
    public static Map<String, List<String>> parse(List<String> entries, String option) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String entry : entries) {
            int eq = entry.indexOf('=');
            if (eq <= 0) {
                throw new UsageException(option + " " + entry + " is not NAME=VALUE; give it as " + option + " rows=10000 (several values:"
                        + " rows=10000,1000000)");
            }
            String name = entry.substring(0, eq).trim().replace('_', '-');
            List<String> values = new ArrayList<>();
            for (String v : entry.substring(eq + 1).split(",", -1)) {
                if (v.isBlank()) {
                    throw new UsageException(option + " " + entry + " has an empty value; give values separated by single commas");
                }
                values.add(v.trim());
            }
            if (new LinkedHashSet<>(values).size() < values.size()) {
                throw new UsageException(option + " " + entry + " gives a value twice; give each value once");
            }
            if (out.put(name, List.copyOf(values)) != null) {
                throw new UsageException(option + " " + name + " is given more than once; give all its values in one: " + option + " "
                        + name + "=V1,V2");
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /** Every combination of one value per name, the first name outermost; one empty combination when there are none. */
    public static List<Map<String, String>> combinations(Map<String, List<String>> values) {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<String>> e : values.entrySet()) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : out) {
                for (String v : e.getValue()) {
                    Map<String, String> m = new LinkedHashMap<>(partial);
                    m.put(e.getKey(), v);
                    next.add(m);
                }
            }
            out = next;
        }
        return out.stream().map(Collections::unmodifiableMap).toList();
    }

    /** The names that have more than one value: what tells one combination's steps from another's. */
    public static List<String> swept(Map<String, List<String>> values) {
        return values.entrySet().stream().filter(e -> e.getValue().size() > 1).map(Map.Entry::getKey).toList();
    }

    /** A combination as a label: {@code rows=10000 hot-rows=10}, in the order given. */
    public static String label(Map<String, String> combination) {
        return String.join(" ", combination.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList());
    }
}

package dev.dbbench.capture.model;

import dev.dbbench.capture.sql.Link;
import dev.dbbench.capture.sql.Link.Role;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Fits a generator to the values one parameter took. A value compared with a key column draws that column's keys
 * ({@code ref}, or a skewed distribution over them), so it finds rows in the synthetic data at any scale; a key an
 * {@code INSERT} writes is drawn far above the loaded keys, so inserts do not collide; a text compared with a column
 * of made-up values draws from those; a few distinct numbers are a weighted choice; other numbers a range, times a
 * range of days, other text its lengths. Only a range's bounds, a few whole numbers and lengths come from what was
 * seen, unless samples are asked for.
 */
final class Fitter {
    /** Keys an INSERT writes are drawn from the upper half of the 32-bit range, far from any loaded key. */
    static final long FRESH = 1L << 30;
    private static final Pattern TIME = Pattern.compile("\\d{4}-\\d\\d-\\d\\d([ T]\\d\\d:\\d\\d(:\\d\\d(\\.\\d+)?)?)?");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?");
    private final Map<String, TableModel> tables;
    private final boolean samples;

    Fitter(List<TableModel> tables, boolean samples) {
        this.tables = new HashMap<>();
        tables.forEach(t -> this.tables.put(t.name(), t));
        this.samples = samples;
    }

    /** A column a link names, found in its table, or in the first of {@code named} that has it. */
    Optional<Located> locate(Link link, List<String> named) {
        if (link.column().isEmpty()) {
            return Optional.empty();
        }
        String column = link.column().get();
        List<String> candidates = link.table().map(List::of).orElse(named);
        for (String t : candidates) {
            TableModel model = tables.get(t);
            if (model != null && model.column(column).isPresent()) {
                return Optional.of(new Located(link.role(), model, model.column(column).get()));
            }
        }
        return Optional.empty();
    }

    /** A link's column, found. */
    record Located(Role role, TableModel table, ColumnModel column) {
        boolean inKey() {
            return table.primaryKey().contains(column.name());
        }
    }

    /**
     * @param values every value the parameter took (nulls left out)
     * @param links  the columns its placeholders meet, first the most telling
     * @param fresh  whether it writes the key of a row an INSERT adds
     */
    Param fit(String name, List<String> values, List<Located> links, boolean fresh) {
        Optional<Located> equals = links.stream().filter(l -> l.role() == Role.EQUALS || l.role() == Role.RANGE).findFirst();
        Optional<Located> any = links.stream().findFirst();
        if (values.isEmpty()) {
            return unseen(name, any);
        }
        boolean numbers = !values.isEmpty() && values.stream().allMatch(v -> NUMBER.matcher(v).matches());
        boolean textColumn = any.map(l -> l.column().domain().size() > 0 || isText(l.column())).orElse(false);
        if (fresh && numbers) {
            return new Param(name, Map.of("uniform", List.of(FRESH, (long) Integer.MAX_VALUE)), "a new key for each row inserted");
        }
        if (numbers && !textColumn) {
            return number(name, values, equals);
        }
        if (!values.isEmpty() && values.stream().allMatch(v -> TIME.matcher(v).matches())) {
            String lo = values.stream().min(Comparator.naturalOrder()).orElseThrow();
            String hi = values.stream().max(Comparator.naturalOrder()).orElseThrow();
            java.util.Optional<String> cast = any.map(l -> l.column().type().toString().toUpperCase(java.util.Locale.ROOT))
                    .filter(t -> t.contains("DATE") || t.contains("TIME")).map(t -> t.contains("TIMESTAMP") ? "TIMESTAMP" : "DATE");
            return new Param(name, Map.of("timestamp", List.of(lo.substring(0, 10), hi.substring(0, 10))), "times within the days seen",
                    cast);
        }
        if (samples) {
            return new Param(name, Map.of("choice", counts(values, 100)), "the values seen (--keep-samples)");
        }
        Optional<Located> domain = links.stream().filter(l -> !l.column().domain().isEmpty()).findFirst();
        if (domain.isPresent()) {
            return new Param(name, Map.of("choice", domain.get().column().domain()), "one of the made-up values of "
                    + domain.get().table().name() + "." + domain.get().column().name());
        }
        int min = values.stream().mapToInt(String::length).min().orElse(1);
        int max = Math.max(1, values.stream().mapToInt(String::length).max().orElse(1));
        return new Param(name, Map.of("string", List.of(Math.min(min, max), max)), "text of the lengths seen");
    }

    /**
     * A parameter whose values the log did not show: drawn as its column is filled (its keys, its range, its made-up
     * values), or the whole number 1 when it meets no column.
     */
    private static Param unseen(String name, Optional<Located> column) {
        if (column.isPresent() && column.get().column().data().isPresent()) {
            ColumnModel c = column.get().column();
            String where = column.get().table().name() + "." + c.name();
            Map<String, Object> data = c.data().get();
            if (c.keyed()) {
                return new Param(name, Map.of("ref", where), "keys of " + where + " (no value seen)");
            }
            if (!data.containsKey("sequence")) {
                return new Param(name, data, "as " + where + " is filled (no value seen)");
            }
        }
        return new Param(name, Map.of("value", 1), "no value seen and no column to draw from");
    }

    private static boolean isText(ColumnModel c) {
        String t = c.type().toString().toUpperCase(java.util.Locale.ROOT);
        return t.contains("CHAR") || t.contains("TEXT");
    }

    private Param number(String name, List<String> values, Optional<Located> equals) {
        List<Long> whole = values.stream().map(v -> new BigDecimal(v).setScale(0, java.math.RoundingMode.HALF_UP).longValue()).toList();
        long lo = whole.stream().mapToLong(Long::longValue).min().orElse(0);
        long hi = whole.stream().mapToLong(Long::longValue).max().orElse(0);
        boolean one = whole.stream().distinct().count() == 1;
        if (equals.isPresent() && equals.get().column().keyed() && !(one && equals.get().table().distinctKeys(equals.get().column()) > 1)) {
            String ref = equals.get().table().name() + "." + equals.get().column().name();
            Map<String, Object> g = new LinkedHashMap<>(Skew.fit(whole, lo, hi, ref));
            return new Param(name, g, "keys of " + ref + ", " + g.keySet().iterator().next().replace("ref", "uniform"));
        }
        Map<Long, Long> distinct = new LinkedHashMap<>();
        whole.forEach(w -> distinct.merge(w, 1L, Long::sum));
        if (distinct.size() == 1) {
            return new Param(name, Map.of("value", lo), "the one value seen");
        }
        if (distinct.size() <= 10 && whole.size() >= 5L * distinct.size()) {
            Map<String, Object> weights = new LinkedHashMap<>();
            distinct.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> weights.put(Long.toString(e.getKey()), e.getValue()));
            return new Param(name, Map.of("choice", weights), "the few values seen, by how often");
        }
        lo = Math.max(lo, Integer.MIN_VALUE);
        hi = Math.min(hi, Integer.MAX_VALUE);
        Map<String, Object> g = Skew.fit(whole, lo, hi, List.of(lo, hi));
        return new Param(name, g, g.keySet().iterator().next() + " over the range seen");
    }

    /** The {@code limit} most frequent values with their counts. */
    private static Map<String, Object> counts(List<String> values, int limit) {
        Map<String, Long> n = new HashMap<>();
        values.forEach(v -> n.merge(v, 1L, Long::sum));
        Map<String, Object> out = new LinkedHashMap<>();
        n.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(limit)
                .forEach(e -> out.put(e.getKey(), e.getValue()));
        return out;
    }

    static List<String> nonNull(String[] row) {
        List<String> out = new ArrayList<>();
        for (String v : row) {
            if (v != null) {
                out.add(v);
            }
        }
        return out;
    }
}

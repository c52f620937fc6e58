package dev.dbbench.capture.model;

import dev.dbbench.capture.source.Column;
import dev.dbbench.capture.source.TableInfo;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Fits a generator to each column from the catalog's description and its statistics, so that {@code prepare} loads
 * tables of the same shape as the captured ones: as many rows, keys numbered as the captured keys are (a key of
 * several columns as nested loops), a whole-number column that holds every value of its range (a reference to every
 * customer) going round that range so that each value is there again, other numbers and times within their captured
 * ranges, text of the captured lengths,
 * and a text column with few distinct values filled from as many made-up values, which the parameters compared
 * with it draw from too. No value read from the server is written: a range's bounds and text lengths only.
 */
public final class Datasets {
    /** Text columns with at most this many distinct values get a made-up value list of their own. */
    static final int DOMAIN = 1000;
    private final List<String> notes = new ArrayList<>();

    public List<TableModel> fit(List<TableInfo> tables, Map<String, String> verify) {
        List<TableModel> out = new ArrayList<>();
        for (TableInfo t : tables) {
            out.add(table(t, verify.getOrDefault(t.name(), "exact")));
        }
        return out;
    }

    public List<String> notes() {
        return notes;
    }

    private TableModel table(TableInfo t, String verify) {
        Map<String, long[]> keys = keyLayout(t);
        List<ColumnModel> columns = new ArrayList<>();
        for (Column c : t.columns()) {
            boolean inKey = t.primaryKey().contains(c.name());
            if (c.autoIncrement() && t.primaryKey().equals(List.of(c.name()))) {
                columns.add(new ColumnModel(c.name(), "autoincrement", Optional.empty(), false, List.of()));
                continue;
            }
            long[] layout = keys.get(c.name());
            if (layout != null) {
                Map<String, Object> g = new LinkedHashMap<>();
                g.put("sequence", layout[0]);
                if (layout[1] > 1) {
                    g.put("every", layout[1]);
                }
                if (layout[2] > 0) {
                    g.put("cycle", layout[2]);
                }
                columns.add(new ColumnModel(c.name(), SqlTypes.of(c, true), Optional.of(g), true, List.of()));
                continue;
            }
            columns.add(other(t, c, inKey));
        }
        return new TableModel(t.name(), t.rows(), columns, t.primaryKey(), t.indexes(), verify);
    }

    /**
     * For each whole-number column of the primary key, and each whole-number column whose values are all distinct:
     * {start, every, cycle}. Inner key columns go round their distinct values; the innermost takes what the rows leave.
     */
    private Map<String, long[]> keyLayout(TableInfo t) {
        Map<String, long[]> out = new LinkedHashMap<>();
        List<Column> key = t.primaryKey().stream().map(k -> t.column(k).orElseThrow()).toList();
        if (!key.isEmpty() && key.stream().allMatch(Column::integer) && t.rows() > 0) {
            long[] cycles = new long[key.size()];
            long inner = 1;
            for (int i = 1; i < key.size() - 1; i++) {
                cycles[i] = Math.max(1, key.get(i).distinct());
                inner *= cycles[i];
            }
            if (key.size() > 1) {
                long outer = Math.max(1, key.get(0).distinct());
                cycles[key.size() - 1] = Math.max(1, Math.round((double) t.rows() / (outer * inner)));
            }
            long every = 1;
            for (int i = key.size() - 1; i >= 0; i--) {
                out.put(key.get(i).name(), new long[] {start(key.get(i)), every, i == 0 ? 0 : cycles[i]});
                every *= i == 0 ? 1 : cycles[i];
            }
            if (key.size() == 1 && key.get(0).distinct() > 0 && whole(key.get(0).max().orElse("0")) - whole(key.get(0).min().orElse("0")) + 1 != t.rows()) {
                notes.add(t.name() + "." + key.get(0).name() + ": its keys have gaps; prepare numbers them without");
            }
        } else if (!key.isEmpty()) {
            notes.add(t.name() + ": its primary key is not all whole numbers; prepare fills it with random values, which may collide");
        }
        for (Column c : t.columns()) {
            boolean uniqueIndex = t.indexes().entrySet().stream().anyMatch(e -> t.unique().contains(e.getKey()) && e.getValue().equals(List.of(c.name())));
            if (!out.containsKey(c.name()) && c.integer() && uniqueIndex && c.distinct() == t.rows() && c.nulls() == 0) {
                out.put(c.name(), new long[] {start(c), 1, 0});
            }
        }
        return out;
    }

    private static long start(Column c) {
        return c.min().map(Datasets::whole).orElse(1L);
    }

    private ColumnModel other(TableInfo t, Column c, boolean inKey) {
        Object type = SqlTypes.of(c, inKey || !c.nullable());
        if (c.distinct() == 0) {
            if (c.nullable() && !inKey) {
                return new ColumnModel(c.name(), type, Optional.empty(), false, List.of());
            }
            return new ColumnModel(c.name(), type, Optional.of(c.text() ? Map.of("string", 1) : Map.of("value", 0)), false, List.of());
        }
        if (c.nulls() > 0) {
            notes.add(t.name() + "." + c.name() + ": " + percent(c.nulls(), t.rows()) + " of its rows are NULL; prepare fills every row");
        }
        if (c.number()) {
            long lo = whole(c.min().orElse("0"));
            long hi = wholeUp(c.max().orElse("0"));
            if (!c.integer()) {
                notes.add(t.name() + "." + c.name() + ": a " + c.typeName() + " filled with whole numbers of its range");
                hi = Math.max(lo, Math.min(hi, (long) Math.pow(10, Math.max(0, c.size() - c.scale())) - 1));
            }
            if (c.integer() && c.distinct() > 1 && c.distinct() < t.rows() && hi - lo + 1 == c.distinct()) {
                Map<String, Object> cycling = new LinkedHashMap<>();
                cycling.put("sequence", lo);
                cycling.put("cycle", c.distinct());
                return new ColumnModel(c.name(), type, Optional.of(cycling), false, List.of());
            }
            return new ColumnModel(c.name(), type, Optional.of(Map.of("uniform", List.of(lo, hi))), false, List.of());
        }
        if (c.time()) {
            return new ColumnModel(c.name(), type, Optional.of(Map.of("timestamp", List.of(day(c.min()), day(c.max())))), false, List.of());
        }
        if (c.text() && c.distinct() <= DOMAIN && c.distinct() < t.rows()) {
            List<String> domain = domain(c.distinct(), (int) Math.round(c.avgLength()), c.size() > 0 ? c.size() : Integer.MAX_VALUE);
            return new ColumnModel(c.name(), type, Optional.of(Map.of("choice", domain)), false, domain);
        }
        if (!c.text()) {
            notes.add(t.name() + "." + c.name() + ": a " + c.typeName() + " filled with text");
        }
        int max = Math.max(c.maxLength(), 1);
        return new ColumnModel(c.name(), type, Optional.of(Map.of("string", List.of(Math.min(c.minLength(), max), max))), false, List.of());
    }

    /** {@code n} made-up values, as long as the captured values are on average where the column allows. */
    static List<String> domain(long n, int length, int maxLength) {
        int digits = Long.toString(Math.max(n - 1, 1), 36).length();
        int width = Math.min(Math.max(length, digits + 1), Math.max(maxLength, digits));
        List<String> out = new ArrayList<>();
        for (long i = 0; i < n; i++) {
            String code = Long.toString(i, 36);
            String pad = "x".repeat(Math.max(0, width - code.length()));
            out.add(pad + code);
        }
        return out;
    }

    static String day(Optional<String> time) {
        return time.map(s -> s.length() >= 10 ? s.substring(0, 10) : s).orElse("2000-01-01");
    }

    static long whole(String number) {
        return new BigDecimal(number.trim()).setScale(0, RoundingMode.FLOOR).longValueExact();
    }

    static long wholeUp(String number) {
        return new BigDecimal(number.trim()).setScale(0, RoundingMode.CEILING).longValueExact();
    }

    static String percent(long part, long whole) {
        return whole == 0 ? "0 %" : String.format(java.util.Locale.ROOT, "%.1f %%", 100.0 * part / whole);
    }
}

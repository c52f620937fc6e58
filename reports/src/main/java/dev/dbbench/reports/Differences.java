package dev.dbbench.reports;

import dev.dbbench.result.Difference;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.TargetSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Every manifest setting and workload option whose value is not the same for all targets side by side (cloud A's
 * run and cloud B's in a comparison, MySQL and OceanBase in one sweep), since a difference there can explain a
 * difference in numbers. Kept in a result's summary under {@link #KEY}, one {@link Difference} per setting.
 */
public final class Differences {
    /** The summary section that holds the records. */
    public static final String KEY = "differences";

    private static final String WORKLOAD = "workload.";
    /** How a tag is named among the differences: {@code tag.instance}. */
    public static final String TAG = "tag.";
    /** How the price is named among the differences. */
    public static final String PRICE = "price";

    private Differences() {
    }

    /**
     * One target as compared: its name, its workload, its settings and what the user said of it.
     *
     * @param workload the workload id; null when the result names none
     * @param labels   the target's tags ({@code tag.cloud}) and price ({@code price}), which differ between clouds by
     *                 design and are listed first; they are no settings of the run
     */
    public record Column(String name, String workload, Map<String, String> settings, Map<String, String> labels) {
        public Column {
            settings = java.util.Collections.unmodifiableMap(new TreeMap<>(settings));
            labels = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(labels));
        }

        public Column(String name, String workload, Map<String, String> settings) {
            this(name, workload, settings, Map.of());
        }

        /**
         * Target {@code target} of {@code r}: the settings it shares with the other targets, its own ones (a driver's time
         * limit with its unit, where the result records one), then the workload options it ran with. A null target stands
         * for a result that names none.
         */
        public static Column of(String name, RunResult r, TargetInfo target) {
            Map<String, String> all = new TreeMap<>(r.manifest());
            if (target != null) {
                all.putAll(target.settings().values());
                all.replaceAll(target.settings()::shown);
            }
            if (r.workload() != null) {
                r.workload().options().forEach((k, v) -> all.putIfAbsent(WORKLOAD + k, v));
            }
            Map<String, String> labels = new LinkedHashMap<>();
            if (target != null) {
                target.tags().forEach((k, v) -> labels.put(TAG + k, v));
                target.price().ifPresent(p -> labels.put(PRICE, p.text()));
            }
            return new Column(name, r.workload() == null ? null : r.workload().id(), all, labels);
        }
    }

    /** The differences between the targets of one result (a sweep of several); none for a result of one target. */
    public static List<Difference> of(RunResult r) {
        if (r.targets().size() < 2) {
            return List.of();
        }
        return of(r.targets().stream().map(t -> Column.of(t.name(), r, t)).toList());
    }

    /** Every setting and workload option whose value is not the same for all {@code columns}, one record per key. */
    public static List<Difference> of(List<Column> columns) {
        TreeSet<String> keys = new TreeSet<>();
        columns.forEach(c -> keys.addAll(c.settings().keySet()));
        List<Difference> out = new ArrayList<>();
        if (columns.stream().map(Column::workload).distinct().count() > 1) {
            out.add(row("workload", columns, Column::workload));
        }
        LinkedHashSet<String> labels = new LinkedHashSet<>();
        columns.forEach(c -> labels.addAll(c.labels().keySet()));
        for (String key : labels) {
            if (columns.stream().map(c -> c.labels().getOrDefault(key, Fmt.ABSENT)).distinct().count() > 1) {
                out.add(row(key, columns, c -> c.labels().get(key)));
            }
        }
        for (String key : keys) {
            // The client machine's name differs between any two clouds and explains nothing.
            if (!key.startsWith("client.host") && !same(columns, key)) {
                out.add(row(key, columns, c -> c.settings().get(key)));
            }
        }
        return out;
    }

    /** Whether every column has the same value for {@code key}, counting an absent value as one value. */
    public static boolean same(List<Column> columns, String key) {
        return columns.stream().map(c -> comparable(key, c.settings().getOrDefault(key, "—"))).distinct().count() == 1;
    }

    private static Difference row(String setting, List<Column> columns, Function<Column, String> value) {
        Map<String, Optional<String>> values = new LinkedHashMap<>();
        // Absent stays empty, so JSON says null; the text formats draw their dash for it.
        columns.forEach(c -> values.put(c.name(), Optional.ofNullable(value.apply(c))));
        return new Difference(setting, values);
    }

    /**
     * An isolation level as one spelling: PostgreSQL says "read committed", MySQL "READ-COMMITTED", and the
     * same level must not show as a difference. A time limit with its unit as its length: Connector/J's
     * {@code 10000 ms} is pgJDBC's {@code 10 s}. Other values compare as they are.
     */
    private static String comparable(String key, String value) {
        if (key.endsWith("isolation")) {
            return value.toLowerCase(Locale.ROOT).replace('-', ' ').replace('_', ' ').strip();
        }
        return TargetSettings.length(value).map(Duration::toString).orElse(value);
    }
}

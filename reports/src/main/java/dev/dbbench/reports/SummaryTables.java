package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepSummary;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The command-specific analysis in {@link RunResult#summary()} (sweep peak and knee, stability verdict)
 * as tables, one per section: a stability analysis as its own tables, every other section as {@code result.json}
 * holds it, nested keys joined with dots, short lists inline, a list of records as a table.
 */
public final class SummaryTables {
    /** The section of what the dataset's checks found after the run, which the Run table shows. */
    private static final String DATASET_CHECK = "datasetCheck";

    private static final String STEPS = "steps";
    private static final java.util.Set<String> SHOWN_ELSEWHERE = java.util.Set.of("saturation", "comparisons");

    private SummaryTables() {
    }

    /** One row per target and thread count: each estimate with half its 95 % interval, as the console prints it. */
    static Table steps(List<StepSummary> steps) {
        List<List<String>> rows = new ArrayList<>();
        for (StepSummary s : steps) {
            rows.add(List.of(s.target(), s.threads() + (s.complete() ? "" : " (" + s.status() + ")"), Integer.toString(s.repeats()),
                    Conclusions.estimate(s.tps()), Conclusions.estimate(s.qps()), Conclusions.estimate(s.avgMs()),
                    Conclusions.estimate(s.p95Ms()), Conclusions.estimate(s.p99Ms()), Fmt.two(s.maxMs()), Fmt.two(s.errorRatePct()),
                    s.tps().basis().json()));
        }
        return new Table("Summary by target and threads", List.of("target", "threads", "repeats", "TPS", "QPS", "avg ms", "p95 ms",
                "p99 ms", "max ms", "errors %", "interval from"), rows,
                List.of("Each value is the mean over the repeats, ± half its 95 % confidence interval; max is the highest "
                        + "observed. Interval from: repeats, or the one run's intervals (how steady it was, not how much "
                        + "another run would differ), or none."));
    }

    public static List<Table> of(RunResult r) {
        RunSummary typed = r.summary();
        // Each section as result.json holds it, in its order: plain maps and lists, shown generically.
        Map<?, ?> summary = ResultJson.mapper().convertValue(typed, Map.class);
        List<Table> out = new ArrayList<>();
        for (Map.Entry<?, ?> section : summary.entrySet()) {
            if (STEPS.equals(section.getKey()) && typed.steps().isPresent()) {
                out.add(steps(typed.steps().get()));
                continue;
            }
            // The conclusions and the comparisons table show these, worded.
            if (SHOWN_ELSEWHERE.contains(String.valueOf(section.getKey()))) {
                continue;
            }
            if (StabilityTables.KEY.equals(section.getKey()) && typed.stability().isPresent()) {
                out.addAll(StabilityTables.of(typed.stability().get(),
                        r.workload() == null ? List.of() : r.workload().metrics()));
                continue;
            }
            if (DATASET_CHECK.equals(section.getKey()) && typed.datasetCheck().isPresent()) {
                continue;   // a row of the Run table (HeaderTables.run)
            }
            if (StabilityTables.COMPARED.equals(section.getKey()) && typed.stabilityCompared().isPresent()) {
                var stability = StabilityTables.compared(typed.stabilityCompared().get());
                if (stability.isPresent()) {
                    out.add(stability.get());
                    continue;
                }
            }
            if (isRecordList(section.getValue())) {
                // The columns of the differences are target names, shown as they were given.
                Table t = recordTable(Labels.section(String.valueOf(section.getKey())), (List<?>) section.getValue(),
                        !Differences.KEY.equals(section.getKey()));
                out.add(new Table(t.title(), t.header(), t.rows(), dashes(String.valueOf(section.getKey()), t)));
                continue;
            }
            List<List<String>> rows = new ArrayList<>();
            flatten(String.valueOf(section.getKey()), "", section.getValue(), rows);
            out.add(new Table(Labels.section(String.valueOf(section.getKey())), List.of("item", "value"), rows));
        }
        return List.copyOf(out);
    }

    /**
     * What a dash stands for in a sweep's record tables, as the console's legend says it: the server settings' legend
     * gives the dash another meaning, so these tables need their own.
     */
    private static List<String> dashes(String section, Table t) {
        if (t.rows().stream().noneMatch(row -> row.contains(Fmt.ABSENT))) {
            return List.of();
        }
        return switch (section) {
            case "saturation" -> List.of(Fmt.ABSENT + " in " + Labels.of("kneeThreads") + ": no knee reached.");
            case Differences.KEY -> List.of(Fmt.ABSENT + " means the target does not have the setting.");
            default -> List.of();
        };
    }

    /** Rows of {@code value} under {@code path}; a section that is one value or one flat list is named by its key. */
    private static void flatten(String section, String path, Object value, List<List<String>> rows) {
        if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                rows.add(List.of(label(section, path), Fmt.ABSENT));
            }
            map.forEach((k, v) -> flatten(section, path.isEmpty() ? String.valueOf(k) : path + "." + k, v, rows));
        } else if (value instanceof List<?> list && list.stream().anyMatch(SummaryTables::isNested)) {
            for (int i = 0; i < list.size(); i++) {
                flatten(section, path + "[" + (i + 1) + "]", list.get(i), rows);
            }
        } else if (value instanceof List<?> list) {
            rows.add(List.of(label(section, path), list.isEmpty() ? Fmt.ABSENT
                    : String.join(", ", list.stream().map(SummaryTables::scalar).toList())));
        } else {
            String key = label(section, path);
            rows.add(List.of(Labels.of(key), Labels.value(key, scalar(value))));
        }
    }

    /** A list of flat records (sweep steps, saturation points) reads best as a table with one column per field. */
    private static boolean isRecordList(Object v) {
        return v instanceof List<?> list && !list.isEmpty() && list.stream().allMatch(e -> e instanceof Map<?, ?> m
                && m.values().stream().noneMatch(SummaryTables::isNested));
    }

    private static Table recordTable(String title, List<?> records, boolean keysInWords) {
        java.util.LinkedHashSet<String> columns = new java.util.LinkedHashSet<>();
        records.forEach(r -> ((Map<?, ?>) r).keySet().forEach(k -> columns.add(String.valueOf(k))));
        List<List<String>> rows = new ArrayList<>();
        for (Object r : records) {
            Map<?, ?> m = (Map<?, ?>) r;
            rows.add(columns.stream().map(c -> keysInWords ? Labels.value(c, scalar(m.get(c))) : scalar(m.get(c))).toList());
        }
        return new Table(title, columns.stream().map(c -> keysInWords ? Labels.of(c) : c).toList(), rows);
    }

    private static boolean isNested(Object v) {
        return v instanceof Map || v instanceof List;
    }

    private static String label(String section, String path) {
        return path.isEmpty() ? section : path;
    }

    private static String scalar(Object v) {
        if (v == null) {
            return Fmt.ABSENT;
        }
        if (v instanceof Double || v instanceof Float) {
            return Fmt.plain(((Number) v).doubleValue());
        }
        return v.toString();
    }
}

package dev.dbbench.cli.jobs;

import dev.dbbench.config.UsageException;
import dev.dbbench.reports.HeaderTables;
import dev.dbbench.reports.StabilityTables;
import dev.dbbench.reports.TargetOptions;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Puts finished results side by side (cloud A's run next to cloud B's): every target is renamed
 * {@code label} or {@code label:target}, steps are merged, and every manifest or workload setting that
 * differs between the compared targets is listed, since a difference there can explain a difference in numbers.
 *
 * <p>The merged manifest follows the multi-target convention: a setting every compared target shares is
 * kept under its plain key, one that differs under each target's new name ({@code cloud-a.time}), so the
 * reports show each target's value rather than the first result's.
 */
public final class Comparison {
    private static final String WORKLOAD = "workload.";

    private Comparison() {
    }

    /** One compared target: its name in the comparison and its settings with any target prefix removed. */
    private record Column(String name, String workload, Map<String, String> settings) {
    }

    public static RunResult of(List<String> labels, List<RunResult> results) {
        if (results.size() < 2) {
            throw new UsageException("compare needs at least two results folders; give two or more DIRs");
        }
        List<TargetInfo> targets = new ArrayList<>();
        List<StepResult> steps = new ArrayList<>();
        List<Column> columns = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            RunResult r = results.get(i);
            String label = labels.get(i);
            boolean single = r.targets().size() == 1;
            Map<String, String> names = new LinkedHashMap<>();
            TargetOptions options = TargetOptions.of(r);
            for (TargetInfo t : r.targets()) {
                String name = single ? label : label + ":" + t.name();
                names.put(t.name(), name);
                targets.add(new TargetInfo(name, t.id(), t.url(), t.source(), t.server()));
                columns.add(column(name, r, options, t.name()));
            }
            if (r.targets().isEmpty()) {
                columns.add(column(label, r, options, null));
            }
            for (StepResult s : r.steps()) {
                steps.add(rename(s, names.getOrDefault(s.target(), label + ":" + s.target())));
            }
        }
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put(HeaderTables.COMPARED, compared(labels, results));
        stability(labels, results).ifPresent(s -> summary.put(StabilityTables.COMPARED, s));
        summary.put("differences", differences(columns));
        // Each compared result's status and times are in "compared"; compare's own times would pass for the first
        // result's, so there are none. "ok" says only that the comparison itself was made.
        return new RunResult(ToolInfo.current(), "compare", "ok", null, null,
                targets.isEmpty() ? null : targets.get(0), targets, workload(columns), manifest(columns), steps, summary);
    }

    /** Each compared result's own status, start, finish and wall time, one record per result in the order given. */
    private static List<Map<String, Object>> compared(List<String> labels, List<RunResult> results) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            RunResult r = results.get(i);
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("result", labels.get(i));
            row.put("status", r.status());
            row.put("startedAt", r.startedAt() == null ? null : r.startedAt().toString());
            row.put("finishedAt", r.finishedAt() == null ? null : r.finishedAt().toString());
            row.put("wallSeconds", r.startedAt() == null || r.finishedAt() == null ? null
                    : Duration.between(r.startedAt(), r.finishedAt()).getSeconds());
            out.add(row);
        }
        return out;
    }

    /**
     * Each compared result's stability analysis by its label (null for a result that has none), when at least one has
     * one: "does it stay stable for 12 hours as well as MySQL?" is answered by the verdicts side by side.
     */
    private static Optional<Map<String, Object>> stability(List<String> labels, List<RunResult> results) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < results.size(); i++) {
            out.put(labels.get(i), results.get(i).summary().get(StabilityTables.KEY));
        }
        return out.values().stream().anyMatch(s -> StabilityTables.summary(s).isPresent()) ? Optional.of(out) : Optional.empty();
    }

    private static Column column(String name, RunResult r, TargetOptions options, String target) {
        Map<String, String> all = new TreeMap<>(options.shared());
        all.putAll(options.own(target));
        if (r.workload() != null) {
            r.workload().options().forEach((k, v) -> all.putIfAbsent(WORKLOAD + k, v));
        }
        return new Column(name, r.workload() == null ? null : r.workload().id(), all);
    }

    /** Every setting and workload option whose value is not the same for all compared targets, one record per key. */
    private static List<Map<String, String>> differences(List<Column> columns) {
        TreeSet<String> keys = new TreeSet<>();
        columns.forEach(c -> keys.addAll(c.settings().keySet()));
        List<Map<String, String>> out = new ArrayList<>();
        if (columns.stream().map(Column::workload).distinct().count() > 1) {
            out.add(row("workload", columns, Column::workload));
        }
        for (String key : keys) {
            // The client machine's name differs between any two clouds and explains nothing.
            if (!key.startsWith("client.host") && !same(columns, key)) {
                out.add(row(key, columns, c -> c.settings().get(key)));
            }
        }
        return out;
    }

    private static Map<String, String> row(String setting, List<Column> columns, Function<Column, String> value) {
        Map<String, String> row = new LinkedHashMap<>();
        row.put("setting", setting);
        // Absent stays null, so JSON says null; the text formats draw their dash for it.
        columns.forEach(c -> row.put(c.name(), value.apply(c)));
        return row;
    }

    private static boolean same(List<Column> columns, String key) {
        return columns.stream().map(c -> comparable(key, c.settings().getOrDefault(key, "—"))).distinct().count() == 1;
    }

    /**
     * An isolation level as one spelling: PostgreSQL says "read committed", MySQL "READ-COMMITTED", and the
     * same level must not show as a difference. Other values compare as they are.
     */
    private static String comparable(String key, String value) {
        return key.endsWith("isolation") ? value.toLowerCase(Locale.ROOT).replace('-', ' ').replace('_', ' ').strip() : value;
    }

    /** Shared settings under their own key, the others under each compared target's name. */
    private static Map<String, String> manifest(List<Column> columns) {
        Map<String, String> m = new TreeMap<>();
        for (Column c : columns) {
            c.settings().forEach((k, v) -> m.put(same(columns, k) ? k : c.name() + "." + k, v));
        }
        return m;
    }

    /**
     * The workload, with the options every compared target ran with; the others are in the manifest per
     * target. Null, as in the results, when none of them names a workload.
     */
    private static WorkloadInfo workload(List<Column> columns) {
        List<String> ids = columns.stream().map(Column::workload).filter(Objects::nonNull).distinct().toList();
        if (ids.isEmpty()) {
            return null;
        }
        Map<String, String> options = new TreeMap<>();
        columns.get(0).settings().forEach((k, v) -> {
            if (k.startsWith(WORKLOAD) && same(columns, k)) {
                options.put(k.substring(WORKLOAD.length()), v);
            }
        });
        return new WorkloadInfo(String.join(" / ", ids), options);
    }

    private static StepResult rename(StepResult s, String target) {
        return new StepResult(target, s.threads(), s.repeat(), s.iteration(), s.durationSeconds(), s.transactions(), s.queries(),
                s.reads(), s.writes(), s.other(), s.emptyReads(), s.errors(), s.ignoredErrors(), s.errorsByCode(), s.reconnects(),
                s.tps(), s.qps(), s.latencyMs(), s.operations(), s.outages(), s.status(), s.fairness());
    }
}

package dev.dbbench.runner.jobs;

import dev.dbbench.reports.Differences.Column;
import dev.dbbench.reports.Differences;
import dev.dbbench.result.ComparedResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.TargetSettings;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.spi.UsageException;
import dev.dbbench.sweep.SweepAnalysis;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Puts finished results side by side (cloud A's run next to cloud B's): every target is renamed
 * {@code label} or {@code label:target}, steps are merged and summarised as a sweep's are (each cell's estimates with
 * their 95 % intervals, every target against the first with its verdicts), and every manifest or workload setting that
 * differs between the compared targets is listed ({@link Differences}, as a sweep of several targets lists them), since a
 * difference there can explain a difference in numbers.
 *
 * <p>The merged result follows the multi-target convention: a setting every compared target shares is in the
 * manifest, one that differs is each target's own ({@code cloud-a.time} in {@code result.json}), so the reports show
 * each target's value rather than the first result's. A driver's time limit is compared and kept with its unit.
 */
public final class Comparison {
    private static final String WORKLOAD = "workload.";

    private Comparison() {
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
            for (TargetInfo t : r.targets()) {
                String name = single ? label : label + ":" + t.name();
                names.put(t.name(), name);
                // Its tags, price and probe stay with it; its settings are set from the columns below.
                targets.add(t.withName(name).withSettings(TargetSettings.NONE));
                columns.add(Column.of(name, r, t));
            }
            if (r.targets().isEmpty()) {
                columns.add(Column.of(label, r, null));
            }
            for (StepResult s : r.steps()) {
                steps.add(rename(s, names.getOrDefault(s.target(), label + ":" + s.target())));
            }
        }
        // The compared cells get their estimates, intervals and verdicts as a sweep of several targets does, the
        // workload's declared rates among them when every result ran the same workload.
        WorkloadInfo workload = metrics(workload(columns), results);
        RunSummary summary = SweepAnalysis.summarise(RunSummary.EMPTY.withCompared(compared(labels, results))
                .withDifferences(Differences.of(columns)), steps, workload == null ? List.of() : workload.metrics());
        Optional<Map<String, Optional<StabilitySummary>>> stability = stability(labels, results);
        if (stability.isPresent()) {
            summary = summary.withStabilityCompared(stability.get());
        }
        // Each compared result's status and times are in "compared"; compare's own times would pass for the first
        // result's, so there are none. "ok" says only that the comparison itself was made.
        // A setting of one target alone is recorded as such in a result of several targets only, as a sweep records it.
        Set<String> own = targets.size() > 1 ? targets.stream().map(TargetInfo::name).collect(Collectors.toSet()) : Set.of();
        // The values carry their units already (Differences.Column), so the merged targets record none.
        List<TargetInfo> merged = targets.stream().map(t -> t.withSettings(own.contains(t.name())
                ? new TargetSettings(differing(columns, t.name()), Map.of()) : TargetSettings.NONE)).toList();
        return new RunResult(ToolInfo.current(), "compare", RunStatus.OK, null, null,
                merged.isEmpty() ? null : merged.get(0), merged, workload, manifest(columns, own), steps, summary);
    }

    /** Each compared result's own status, start, finish and wall time, one record per result in the order given. */
    private static List<ComparedResult> compared(List<String> labels, List<RunResult> results) {
        List<ComparedResult> out = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            RunResult r = results.get(i);
            OptionalLong wall = r.startedAt() == null || r.finishedAt() == null ? OptionalLong.empty()
                    : OptionalLong.of(Duration.between(r.startedAt(), r.finishedAt()).getSeconds());
            out.add(new ComparedResult(labels.get(i), r.status(), Optional.ofNullable(r.startedAt()),
                    Optional.ofNullable(r.finishedAt()), wall));
        }
        return out;
    }

    /**
     * Each compared result's stability analysis by its label (null for a result that has none), when at least one has
     * one: "does it stay stable for 12 hours as well as MySQL?" is answered by the verdicts side by side.
     */
    private static Optional<Map<String, Optional<StabilitySummary>>> stability(List<String> labels, List<RunResult> results) {
        Map<String, Optional<StabilitySummary>> out = new LinkedHashMap<>();
        for (int i = 0; i < results.size(); i++) {
            out.put(labels.get(i), results.get(i).summary().stability());
        }
        return out.values().stream().anyMatch(Optional::isPresent) ? Optional.of(out) : Optional.empty();
    }

    /**
     * Shared settings under their own key; those that differ are each target's own, but for a column of {@code own}
     * under the column's name ({@code cloud-a.time}).
     */
    private static Map<String, String> manifest(List<Column> columns, Set<String> own) {
        Map<String, String> m = new TreeMap<>();
        for (Column c : columns) {
            c.settings().forEach((k, v) -> {
                if (Differences.same(columns, k)) {
                    m.put(k, v);
                } else if (!own.contains(c.name())) {
                    m.put(c.name() + "." + k, v);
                }
            });
        }
        return m;
    }

    /** The settings of the column named {@code name} whose value is not the same for every column. */
    private static Map<String, String> differing(List<Column> columns, String name) {
        Map<String, String> m = new TreeMap<>();
        columns.stream().filter(c -> c.name().equals(name)).findFirst()
                .ifPresent(c -> c.settings().forEach((k, v) -> {
                    if (!Differences.same(columns, k)) {
                        m.put(k, v);
                    }
                }));
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
            if (k.startsWith(WORKLOAD) && Differences.same(columns, k)) {
                options.put(k.substring(WORKLOAD.length()), v);
            }
        });
        return new WorkloadInfo(String.join(" / ", ids), options);
    }

    /** {@code w} with the declared metrics of the compared results when they ran one workload; none otherwise. */
    private static WorkloadInfo metrics(WorkloadInfo w, List<RunResult> results) {
        List<WorkloadInfo> all = results.stream().map(RunResult::workload).filter(Objects::nonNull).toList();
        boolean one = all.stream().map(WorkloadInfo::id).distinct().count() == 1;
        return w == null || !one ? w : w.withMetrics(all.get(0).metrics());
    }

    private static StepResult rename(StepResult s, String target) {
        return s.toBuilder().target(target).build();
    }
}

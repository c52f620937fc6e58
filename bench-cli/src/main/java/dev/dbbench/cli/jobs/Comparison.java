package dev.dbbench.cli.jobs;

import dev.dbbench.config.UsageException;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.ToolInfo;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Puts finished results side by side (cloud A's run next to cloud B's): every target is renamed
 * {@code label} or {@code label:target}, steps are merged, and every manifest or workload setting that
 * differs between the results is listed, since a difference there can explain a difference in numbers.
 */
public final class Comparison {
    private Comparison() {
    }

    public static RunResult of(List<String> labels, List<RunResult> results) {
        if (results.size() < 2) {
            throw new UsageException("compare needs at least two results folders; give two or more DIRs");
        }
        List<TargetInfo> targets = new ArrayList<>();
        List<StepResult> steps = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            RunResult r = results.get(i);
            String label = labels.get(i);
            boolean single = r.targets().size() == 1;
            Map<String, String> names = new LinkedHashMap<>();
            for (TargetInfo t : r.targets()) {
                String name = single ? label : label + ":" + t.name();
                names.put(t.name(), name);
                targets.add(new TargetInfo(name, t.id(), t.url(), t.source(), t.server()));
            }
            for (StepResult s : r.steps()) {
                steps.add(rename(s, names.getOrDefault(s.target(), label + ":" + s.target())));
            }
        }
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("compared", labels);
        summary.put("differences", differences(labels, results));
        RunResult first = results.get(0);
        return new RunResult(ToolInfo.current(), "compare", "ok", first.startedAt(), Instant.now(), targets.get(0), targets,
                first.workload(), first.manifest(), steps, summary);
    }

    /** Every manifest key and workload option whose value is not the same in all results, one record per key. */
    static List<Map<String, String>> differences(List<String> labels, List<RunResult> results) {
        TreeSet<String> keys = new TreeSet<>();
        List<Map<String, String>> settings = new ArrayList<>();
        for (RunResult r : results) {
            Map<String, String> all = new TreeMap<>(r.manifest());
            r.workload().options().forEach((k, v) -> all.put("workload." + k, v));
            all.put("workload", r.workload().id());
            settings.add(all);
            keys.addAll(all.keySet());
        }
        List<Map<String, String>> out = new ArrayList<>();
        for (String key : keys) {
            if (key.startsWith("client.host") || settings.stream().map(m -> m.getOrDefault(key, "—")).distinct().count() == 1) {
                continue;
            }
            Map<String, String> row = new LinkedHashMap<>();
            row.put("setting", key);
            for (int i = 0; i < results.size(); i++) {
                row.put(labels.get(i), settings.get(i).getOrDefault(key, "—"));
            }
            out.add(row);
        }
        return out;
    }

    private static StepResult rename(StepResult s, String target) {
        return new StepResult(target, s.threads(), s.repeat(), s.iteration(), s.durationSeconds(), s.transactions(), s.queries(),
                s.reads(), s.writes(), s.other(), s.emptyReads(), s.errors(), s.ignoredErrors(), s.errorsByCode(), s.reconnects(),
                s.tps(), s.qps(), s.latencyMs(), s.operations(), s.outages(), s.status());
    }
}

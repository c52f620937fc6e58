package dev.dbbench.cli.jobs;

import dev.dbbench.cli.jobs.stability.StabilityResults;
import dev.dbbench.config.UsageException;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.spi.ServerInfo;
import dev.dbbench.store.HlogTags;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.IntervalLog;
import dev.dbbench.sweep.SweepAnalysis;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code report DIR}: the result of a run, sweep or stability run rebuilt from the interval files it
 * streamed, whether it finished or was killed. Steps recorded in {@code result.json} are kept as recorded
 * (they carry per-operation figures and outages); steps found only in the interval files are rebuilt from
 * them. A killed run's status becomes {@code interrupted}. Settings come from the {@code result.json} the
 * command wrote when it started, when there is one.
 */
public final class Rebuild {
    private Rebuild() {
    }

    public static RunResult folder(Path dir) throws IOException {
        if (!Files.exists(dir.resolve(IntervalFiles.CSV))) {
            throw new UsageException(dir + " holds no " + IntervalFiles.CSV + "; give the results folder of a run, sweep or stability");
        }
        IntervalLog log = IntervalLog.read(dir);
        Optional<RunResult> recorded = recorded(dir);
        RunResult base = recorded.orElseGet(() -> guess(log));
        String status = base.status().equals("running") ? "interrupted" : base.status();
        if (base.command().equals("stability")) {
            return StabilityResults.rebuild(dir, base, status, status.equals("interrupted") ? "rebuilt" : "ok");
        }
        List<StepResult> steps = merge(log.steps(), base.steps(), status.equals("interrupted") && recorded.isPresent());
        Map<String, Object> summary = new LinkedHashMap<>(base.summary());
        if (base.command().equals("sweep")) {
            var perStep = SweepAnalysis.summarise(steps);
            summary.put("steps", perStep);
            summary.put("saturation", SweepAnalysis.saturation(perStep));
        }
        return new RunResult(base.tool(), base.command(), status, base.startedAt(), finished(log, base), base.target(),
                base.targets(), base.workload(), base.manifest(), steps, summary);
    }

    /** The closing lines of the command that made {@code result}: the stability verdict, the sweep table or sysbench's block. */
    public static void print(java.io.PrintStream out, RunResult result) {
        Object stability = result.summary().get(StabilityResults.SUMMARY_KEY);
        if (stability instanceof dev.dbbench.stability.StabilitySummary s) {
            dev.dbbench.cli.jobs.stability.SummaryPrinter.print(out, s);
        } else if (result.command().equals("sweep")) {
            SweepSummary.print(out, result);
        } else {
            result.steps().forEach(s -> out.print(dev.dbbench.reports.text.SysbenchText.finalBlock(s)));
        }
    }

    private static Optional<RunResult> recorded(Path dir) {
        if (!Files.exists(dir.resolve(ResultJson.FILE_NAME))) {
            return Optional.empty();
        }
        try {
            return Optional.of(ResultJson.read(dir));
        } catch (UsageException | java.io.UncheckedIOException damaged) {
            // The interval files are the record; a damaged result.json is what this command is for.
            return Optional.empty();
        }
    }

    /** A result for a folder without a readable result.json: one step is a run, several a sweep. */
    private static RunResult guess(IntervalLog log) {
        List<StepResult> steps = log.steps();
        LinkedHashSet<String> names = new LinkedHashSet<>();
        log.intervals().forEach(i -> names.add(i.target()));
        List<TargetInfo> targets = names.stream().map(n -> new TargetInfo(n, "unknown", "", "unknown", ServerInfo.unknown())).toList();
        Instant started = log.intervals().isEmpty() ? Instant.now() : Instant.ofEpochMilli(start(log.intervals().get(0)));
        return new RunResult(ToolInfo.current(), steps.size() > 1 ? "sweep" : "run", "running", started, started,
                targets.isEmpty() ? null : targets.get(0), targets, null, Map.of(), List.of(), Map.of());
    }

    private static long start(IntervalResult i) {
        return i.epochMillis() - Math.round(i.durationSeconds() * 1000);
    }

    /**
     * Rebuilt steps in the order they ran, each replaced by its recorded version when it was recorded. A
     * command records each step as it ends, so in a killed run whose record survived, the last step that
     * only the interval files know was cut short: it is marked {@code stopped}, or its fragment would pass
     * for a full step (and could win the sweep's peak).
     */
    static List<StepResult> merge(List<StepResult> rebuilt, List<StepResult> recorded, boolean killed) {
        Map<String, StepResult> byKey = new LinkedHashMap<>();
        recorded.forEach(s -> byKey.put(HlogTags.stepKey(s), s));
        List<StepResult> out = new ArrayList<>();
        for (int i = 0; i < rebuilt.size(); i++) {
            StepResult s = rebuilt.get(i);
            StepResult r = byKey.get(HlogTags.stepKey(s));
            out.add(r != null ? r : killed && i == rebuilt.size() - 1 ? s.withStatus("stopped") : s);
        }
        return out;
    }

    private static Instant finished(IntervalLog log, RunResult base) {
        if (!base.status().equals("running") || log.intervals().isEmpty()) {
            return base.finishedAt();
        }
        return Instant.ofEpochMilli(log.intervals().get(log.intervals().size() - 1).epochMillis());
    }
}

package dev.dbbench.runner.jobs;

import dev.dbbench.runner.jobs.verdict.StabilityResults;
import dev.dbbench.runner.jobs.verdict.SummaryPrinter;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.spi.UsageException;
import dev.dbbench.store.HlogTags;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.IntervalLog;
import dev.dbbench.store.OutageFiles;
import dev.dbbench.sweep.SweepAnalysis;
import java.io.IOException;
import java.io.PrintStream;
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
 * command wrote when it started, when there is one; a damaged one is kept aside, never overwritten.
 */
public final class Rebuild {
    private Rebuild() {
    }

    /**
     * @param err where the one-line warning about a damaged {@code result.json} goes
     */
    public static RunResult folder(Path dir, PrintStream err) throws IOException {
        if (!Files.exists(dir.resolve(IntervalFiles.CSV))) {
            throw new UsageException(dir + " holds no " + IntervalFiles.CSV + "; give the results folder of a run, sweep or stability");
        }
        IntervalLog log = IntervalLog.read(dir);
        Optional<RunResult> recorded = recorded(dir, err);
        RunResult base = recorded.orElseGet(() -> guess(dir, log));
        IntervalFiles.removeReserve(dir);
        if (base.command().equals("stability")) {
            return StabilityResults.rebuild(dir, base, base.status(), stabilityStep(base, recorded.isPresent()));
        }
        RunStatus status = !base.status().is(RunStatus.Kind.RUNNING) ? base.status()
                : measuredAll(base, log) ? RunStatus.OK : RunStatus.INTERRUPTED;
        List<StepResult> steps = merge(log.steps(), base.steps(), status.is(RunStatus.Kind.INTERRUPTED) && recorded.isPresent());
        RunSummary summary = base.command().equals("sweep")
                ? SweepAnalysis.summarise(base.summary(), steps, declared(base), SweepSummary.precision(base.summary())) : base.summary();
        return new RunResult(base.tool(), base.command(), status, base.startedAt(), finished(log, base), base.target(),
                base.targets(), base.workload(), base.manifest(), steps, summary);
    }

    /** The metrics {@code result}'s workload declares; none without a workload. */
    static java.util.List<dev.dbbench.spi.metric.Metric> declared(RunResult result) {
        return result.workload() == null ? java.util.List.of() : result.workload().metrics();
    }

    /** The closing lines of the command that made {@code result}: the stability verdict, the sweep table or sysbench's block. */
    public static void print(PrintStream out, RunResult result) {
        Optional<StabilitySummary> stability = result.summary().stability();
        if (stability.isPresent()) {
            SummaryPrinter.print(out, stability.get(), declared(result));
        } else if (result.command().equals("sweep")) {
            SweepSummary.print(out, result);
        } else {
            result.steps().forEach(s -> out.print(dev.dbbench.reports.text.SysbenchText.finalBlock(s)
                    + dev.dbbench.reports.text.MetricText.block(s, declared(result))));
        }
    }

    /**
     * The result.json the command wrote, if it can be read. A damaged one is moved aside first, with a
     * warning: this command is about to write a new result.json, and what the damaged one still holds
     * (settings, a manifest) may be worth recovering by hand.
     */
    private static Optional<RunResult> recorded(Path dir, PrintStream err) throws IOException {
        Path file = dir.resolve(ResultJson.FILE_NAME);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(ResultJson.read(dir));
        } catch (UsageException | java.io.UncheckedIOException damaged) {
            // The interval files are the record; a damaged result.json is what this command is for.
            Path kept = keepAside(file);
            err.println("warning: " + file + " is damaged (not a readable dbbench result); kept it as " + kept.getFileName()
                    + " and rebuilt the result from the interval files alone");
            return Optional.empty();
        }
    }

    /** Renames {@code file} to {@code result.json.damaged} (or {@code .damaged-2}, ... when an older one is there). */
    private static Path keepAside(Path file) throws IOException {
        Path kept = file.resolveSibling(file.getFileName() + ".damaged");
        for (int n = 2; Files.exists(kept); n++) {
            kept = file.resolveSibling(file.getFileName() + ".damaged-" + n);
        }
        try {
            return Files.move(file, kept);
        } catch (IOException e) {
            throw new IOException(file + " is damaged and cannot be renamed to " + kept.getFileName() + " (" + e.getMessage()
                    + "); move it away and run report again", e);
        }
    }

    /**
     * A result for a folder without a readable result.json: a stability run when it holds the outages.csv
     * that only stability writes, else a run for one step and a sweep for several.
     */
    private static RunResult guess(Path dir, IntervalLog log) {
        List<StepResult> steps = log.steps();
        LinkedHashSet<String> names = new LinkedHashSet<>();
        log.intervals().forEach(i -> names.add(i.target()));
        List<TargetInfo> targets = names.stream().map(n -> new TargetInfo(n, "unknown", "", "unknown", ServerInfo.unknown())).toList();
        Instant started = log.intervals().isEmpty() ? Instant.now() : Instant.ofEpochMilli(start(log.intervals().get(0)));
        String command = Files.exists(dir.resolve(OutageFiles.FILE)) ? "stability" : steps.size() > 1 ? "sweep" : "run";
        return new RunResult(ToolInfo.current(), command, RunStatus.RUNNING, started, started,
                targets.isEmpty() ? null : targets.get(0), targets, null, Map.of(), List.of(), RunSummary.EMPTY);
    }

    /**
     * The status of a stability run's one step: as recorded when the run ended ({@code ok}, {@code stopped} by
     * Ctrl-C, {@code failed: ...}); {@code stopped} when the run was killed while running, as a killed sweep's
     * step is, since it measured less than its {@code --duration}; {@code rebuilt} when no record says.
     */
    private static StepStatus stabilityStep(RunResult base, boolean recorded) {
        if (!recorded) {
            return StepStatus.REBUILT;
        }
        if (base.status().is(RunStatus.Kind.RUNNING)) {
            return StepStatus.STOPPED;
        }
        return base.steps().stream().map(StepResult::status).findFirst().orElse(StepStatus.REBUILT);
    }

    /**
     * Whether a {@code run} of one step whose record still says running measured its whole {@code --time}: then it was
     * not interrupted, only its end (a full disk, a kill after the last interval) was not recorded.
     */
    private static boolean measuredAll(RunResult base, IntervalLog log) {
        return base.command().equals("run") && log.steps().size() == 1
                && dev.dbbench.runner.jobs.verdict.Ending.complete(log.steps().get(0).durationSeconds(), base.manifest(), "time");
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
            out.add(r != null ? r : killed && i == rebuilt.size() - 1 ? s.withStatus(StepStatus.STOPPED) : s);
        }
        return out;
    }

    private static Instant finished(IntervalLog log, RunResult base) {
        if (!base.status().is(RunStatus.Kind.RUNNING) || log.intervals().isEmpty()) {
            return base.finishedAt();
        }
        return Instant.ofEpochMilli(log.intervals().get(log.intervals().size() - 1).epochMillis());
    }
}

package dev.dbbench.cli.jobs.stability;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.stability.LatencyWindows;
import dev.dbbench.stability.StabilityAnalysis;
import dev.dbbench.stability.StabilitySummary;
import dev.dbbench.stability.StabilityThresholds;
import dev.dbbench.store.HlogTags;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.IntervalLog;
import dev.dbbench.store.OutageLog;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The result of a stability run built from its folder: the step summed from {@code intervals.csv} and
 * {@code latency.hlog}, the outage windows from {@code outages.csv}, and the analysis. The same code
 * serves the minute checkpoints, the final result and {@code report}, so all three agree.
 */
public final class StabilityResults {
    public static final String SUMMARY_KEY = "stability";

    private StabilityResults() {
    }

    /**
     * The result as the folder holds it now.
     *
     * @param base       what the run recorded when it started: tool, targets, workload, manifest
     * @param status     the run's status ({@code running} for a checkpoint)
     * @param stepStatus the status of the rebuilt step
     */
    public static RunResult rebuild(Path dir, RunResult base, String status, String stepStatus) throws IOException {
        IntervalLog log = IntervalLog.read(dir);
        OutageLog outages = OutageLog.read(dir);
        List<StepResult> steps = log.steps().stream().map(s -> with(s, outages.windows(), stepStatus)).toList();
        List<IntervalResult> measured = measured(log, steps);
        Instant finished = measured.isEmpty() ? Instant.now()
                : Instant.ofEpochMilli(measured.get(measured.size() - 1).epochMillis());
        StabilityThresholds t = ThresholdManifest.read(base.manifest());
        return result(base, status, finished, steps, analyse(dir, measured, outages, t));
    }

    /** The final result: the step as the engine measured it, analysed from the files it streamed. */
    static RunResult finish(Path dir, RunResult base, StepResult step, String status, StabilityThresholds t) throws IOException {
        IntervalLog log = IntervalLog.read(dir);
        List<IntervalResult> measured = measured(log, List.of(step));
        // The engine's windows are complete: it closes a window still open when the step ends.
        OutageLog outages = new OutageLog(step.outages(), java.util.Optional.empty());
        return result(base, status, Instant.now(), List.of(step), analyse(dir, measured, outages, t));
    }

    static StabilitySummary analyse(Path dir, List<IntervalResult> measured, OutageLog outages, StabilityThresholds t)
            throws IOException {
        LatencyWindows latency = LatencyWindows.read(dir.resolve(IntervalFiles.HLOG), measured, t.windowSeconds());
        return StabilityAnalysis.analyse(measured, latency, outages, t);
    }

    /** The measured intervals of the first step: a stability folder holds one. */
    private static List<IntervalResult> measured(IntervalLog log, List<StepResult> steps) {
        if (steps.isEmpty()) {
            return List.of();
        }
        String key = HlogTags.stepKey(steps.get(0));
        return log.intervals().stream().filter(i -> !i.warmup() && HlogTags.stepKey(i).equals(key)).toList();
    }

    private static RunResult result(RunResult base, String status, Instant finished, List<StepResult> steps,
                                    StabilitySummary summary) {
        Map<String, Object> s = new LinkedHashMap<>(base.summary());
        s.put(SUMMARY_KEY, summary);
        return new RunResult(base.tool(), base.command(), status, base.startedAt(), finished, base.target(), base.targets(),
                base.workload(), base.manifest(), steps, s);
    }

    static StepResult with(StepResult s, List<Outage> outages, String status) {
        return new StepResult(s.target(), s.threads(), s.repeat(), s.iteration(), s.durationSeconds(), s.transactions(),
                s.queries(), s.reads(), s.writes(), s.other(), s.emptyReads(), s.errors(), s.ignoredErrors(), s.errorsByCode(),
                s.reconnects(), s.tps(), s.qps(), s.latencyMs(), s.operations(), outages, status);
    }
}

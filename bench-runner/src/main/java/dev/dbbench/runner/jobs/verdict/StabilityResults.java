package dev.dbbench.runner.jobs.verdict;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Outage;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.stability.LatencyWindows;
import dev.dbbench.stability.StabilityAnalysis;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.StabilityThresholds;
import dev.dbbench.store.HlogTags;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.IntervalLog;
import dev.dbbench.store.OutageLog;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The result of a stability run: its one step and the analysis under {@code summary.stability}, built the
 * same way for the checkpoints of a run in progress, for its final result and for {@code report}, so that
 * all three agree. Counts always come from {@code intervals.csv}; latency from the histograms the run
 * merged as it went or, for {@code report}, from {@code latency.hlog}.
 */
public final class StabilityResults {
    private StabilityResults() {
    }

    /**
     * {@code report}: the result rebuilt from the folder alone, decoding every histogram of {@code latency.hlog}. A
     * run still {@code running} in its record was killed, or could not write its end: it is {@code interrupted} unless
     * its intervals cover the whole {@code --duration}, when only its end is missing and it is {@code ok}.
     *
     * @param base       what the run recorded when it started: tool, targets, workload, manifest
     * @param status     the run's status as recorded
     * @param stepStatus the status of the rebuilt step when the run did not measure all it planned
     */
    public static RunResult rebuild(Path dir, RunResult base, RunStatus status, StepStatus stepStatus) throws IOException {
        IntervalLog log = IntervalLog.read(dir);
        OutageLog outages = OutageLog.read(dir);
        List<StepResult> rebuilt = log.steps();
        List<IntervalResult> intervals = rebuilt.isEmpty() ? List.of() : ofStep(log.intervals(), HlogTags.stepKey(rebuilt.get(0)));
        List<IntervalResult> measured = measured(intervals);
        boolean complete = Ending.complete(seconds(measured), base.manifest(), "duration");
        RunStatus ended = !status.is(RunStatus.Kind.RUNNING) ? status : complete ? RunStatus.OK : RunStatus.INTERRUPTED;
        StepStatus step = status.is(RunStatus.Kind.RUNNING) && complete ? StepStatus.REBUILT : stepStatus;
        List<StepResult> steps = rebuilt.stream().map(s -> with(s, outages.windows(), step)).toList();
        StabilityThresholds t = ThresholdManifest.read(base.manifest());
        LatencyWindows latency = LatencyWindows.read(dir.resolve(IntervalFiles.HLOG), measured, t.windowSeconds());
        StabilitySummary summary = StabilityAnalysis.analyse(intervals, latency, outages, t);
        if (!ThresholdManifest.recorded(base.manifest())) {
            // The folder lost the result.json the run started with: say which thresholds judged it.
            summary = summary.withNote("the run's thresholds were not recorded (result.json missing or damaged): "
                    + "judged by the default thresholds");
        }
        if (status.is(RunStatus.Kind.RUNNING) && complete) {
            summary = summary.withNote("the run measured its whole duration but did not record its end (result.json still said "
                    + "running): rebuilt from the interval files");
        }
        return result(base, ended, end(measured), steps, summary, seconds(measured));
    }

    /**
     * A checkpoint of a run in progress: the rows on disk with the latency merged so far, without decoding
     * the histograms already written, so a checkpoint costs the same in the twelfth hour as in the first.
     */
    public static RunResult checkpoint(Path dir, RunResult base, LatencyWindows live, StabilityThresholds t) throws IOException {
        LatencyWindows latency = live.copy();
        List<IntervalResult> intervals = IntervalLog.readIntervals(dir);
        List<IntervalResult> measured = measured(intervals);
        OutageLog outages = OutageLog.read(dir);
        List<StepResult> steps = measured.isEmpty() ? List.of() : List.of(sum(measured, latency.run(), outages.windows()));
        return result(base, RunStatus.RUNNING, end(measured), steps, StabilityAnalysis.analyse(intervals, latency, outages, t),
                seconds(measured));
    }

    /** The final result: the step as the engine measured it, analysed with the latency merged during the run. */
    public static RunResult finish(Path dir, RunResult base, StepResult step, RunStatus status, LatencyWindows live, StabilityThresholds t)
            throws IOException {
        List<IntervalResult> intervals = ofStep(IntervalLog.readIntervals(dir), HlogTags.stepKey(step));
        // The engine's windows are complete: it closes a window still open when the step ends.
        OutageLog outages = new OutageLog(step.outages(), Optional.empty());
        return result(base, status, Instant.now(), List.of(step), StabilityAnalysis.analyse(intervals, live, outages, t),
                seconds(measured(intervals)));
    }

    /** The intervals of one step, its warm-up's included: the analysis counts what the warm-up lost apart. */
    private static List<IntervalResult> ofStep(List<IntervalResult> intervals, String stepKey) {
        return intervals.stream().filter(i -> HlogTags.stepKey(i).equals(stepKey)).toList();
    }

    private static List<IntervalResult> measured(List<IntervalResult> intervals) {
        return intervals.stream().filter(i -> !i.warmup()).toList();
    }

    private static Instant end(List<IntervalResult> measured) {
        return measured.isEmpty() ? Instant.now() : Instant.ofEpochMilli(measured.get(measured.size() - 1).epochMillis());
    }

    /** The seconds that {@code measured} intervals cover. */
    private static double seconds(List<IntervalResult> measured) {
        return measured.stream().mapToDouble(IntervalResult::durationSeconds).sum();
    }

    /** The result; one that ended, but measured less than planned, says how in its verdict. */
    private static RunResult result(RunResult base, RunStatus status, Instant finished, List<StepResult> steps,
                                    StabilitySummary analysis, double measured) {
        StabilitySummary summary = status.is(RunStatus.Kind.RUNNING) ? analysis
                : Ending.of(status, measured, base.manifest()).map(analysis::withEnded).orElse(analysis);
        return new RunResult(base.tool(), base.command(), status, base.startedAt(), finished, base.target(), base.targets(),
                base.workload(), base.manifest(), steps, base.summary().withStability(summary));
    }

    /** The step of a run in progress: the sums of its intervals so far. */
    private static StepResult sum(List<IntervalResult> intervals, LatencyMs latency, List<Outage> outages) {
        return IntervalLog.total(intervals).latencyMs(latency).outages(outages).status(StepStatus.RUNNING).build();
    }

    public static StepResult with(StepResult s, List<Outage> outages, StepStatus status) {
        return s.toBuilder().outages(outages).status(status).build();
    }
}

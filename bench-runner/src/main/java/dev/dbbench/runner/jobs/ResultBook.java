package dev.dbbench.runner.jobs;

import dev.dbbench.result.ClientInfo;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.TargetSettings;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The result of a command as it grows: rewritten atomically to {@code result.json} after every step
 * (status {@code running}), so a run that dies keeps every finished step, and finished with every
 * report format at the end.
 */
public final class ResultBook {
    private final String command;
    private final List<TargetInfo> targets;
    private final WorkloadInfo workload;
    private final Map<String, String> manifest;
    private final ResultFolder folder;
    private final Instant started = Instant.now();
    private final List<StepResult> steps = new ArrayList<>();
    private RunSummary summary = RunSummary.EMPTY;
    private boolean written = true;

    private Consumer<StepResult> onStep = s -> { };

    public ResultBook(String command, List<TargetInfo> targets, WorkloadInfo workload, Map<String, String> manifest, ResultFolder folder) {
        this.command = command;
        this.targets = List.copyOf(targets);
        this.workload = workload;
        this.manifest = new TreeMap<>(manifest);
        this.folder = folder;
    }

    /**
     * The manifest every result carries: client facts, run settings, workload options and, with one target, that
     * target's settings (driver properties, time limits, TLS); with several, each target records its own
     * ({@link #targets}). {@code threads} are the steps' worker counts, for settings that a step caps by its workers.
     */
    public static Map<String, String> manifest(List<Session> sessions, RunSettings settings, List<Integer> threads, WorkloadInfo workload) {
        Map<String, String> m = new TreeMap<>(ClientInfo.manifest());
        double limit = dev.dbbench.clientload.CpuLimit.cores();
        if (limit < Runtime.getRuntime().availableProcessors()) {
            // A CPU quota below the cores seen: what the client's CPU percentages are of.
            m.put("client.cpuLimit", Double.toString(limit));
        }
        m.putAll(settings.manifest());
        if (sessions.size() == 1) {
            m.putAll(TargetRecord.settings(sessions.get(0), settings, threads));
        }
        workload.options().forEach((k, v) -> m.put("workload." + k, v));
        return m;
    }

    /**
     * The checked targets of {@code sessions} as a result records them: with several targets, each with its own
     * settings (what may differ between them); every one with the units of its driver's time limits.
     */
    public static List<TargetInfo> targets(List<Session> sessions, RunSettings settings, List<Integer> threads) {
        return sessions.stream().map(s -> {
            Map<String, String> own = TargetRecord.settings(s, settings, threads);
            return s.info().withSettings(new TargetSettings(sessions.size() == 1 ? Map.of() : own,
                    TargetRecord.units(s.target().target(), own)));
        }).toList();
    }

    /**
     * Writes {@code result.json} with no step yet, before the first step runs: a run killed in its first step
     * then still says what it was (command, targets, workload, manifest) when {@code report} rebuilds it.
     */
    public synchronized void begin() throws IOException {
        folder.writeResult(build(RunStatus.RUNNING));
    }

    public synchronized void add(StepResult step) throws IOException {
        steps.add(step);
        folder.writeResult(build(RunStatus.RUNNING));
        onStep.accept(step);
    }

    /** Tells {@code onStep} of each step once it is written. */
    public ResultBook listening(Consumer<StepResult> onStep) {
        this.onStep = onStep;
        return this;
    }

    /** Sets summary sections, e.g. {@code book.summary(s -> s.withPlan(plan))}. */
    public synchronized void summary(UnaryOperator<RunSummary> change) {
        summary = change.apply(summary);
    }

    /** Sets summary sections and rewrites {@code result.json} at once, for what a command killed later must not lose. */
    public synchronized void checkpoint(UnaryOperator<RunSummary> change) throws IOException {
        summary(change);
        folder.writeResult(build(RunStatus.RUNNING));
    }

    public synchronized List<StepResult> steps() {
        return List.copyOf(steps);
    }

    public synchronized RunResult build(RunStatus status) {
        TargetInfo first = targets.isEmpty() ? null : targets.get(0);
        return new RunResult(ToolInfo.current(), command, status, started, Instant.now(), first, targets, workload, manifest, steps, summary);
    }

    /**
     * Writes the final {@code result.json} and every report format as {@link ResultFolder#writeFinal} does: a failure to
     * write is one line on {@code err}; {@link #written} then says false.
     */
    public synchronized RunResult finish(RunStatus status, java.io.PrintStream err) {
        RunResult result = build(status);
        written = folder.writeFinal(result, err);
        return result;
    }

    /** Whether the final {@code result.json} was written, after {@link #finish}. */
    public synchronized boolean written() {
        return written;
    }
}

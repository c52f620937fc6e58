package dev.dbbench.result;

import dev.dbbench.spi.metric.Metric;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The whole of {@code result.json}: the public contract documented in the README.
 *
 * @param tool       name and version of dbbench
 * @param command    the command that produced it ({@code run}, {@code sweep}, {@code stability})
 * @param status     how the run ended: ok, interrupted, failed (with a reason where one error says it) or running
 * @param startedAt  when the command started
 * @param finishedAt when it finished
 * @param target     the first (often only) target
 * @param targets    every target, in the order given
 * @param workload   workload id, effective options and declared metrics
 * @param manifest   every setting that changes results, but those recorded for one target alone ({@link TargetInfo#settings()})
 * @param steps      one entry per target, thread count, repeat and iteration; each step's and each stability window's
 *                   metrics are derived here from their counts and the workload's declarations, so they are exact
 *                   however the steps were made (measured, merged from shards, read from a file)
 * @param summary    command-specific analysis (sweep peak and knee, stability verdict), by section
 */
public record RunResult(
        ToolInfo tool,
        String command,
        RunStatus status,
        Instant startedAt,
        Instant finishedAt,
        TargetInfo target,
        List<TargetInfo> targets,
        WorkloadInfo workload,
        Map<String, String> manifest,
        List<StepResult> steps,
        RunSummary summary) {

    /**
     * Copies the targets and manifest, derives every step's and the stability summary's metrics from the workload's
     * declarations, and reads a null summary as {@link RunSummary#EMPTY}.
     *
     * @param tool       name and version of dbbench
     * @param command    the command that produced it ({@code run}, {@code sweep}, {@code stability})
     * @param status     how the run ended: ok, interrupted, failed (with a reason where one error says it) or
     *                   running
     * @param startedAt  when the command started
     * @param finishedAt when it finished
     * @param target     the first (often only) target
     * @param targets    every target, in the order given
     * @param workload   workload id, effective options and declared metrics
     * @param manifest   every setting that changes results, but those recorded for one target alone ({@link
     *                   TargetInfo#settings()})
     * @param steps      one entry per target, thread count, repeat and iteration; each step's and each stability
     *                   window's metrics are derived here from their counts and the workload's declarations, so
     *                   they are exact however the steps were made (measured, merged from shards, read from a file)
     * @param summary    command-specific analysis (sweep peak and knee, stability verdict), by section
     */
    public RunResult {
        targets = List.copyOf(targets);
        manifest = java.util.Collections.unmodifiableMap(new TreeMap<>(manifest));
        List<Metric> declared = workload == null ? List.of() : workload.metrics();
        steps = steps.stream().map(s -> s.withMetrics(declared)).toList();
        summary = summary == null ? RunSummary.EMPTY : summary;
        summary = summary.stability().map(st -> st.withMetrics(declared)).map(summary::withStability).orElse(summary);
    }

    /**
     * This result with another workload, its metrics derived again from that workload's declarations.
     *
     * @param w the workload
     * @return a new result
     */
    public RunResult withWorkload(WorkloadInfo w) {
        return new RunResult(tool, command, status, startedAt, finishedAt, target, targets, w, manifest, steps, summary);
    }

    /** The manifest key of a sharded run's id, {@code --run-id}, which every shard of the run shares. */
    public static final String SHARD_RUN_ID = "shard.run-id";
    private static final DateTimeFormatter ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    /**
     * The run's id, {@code runId} in {@code result.json} and {@code run_id} in every CSV row, so that rows of many
     * runs' files concatenated still tell their runs apart: {@code 20261129-053421-sweep}, the start in UTC to the
     * second and the command, as the results folder of a command given no {@code --out} is named; for a sharded run
     * its {@code --run-id} and the command, the same for every shard. Derived, so a result keeps its id however often
     * it is read and written again.
     *
     * @return the id
     */
    public String runId() {
        String run = manifest.get(SHARD_RUN_ID);
        String when = run != null ? run : startedAt == null ? null : ID_TIME.format(startedAt);
        return when == null ? String.valueOf(command) : when + "-" + command;
    }
}

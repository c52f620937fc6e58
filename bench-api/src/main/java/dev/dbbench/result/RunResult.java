package dev.dbbench.result;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The whole of {@code result.json}: the public contract documented in the README.
 *
 * @param tool       name and version of dbbench
 * @param command    the command that produced it ({@code run}, {@code sweep}, {@code stability})
 * @param status     how the run ended: ok, interrupted, failed (with a reason where one error says it) or running
 * @param target     the first (often only) target
 * @param targets    every target, in the order given
 * @param workload   workload id and effective options
 * @param manifest   every setting that changes results, but those recorded for one target alone ({@link TargetInfo#settings()})
 * @param steps      one entry per target, thread count, repeat and iteration
 * @param summary    command-specific analysis (sweep peak and knee, stability verdict), by section
 */
@JsonSerialize(converter = RunResultJson.Writer.class)
@JsonDeserialize(converter = RunResultJson.Reader.class)
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

    public RunResult {
        targets = List.copyOf(targets);
        manifest = java.util.Collections.unmodifiableMap(new TreeMap<>(manifest));
        steps = List.copyOf(steps);
        summary = summary == null ? RunSummary.EMPTY : summary;
    }
}

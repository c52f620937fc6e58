package dev.dbbench.result;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import dev.dbbench.result.stability.StabilitySummary;
import dev.dbbench.result.sweep.Saturation;
import dev.dbbench.result.sweep.StepSummary;
import dev.dbbench.result.sweep.SweepPlan;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The analysis a command adds to its result, {@code summary} in {@code result.json}: each section is there when the
 * command wrote it and absent otherwise. A sweep has its plan, the differences between its targets (of several), why a
 * target stopped early, the summary per target and thread count, and each target's saturation; a stability run its
 * analysis; a comparison each compared result's status and times, their stability analyses side by side and the
 * differences between them. {@code result.json} lists the sections in the order of the components, by their names.
 *
 * @param plan              a sweep's thread counts, repeats, iterations, cooldown and stop rules
 * @param compared          a comparison's results as each ran, in the order given
 * @param stabilityCompared a comparison's stability analyses by result label, empty for a result that has none;
 *                          present when at least one has one
 * @param differences       the settings that differ between the targets side by side, one per setting
 * @param stoppedEarly      why a target's sweep ended before its plan did, by target name
 * @param steps             a sweep's summary per target and thread count
 * @param saturation        each target's peak and knee
 * @param stability         a stability run's analysis and verdict
 * @param clientBottleneck  the steps whose result may measure the client rather than the server; absent when none may
 * @param datasetCheck      what the workload's checks of its dataset found after the run, for a workload whose checks
 *                          hold after any run (TPC-C); absent otherwise
 * @param shards            the client processes of a sharded run: this one in a shard's own result, every one in a merged
 *                          result
 * @param others            sections this version does not know (written by a newer dbbench) or cannot read as their
 *                          type, by name, as {@code result.json} holds them: kept, so that {@code report} writes them back,
 *                          and shown as they are
 */
@JsonSerialize(using = RunSummaryJson.Writer.class)
@JsonDeserialize(using = RunSummaryJson.Reader.class)
public record RunSummary(Optional<SweepPlan> plan, Optional<List<ComparedResult>> compared,
                         Optional<Map<String, Optional<StabilitySummary>>> stabilityCompared,
                         Optional<List<Difference>> differences, Optional<Map<String, String>> stoppedEarly,
                         Optional<List<StepSummary>> steps, Optional<List<Saturation>> saturation,
                         Optional<StabilitySummary> stability, Optional<List<ShardSummary>> shards,
                         Optional<List<ClientBottleneck>> clientBottleneck, Optional<DatasetCheck> datasetCheck,
                         Map<String, Object> others) {

    /** No section: a {@code run}, or a command that has not added any yet. */
    public static final RunSummary EMPTY = new RunSummary(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
            Map.of());

    public RunSummary {
        plan = orEmpty(plan);
        compared = orEmpty(compared).map(List::copyOf);
        stabilityCompared = orEmpty(stabilityCompared).map(m -> Collections.unmodifiableMap(new LinkedHashMap<>(m)));
        differences = orEmpty(differences).map(List::copyOf);
        stoppedEarly = orEmpty(stoppedEarly).map(m -> Collections.unmodifiableMap(new TreeMap<>(m)));
        steps = orEmpty(steps).map(List::copyOf);
        saturation = orEmpty(saturation).map(List::copyOf);
        stability = orEmpty(stability);
        shards = orEmpty(shards).map(List::copyOf);
        clientBottleneck = orEmpty(clientBottleneck).map(List::copyOf);
        datasetCheck = orEmpty(datasetCheck);
        others = Collections.unmodifiableMap(new LinkedHashMap<>(others));
    }

    private static <T> Optional<T> orEmpty(Optional<T> section) {
        return section == null ? Optional.empty() : section;
    }

    /** The names of the sections present, in the order {@code result.json} lists them. */
    public Set<String> sections() {
        return RunSummaryJson.sections(this).keySet();
    }

    public RunSummary withPlan(SweepPlan p) {
        return new RunSummary(Optional.of(p), compared, stabilityCompared, differences, stoppedEarly, steps, saturation, stability,
                shards, clientBottleneck, datasetCheck, others);
    }

    public RunSummary withCompared(List<ComparedResult> c) {
        return new RunSummary(plan, Optional.of(c), stabilityCompared, differences, stoppedEarly, steps, saturation, stability,
                shards, clientBottleneck, datasetCheck, others);
    }

    public RunSummary withStabilityCompared(Map<String, Optional<StabilitySummary>> s) {
        return new RunSummary(plan, compared, Optional.of(s), differences, stoppedEarly, steps, saturation, stability, shards,
                clientBottleneck, datasetCheck, others);
    }

    public RunSummary withDifferences(List<Difference> d) {
        return new RunSummary(plan, compared, stabilityCompared, Optional.of(d), stoppedEarly, steps, saturation, stability,
                shards, clientBottleneck, datasetCheck, others);
    }

    public RunSummary withStoppedEarly(Map<String, String> why) {
        return new RunSummary(plan, compared, stabilityCompared, differences, Optional.of(why), steps, saturation, stability,
                shards, clientBottleneck, datasetCheck, others);
    }

    public RunSummary withSteps(List<StepSummary> s) {
        return new RunSummary(plan, compared, stabilityCompared, differences, stoppedEarly, Optional.of(s), saturation, stability,
                shards, clientBottleneck, datasetCheck, others);
    }

    public RunSummary withSaturation(List<Saturation> s) {
        return new RunSummary(plan, compared, stabilityCompared, differences, stoppedEarly, steps, Optional.of(s), stability,
                shards, clientBottleneck, datasetCheck, others);
    }

    public RunSummary withStability(StabilitySummary s) {
        return new RunSummary(plan, compared, stabilityCompared, differences, stoppedEarly, steps, saturation, Optional.of(s),
                shards, clientBottleneck, datasetCheck, others);
    }

    public RunSummary withShards(List<ShardSummary> s) {
        return new RunSummary(plan, compared, stabilityCompared, differences, stoppedEarly, steps, saturation, stability, Optional.of(s),
                clientBottleneck, datasetCheck, others);
    }

    public RunSummary withClientBottleneck(List<ClientBottleneck> c) {
        return new RunSummary(plan, compared, stabilityCompared, differences, stoppedEarly, steps, saturation, stability, shards,
                Optional.of(c), datasetCheck, others);
    }

    public RunSummary withDatasetCheck(DatasetCheck c) {
        return new RunSummary(plan, compared, stabilityCompared, differences, stoppedEarly, steps, saturation, stability, shards,
                clientBottleneck, Optional.of(c), others);
    }

    /** This summary with {@code sections} among the others, as {@code result.json} holds them. */
    public RunSummary withOthers(Map<String, Object> sections) {
        Map<String, Object> all = new LinkedHashMap<>(others);
        all.putAll(sections);
        return new RunSummary(plan, compared, stabilityCompared, differences, stoppedEarly, steps, saturation, stability, shards,
                clientBottleneck, datasetCheck, all);
    }
}

package dev.dbbench.result;

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
 * @param comparisons       with several targets or compared results, every target against the first at each thread
 *                          count and in each measure, with the ratio's 95 % interval and its verdict
 * @param stability         a stability run's analysis and verdict
 * @param clientBottleneck  the steps whose result may measure the client rather than the server; absent when none may
 * @param datasetCheck      what the workload's checks of its dataset found after the run, for a workload whose checks
 *                          hold after any run; absent otherwise
 * @param shards            the client processes of a sharded run: this one in a shard's own result, every one in a merged
 *                          result
 * @param thresholds        the run's threshold rules and how it met them; absent when it had none
 * @param others            sections this version does not know (written by a newer dbbench) or cannot read as their
 *                          type, by name, as {@code result.json} holds them: kept, so that {@code report} writes them back,
 *                          and shown as they are
 */
public record RunSummary(Optional<SweepPlan> plan, Optional<List<ComparedResult>> compared,
                         Optional<Map<String, Optional<StabilitySummary>>> stabilityCompared,
                         Optional<List<Difference>> differences, Optional<Map<String, String>> stoppedEarly,
                         Optional<List<StepSummary>> steps, Optional<List<Saturation>> saturation,
                         Optional<List<CellComparison>> comparisons, Optional<StabilitySummary> stability, Optional<List<ShardSummary>> shards,
                         Optional<List<ClientBottleneck>> clientBottleneck, Optional<DatasetCheck> datasetCheck,
                         Optional<ThresholdCheck> thresholds, Map<String, Object> others) {

    /** No section: a {@code run}, or a command that has not added any yet. */
    public static final RunSummary EMPTY = new RunSummary(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty(), Map.of());

    /**
     * Null sections read as absent; the lists and maps are copied.
     *
     * @param plan              a sweep's thread counts, repeats, iterations, cooldown and stop rules
     * @param compared          a comparison's results as each ran, in the order given
     * @param stabilityCompared a comparison's stability analyses by result label, empty for a result that has none;
     *                          present when at least one has one
     * @param differences       the settings that differ between the targets side by side, one per setting
     * @param stoppedEarly      why a target's sweep ended before its plan did, by target name
     * @param steps             a sweep's summary per target and thread count
     * @param saturation        each target's peak and knee
     * @param comparisons       with several targets or compared results, every target against the first at each
     *                          thread count and in each measure, with the ratio's 95 % interval and its verdict
     * @param stability         a stability run's analysis and verdict
     * @param shards            the client processes of a sharded run: this one in a shard's own result, every one
     *                          in a merged result
     * @param clientBottleneck  the steps whose result may measure the client rather than the server; absent when
     *                          none may
     * @param datasetCheck      what the workload's checks of its dataset found after the run, for a workload whose
     *                          checks hold after any run; absent otherwise
     * @param thresholds        the run's threshold rules and how it met them; absent when it had none
     * @param others            sections this version does not know (written by a newer dbbench) or cannot read as
     *                          their type, by name, as {@code result.json} holds them: kept, so that {@code report}
     *                          writes them back, and shown as they are
     */
    public RunSummary {
        plan = orEmpty(plan);
        compared = orEmpty(compared).map(List::copyOf);
        stabilityCompared = orEmpty(stabilityCompared).map(m -> Collections.unmodifiableMap(new LinkedHashMap<>(m)));
        differences = orEmpty(differences).map(List::copyOf);
        stoppedEarly = orEmpty(stoppedEarly).map(m -> Collections.unmodifiableMap(new TreeMap<>(m)));
        steps = orEmpty(steps).map(List::copyOf);
        saturation = orEmpty(saturation).map(List::copyOf);
        comparisons = orEmpty(comparisons).map(List::copyOf);
        stability = orEmpty(stability);
        shards = orEmpty(shards).map(List::copyOf);
        clientBottleneck = orEmpty(clientBottleneck).map(List::copyOf);
        datasetCheck = orEmpty(datasetCheck);
        thresholds = orEmpty(thresholds);
        others = Collections.unmodifiableMap(new LinkedHashMap<>(others));
    }

    private static <T> Optional<T> orEmpty(Optional<T> section) {
        return section == null ? Optional.empty() : section;
    }

    /**
     * The names of the sections present.
     *
     * @return the names, in the order {@code result.json} lists them
     */
    public Set<String> sections() {
        return byName().keySet();
    }

    /**
     * The sections present, by name, in the order {@code result.json} lists them: the typed ones, then the
     * {@link #others()}.
     *
     * @return a new map of section name to its value; empty when no section is present
     */
    public Map<String, Object> byName() {
        Map<String, Object> out = new LinkedHashMap<>();
        plan.ifPresent(v -> out.put("plan", v));
        compared.ifPresent(v -> out.put("compared", v));
        stabilityCompared.ifPresent(v -> out.put("stabilityCompared", v));
        differences.ifPresent(v -> out.put("differences", v));
        stoppedEarly.ifPresent(v -> out.put("stoppedEarly", v));
        steps.ifPresent(v -> out.put("steps", v));
        saturation.ifPresent(v -> out.put("saturation", v));
        comparisons.ifPresent(v -> out.put("comparisons", v));
        stability.ifPresent(v -> out.put("stability", v));
        shards.ifPresent(v -> out.put("shards", v));
        clientBottleneck.ifPresent(v -> out.put("clientBottleneck", v));
        datasetCheck.ifPresent(v -> out.put("datasetCheck", v));
        thresholds.ifPresent(v -> out.put("thresholds", v));
        others.forEach(out::putIfAbsent);
        return out;
    }

    /**
     * This summary with the {@link #plan()} section set.
     *
     * @param p the section
     * @return a new summary
     */
    public RunSummary withPlan(SweepPlan p) {
        return copy().plan(p).build();
    }

    /**
     * This summary with the {@link #compared()} section set.
     *
     * @param c the section
     * @return a new summary
     */
    public RunSummary withCompared(List<ComparedResult> c) {
        return copy().compared(c).build();
    }

    /**
     * This summary with the {@link #stabilityCompared()} section set.
     *
     * @param s the section
     * @return a new summary
     */
    public RunSummary withStabilityCompared(Map<String, Optional<StabilitySummary>> s) {
        return copy().stabilityCompared(s).build();
    }

    /**
     * This summary with the {@link #differences()} section set.
     *
     * @param d the section
     * @return a new summary
     */
    public RunSummary withDifferences(List<Difference> d) {
        return copy().differences(d).build();
    }

    /**
     * This summary with the {@link #stoppedEarly()} section set.
     *
     * @param why the section
     * @return a new summary
     */
    public RunSummary withStoppedEarly(Map<String, String> why) {
        return copy().stoppedEarly(why).build();
    }

    /**
     * This summary with the {@link #steps()} section set.
     *
     * @param s the section
     * @return a new summary
     */
    public RunSummary withSteps(List<StepSummary> s) {
        return copy().steps(s).build();
    }

    /**
     * This summary with the {@link #saturation()} section set.
     *
     * @param s the section
     * @return a new summary
     */
    public RunSummary withSaturation(List<Saturation> s) {
        return copy().saturation(s).build();
    }

    /**
     * This summary with the {@link #comparisons()} section set.
     *
     * @param c the section
     * @return a new summary
     */
    public RunSummary withComparisons(List<CellComparison> c) {
        return copy().comparisons(c).build();
    }

    /**
     * This summary with the {@link #stability()} section set.
     *
     * @param s the section
     * @return a new summary
     */
    public RunSummary withStability(StabilitySummary s) {
        return copy().stability(s).build();
    }

    /**
     * This summary with the {@link #shards()} section set.
     *
     * @param s the section
     * @return a new summary
     */
    public RunSummary withShards(List<ShardSummary> s) {
        return copy().shards(s).build();
    }

    /**
     * This summary with the {@link #clientBottleneck()} section set.
     *
     * @param c the section
     * @return a new summary
     */
    public RunSummary withClientBottleneck(List<ClientBottleneck> c) {
        return copy().clientBottleneck(c).build();
    }

    /**
     * This summary with the {@link #datasetCheck()} section set.
     *
     * @param c the section
     * @return a new summary
     */
    public RunSummary withDatasetCheck(DatasetCheck c) {
        return copy().datasetCheck(c).build();
    }

    /**
     * This summary with the {@link #thresholds()} section set.
     *
     * @param t the section
     * @return a new summary
     */
    public RunSummary withThresholds(ThresholdCheck t) {
        return copy().thresholds(t).build();
    }

    /**
     * This summary with {@code sections} among the others, as {@code result.json} holds them.
     *
     * @param sections further sections by name; one of a name already present replaces it
     * @return a new summary
     */
    public RunSummary withOthers(Map<String, Object> sections) {
        Map<String, Object> all = new LinkedHashMap<>(others);
        all.putAll(sections);
        Copy c = copy();
        c.others = all;
        return c.build();
    }

    private Copy copy() {
        return new Copy(this);
    }

    /** This summary's sections, one of them replaced: a new section is one field here, not one more argument everywhere. */
    private static final class Copy {
        private Optional<SweepPlan> plan;
        private Optional<List<ComparedResult>> compared;
        private Optional<Map<String, Optional<StabilitySummary>>> stabilityCompared;
        private Optional<List<Difference>> differences;
        private Optional<Map<String, String>> stoppedEarly;
        private Optional<List<StepSummary>> steps;
        private Optional<List<Saturation>> saturation;
        private Optional<List<CellComparison>> comparisons;
        private Optional<StabilitySummary> stability;
        private Optional<List<ShardSummary>> shards;
        private Optional<List<ClientBottleneck>> clientBottleneck;
        private Optional<DatasetCheck> datasetCheck;
        private Optional<ThresholdCheck> thresholds;
        private Map<String, Object> others;

        Copy(RunSummary s) {
            plan = s.plan;
            compared = s.compared;
            stabilityCompared = s.stabilityCompared;
            differences = s.differences;
            stoppedEarly = s.stoppedEarly;
            steps = s.steps;
            saturation = s.saturation;
            comparisons = s.comparisons;
            stability = s.stability;
            shards = s.shards;
            clientBottleneck = s.clientBottleneck;
            datasetCheck = s.datasetCheck;
            thresholds = s.thresholds;
            others = s.others;
        }

        Copy plan(SweepPlan v) {
            plan = Optional.of(v);
            return this;
        }

        Copy compared(List<ComparedResult> v) {
            compared = Optional.of(v);
            return this;
        }

        Copy stabilityCompared(Map<String, Optional<StabilitySummary>> v) {
            stabilityCompared = Optional.of(v);
            return this;
        }

        Copy differences(List<Difference> v) {
            differences = Optional.of(v);
            return this;
        }

        Copy stoppedEarly(Map<String, String> v) {
            stoppedEarly = Optional.of(v);
            return this;
        }

        Copy steps(List<StepSummary> v) {
            steps = Optional.of(v);
            return this;
        }

        Copy saturation(List<Saturation> v) {
            saturation = Optional.of(v);
            return this;
        }

        Copy comparisons(List<CellComparison> v) {
            comparisons = Optional.of(v);
            return this;
        }

        Copy stability(StabilitySummary v) {
            stability = Optional.of(v);
            return this;
        }

        Copy shards(List<ShardSummary> v) {
            shards = Optional.of(v);
            return this;
        }

        Copy clientBottleneck(List<ClientBottleneck> v) {
            clientBottleneck = Optional.of(v);
            return this;
        }

        Copy datasetCheck(DatasetCheck v) {
            datasetCheck = Optional.of(v);
            return this;
        }

        Copy thresholds(ThresholdCheck v) {
            thresholds = Optional.of(v);
            return this;
        }

        RunSummary build() {
            return new RunSummary(plan, compared, stabilityCompared, differences, stoppedEarly, steps, saturation, comparisons,
                    stability, shards, clientBottleneck, datasetCheck, thresholds, others);
        }
    }
}

package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The steps of a run grouped by (target, thread count): the shape of every published table, with
 * thread counts as rows and targets as columns. Immutable.
 */
public final class Summaries {
    private final List<String> targets;
    private final List<Integer> threads;
    private final Map<String, Map<Integer, StepGroup>> groups;
    private final String stepsFile;

    private Summaries(List<String> targets, List<Integer> threads, Map<String, Map<Integer, StepGroup>> groups, String stepsFile) {
        this.targets = targets;
        this.threads = threads;
        this.groups = groups;
        this.stepsFile = stepsFile;
    }

    public static Summaries of(RunResult result) {
        Set<String> names = new LinkedHashSet<>();
        result.targets().stream().map(TargetInfo::name).forEach(names::add);
        Set<Integer> threads = new TreeSet<>();
        Map<String, Map<Integer, List<StepResult>>> raw = new LinkedHashMap<>();
        for (StepResult s : result.steps()) {
            names.add(s.target());
            threads.add(s.threads());
            raw.computeIfAbsent(s.target(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(s.threads(), k -> new ArrayList<>()).add(s);
        }
        // A target whose run swept params has its steps under one series per combination (mysql hot=10): they take its place.
        names.removeIf(n -> !raw.containsKey(n) && raw.keySet().stream().anyMatch(k -> k.startsWith(n + " ")));
        Map<String, Map<Integer, StepGroup>> groups = new LinkedHashMap<>();
        raw.forEach((target, byThreads) -> {
            Map<Integer, StepGroup> row = new LinkedHashMap<>();
            byThreads.forEach((n, steps) -> row.put(n, new StepGroup(target, n, steps)));
            groups.put(target, Map.copyOf(row));
        });
        return new Summaries(List.copyOf(names), List.copyOf(threads), Map.copyOf(groups),
                new CsvReporter().fileName());
    }

    /** The file that lists every measurement behind these groups, one row per step: {@code steps.csv}. */
    public String stepsFile() {
        return stepsFile;
    }

    /**
     * Target names: those of {@link RunResult#targets()} in their order, then any other found in the steps; a target whose
     * steps are all series of swept params ({@code mysql hot=10}) is named by those series instead.
     */
    public List<String> targets() {
        return targets;
    }

    /** Every thread count measured, ascending. */
    public List<Integer> threads() {
        return threads;
    }

    public Optional<StepGroup> group(String target, int threadCount) {
        return Optional.ofNullable(groups.getOrDefault(target, Map.of()).get(threadCount));
    }

    /** Every group, by target order then ascending threads. */
    public List<StepGroup> groups() {
        List<StepGroup> out = new ArrayList<>();
        for (String t : targets) {
            for (int n : threads) {
                group(t, n).ifPresent(out::add);
            }
        }
        return List.copyOf(out);
    }

    /** The most measurements behind one cell; above one, tables show means. */
    public int maxSamples() {
        return groups().stream().mapToInt(g -> g.measured().size()).max().orElse(0);
    }

    /** The most repeats any target and thread count has. */
    public int maxRepeats() {
        return groups().stream().mapToInt(StepGroup::repeats).max().orElse(0);
    }
}

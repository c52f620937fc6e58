package dev.dbbench.runner.jobs;

import dev.dbbench.merge.IntervalMerge;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.OperationStats;
import dev.dbbench.result.Outage;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.ServerCounts;
import dev.dbbench.result.ShardSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.spi.UsageException;
import dev.dbbench.stats.BatchMeans;
import dev.dbbench.stats.Percentiles;
import dev.dbbench.store.HlogTags;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.IntervalLog;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * {@code merge}: the shards' results folders of one sharded run as one results folder that {@code report},
 * {@code compare} and every format read like a single run's. Steps are summed from the merged intervals, latency comes
 * from the shards' histograms added together, and a shard that died leaves its finished intervals in and its absence
 * from the rest of its step marked in that step's status.
 */
public final class Merge {
    private Merge() {
    }

    /** Merges {@code dirs} into {@code out}; refuses folders that are not every shard of one run with one set of settings. */
    public static RunResult run(List<Path> dirs, ResultFolder out, PrintStream err) throws IOException {
        List<ShardFolder> shards = new ArrayList<>();
        for (Path d : dirs) {
            shards.add(ShardFolder.read(d, err));
        }
        shards.sort(Comparator.comparingInt(ShardFolder::index));
        check(shards);
        List<IntervalMerge.Merged> merged = IntervalMerge.merge(shards.stream().map(ShardFolder::log).toList());
        out.clearIntervals();
        try (IntervalFiles files = new IntervalFiles(out.dir(), shards.get(0).result().runId())) {
            merged.forEach(m -> files.onInterval(m.interval(), m.latency()));
        }
        RunResult first = shards.get(0).result();
        List<ShardSummary> summaries = shards.stream().map(ShardFolder::shard).toList();
        RunResult base = new RunResult(first.tool(), first.command(), status(shards), shards.stream().map(s -> s.result().startedAt())
                .min(Comparator.naturalOrder()).orElse(first.startedAt()), shards.stream().map(s -> s.result().finishedAt())
                .max(Comparator.naturalOrder()).orElse(first.finishedAt()), first.target(), first.targets(), first.workload(),
                manifest(shards), steps(merged, shards), summary(first, summaries, clientBound(shards)));
        out.writeResult(base);
        RunResult result = Rebuild.folder(out.dir(), err);
        out.writeResult(result);
        out.writeReports(result);
        return result;
    }

    /** Shard 0's summary with every shard in it, and the steps that may measure any shard's client instead of shard 0's. */
    private static dev.dbbench.result.RunSummary summary(RunResult first, List<ShardSummary> shards,
                                                         List<dev.dbbench.result.ClientBottleneck> clientBound) {
        dev.dbbench.result.RunSummary s = first.summary().withShards(shards);
        return clientBound.isEmpty() ? s : s.withClientBottleneck(clientBound);
    }

    /** Each shard's steps that may measure its client, named by shard: a merged interval holds the busiest client's CPU only. */
    private static List<dev.dbbench.result.ClientBottleneck> clientBound(List<ShardFolder> shards) throws IOException {
        List<dev.dbbench.result.ClientBottleneck> all = new ArrayList<>();
        for (ShardFolder s : shards) {
            Map<String, String> m = s.result().manifest();
            double cores = Double.parseDouble(m.getOrDefault("client.cpuLimit", m.getOrDefault("client.cores", "1")));
            all.addAll(ClientWarnings.find(s.dir(), cores, "shard " + s.index() + ": "));
        }
        return all;
    }

    /** The widest gap, in ms of the server's clock, between shards closing the same interval. */
    public static long spreadMillis(List<IntervalMerge.Merged> merged) {
        return merged.stream().filter(m -> !m.interval().warmup()).mapToLong(IntervalMerge.Merged::spreadMillis).max().orElse(0);
    }

    private static void check(List<ShardFolder> shards) {
        ShardFolder first = shards.get(0);
        for (ShardFolder s : shards) {
            if (!s.runId().equals(first.runId())) {
                throw refuse(s.dir() + " is of run " + s.runId() + ", " + first.dir() + " of run " + first.runId()
                        + "; give the folders of one run");
            }
            if (!s.result().command().equals(first.result().command())) {
                throw refuse(s.dir() + " holds a " + s.result().command() + ", " + first.dir() + " a " + first.result().command()
                        + "; give the folders of one run");
            }
            Optional<String> differs = difference(first.result().manifest(), s.result().manifest());
            if (differs.isPresent()) {
                throw refuse(s.dir() + " ran with " + differs.get() + " unlike " + first.dir() + "; shards of one run share every setting");
            }
        }
        for (int i = 0; i < first.count(); i++) {
            int index = i;
            long n = shards.stream().filter(s -> s.index() == index).count();
            if (n != 1) {
                throw refuse(n == 0 ? "shard " + i + " of run " + first.runId() + "'s " + first.count()
                        + " is missing; give its folder too (a shard that was killed has one)" : "shard " + i + " of run " + first.runId() + " is given " + n + " times");
            }
        }
        if (shards.size() != first.count()) {
            throw refuse("run " + first.runId() + " has " + first.count() + " shards but " + shards.size() + " folders were given");
        }
    }

    private static UsageException refuse(String why) {
        return new UsageException("merge: " + why);
    }

    /** The first setting two shards' manifests disagree on, but for the client's own facts; empty when none. */
    private static Optional<String> difference(Map<String, String> a, Map<String, String> b) {
        Map<String, String> x = shared(a);
        Map<String, String> y = shared(b);
        TreeMap<String, String> keys = new TreeMap<>(x);
        keys.putAll(y);
        return keys.keySet().stream().filter(k -> !java.util.Objects.equals(x.get(k), y.get(k)))
                .map(k -> k + "=" + y.getOrDefault(k, "(none)")).findFirst();
    }

    private static Map<String, String> shared(Map<String, String> manifest) {
        Map<String, String> m = new TreeMap<>(manifest);
        m.keySet().removeIf(k -> k.startsWith("client.") || k.equals("worker-threads"));
        return m;
    }

    /**
     * Shard 0's settings, with the clients' own facts ({@code client.*}) of every shard: one value where the shards
     * agree, else each shard's in shard order, comma-separated (each shard's own are also in {@code summary.shards}).
     */
    private static Map<String, String> manifest(List<ShardFolder> shards) {
        Map<String, String> m = new TreeMap<>(shards.get(0).result().manifest());
        m.keySet().removeIf(k -> k.startsWith("client."));
        java.util.Set<String> keys = new java.util.TreeSet<>();
        shards.forEach(s -> s.result().manifest().keySet().stream().filter(k -> k.startsWith("client.")).forEach(keys::add));
        for (String k : keys) {
            List<String> values = shards.stream().map(s -> s.result().manifest().getOrDefault(k, "")).toList();
            m.put(k, values.stream().distinct().count() == 1 ? values.get(0) : String.join(", ", values));
        }
        return m;
    }

    /** Failed as the first shard that was killed says, else as the first that failed; a killed shard is the cause. */
    private static RunStatus status(List<ShardFolder> shards) {
        for (ShardFolder s : shards) {
            if (s.killed()) {
                return RunStatus.parse("failed: shard " + s.index() + " " + s.shard().status());
            }
        }
        for (ShardFolder s : shards) {
            if (s.result().status().is(RunStatus.Kind.FAILED)) {
                return RunStatus.parse("failed: shard " + s.index() + " " + s.shard().status());
            }
        }
        return shards.stream().anyMatch(s -> s.result().status().is(RunStatus.Kind.INTERRUPTED)) ? RunStatus.INTERRUPTED : RunStatus.OK;
    }

    /**
     * The merged steps: counts summed over the merged intervals, latency from their added histograms; the events of each
     * kind summed too (their latencies are not kept apart in the interval files, so each kind's is left empty), and the
     * server's counts of the step as {@link ServerCounts#sameWindow} merges them: every shard read the whole server.
     */
    private static List<StepResult> steps(List<IntervalMerge.Merged> merged, List<ShardFolder> shards) {
        Map<String, List<IntervalMerge.Merged>> byStep = new LinkedHashMap<>();
        merged.stream().filter(m -> !m.interval().warmup()).forEach(m -> byStep.computeIfAbsent(HlogTags.stepKey(m.interval()),
                k -> new ArrayList<>()).add(m));
        List<StepResult> steps = new ArrayList<>();
        byStep.forEach((key, list) -> {
            Histogram h = dev.dbbench.engine.WorkerStats.newHistogram();
            BatchMeans batches = new BatchMeans(dev.dbbench.engine.WorkerStats.MAX_NANOS);
            list.forEach(m -> {
                h.add(m.latency());
                batches.add(m.interval().durationSeconds(), m.interval().transactions(), m.interval().queries(), m.latency());
            });
            List<IntervalResult> intervals = list.stream().map(IntervalMerge.Merged::interval).toList();
            steps.add(IntervalLog.total(intervals).latencyMs(Percentiles.of(h)).batches(Optional.of(batches.series()))
                    .outages(outages(key, shards)).status(stepStatus(key, list, shards)).operations(operations(intervals))
                    .server(server(key, shards)).fairness(fairness(key, shards)).build());
        });
        return steps;
    }

    /**
     * Failed when any shard's part failed, or when a shard that died is missing intervals the others have: a gap. A shard
     * that finished the step may lack only a short last interval, which another shard's worker still busy in an event
     * when time was up added on its own.
     */
    private static StepStatus stepStatus(String key, List<IntervalMerge.Merged> intervals, List<ShardFolder> shards) {
        for (ShardFolder s : shards) {
            long own = intervals.stream().filter(m -> m.shards().contains(s.index())).count();
            Optional<StepResult> step = s.result().steps().stream().filter(r -> HlogTags.stepKey(r).equals(key)).findFirst();
            if (own < intervals.size() && (s.killed() || step.isEmpty())) {
                return StepStatus.failed("shard " + s.index() + " has " + own + " of the step's " + intervals.size()
                        + " intervals: " + s.shard().status());
            }
            if (step.isPresent() && (step.get().status().failed() || step.get().status().stopped())) {
                return step.get().status().failed()
                        ? StepStatus.failed("shard " + s.index() + ": " + step.get().status().reason().orElse("")) : StepStatus.STOPPED;
            }
        }
        return StepStatus.OK;
    }

    /**
     * The step's thread fairness over every shard's workers, pooled from each shard's; none when a shard has none for
     * the step (it was killed in it), since the others' alone would pass for all the workers'.
     */
    private static dev.dbbench.result.ThreadFairness fairness(String key, List<ShardFolder> shards) {
        List<dev.dbbench.result.ThreadFairness> parts = new ArrayList<>();
        int[] workers = new int[shards.size()];
        for (int n = 0; n < shards.size(); n++) {
            ShardFolder s = shards.get(n);
            Optional<StepResult> step = s.result().steps().stream().filter(r -> HlogTags.stepKey(r).equals(key)).findFirst();
            if (step.isEmpty() || step.get().fairness() == null) {
                return null;
            }
            parts.add(step.get().fairness());
            workers[n] = new dev.dbbench.engine.Shard(s.index(), s.count(), java.time.Clock.systemUTC(),
                    dev.dbbench.engine.StartGate.NOW).size(step.get().threads());
        }
        return dev.dbbench.result.ThreadFairness.pooled(parts, workers);
    }

    /** Each kind's events over the intervals, with its rate; empty for a workload of one kind. */
    private static Map<String, OperationStats> operations(List<IntervalResult> intervals) {
        Map<String, Long> counts = new LinkedHashMap<>();
        intervals.forEach(i -> i.operations().forEach((k, v) -> counts.merge(k, v, Long::sum)));
        double seconds = intervals.stream().mapToDouble(IntervalResult::durationSeconds).sum();
        Map<String, OperationStats> out = new LinkedHashMap<>();
        counts.forEach((k, n) -> out.put(k, new OperationStats(n, StepResult.perSecond(n, seconds), LatencyMs.empty())));
        return out;
    }

    /** The server's counts of the step, merged over the shards that read them; none when no shard did. */
    private static Optional<ServerCounts> server(String key, List<ShardFolder> shards) {
        return shards.stream().flatMap(s -> s.result().steps().stream().filter(r -> HlogTags.stepKey(r).equals(key)))
                .flatMap(r -> r.server().stream()).reduce(ServerCounts::sameWindow);
    }

    /** Every shard's outage windows of the step; one outage of the server shows once per shard that saw it. */
    private static List<Outage> outages(String key, List<ShardFolder> shards) {
        return shards.stream().flatMap(s -> s.result().steps().stream().filter(r -> HlogTags.stepKey(r).equals(key)))
                .flatMap(r -> r.outages().stream()).sorted(Comparator.comparing(Outage::firstFailure)).toList();
    }
}

package dev.dbbench.merge;

import dev.dbbench.engine.WorkerStats;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.stats.Percentiles;
import dev.dbbench.store.HlogTags;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The intervals of several shards of one run as one run's intervals. Shards start every step at the same time on the
 * server's clock and close intervals on the same grid, so interval {@code k} of a step on every shard covers the same
 * stretch of time: counts are summed, rates taken over the shards' mean length, and latency comes from the shards'
 * histograms added together, never from their percentiles, which cannot be averaged. A merged interval's workers are
 * those of the shards that closed it: after a shard stopped, the others' only.
 */
public final class IntervalMerge {

    /**
     * One merged interval: the sum over the shards that have it, its histogram, and how far apart (in milliseconds of the
     * server's clock) those shards closed it.
     */
    public record Merged(IntervalResult interval, Histogram latency, List<Integer> shards, long spreadMillis) {
    }

    private IntervalMerge() {
    }

    /** Every interval of any shard, merged with the same interval of the others, in the order shards closed them. */
    public static List<Merged> merge(List<ShardLog> shards) {
        Map<String, List<IntervalResult>> byTag = new LinkedHashMap<>();
        Map<String, List<Integer>> owners = new HashMap<>();
        for (ShardLog s : shards) {
            for (IntervalResult i : s.intervals()) {
                String tag = HlogTags.of(i);
                byTag.computeIfAbsent(tag, k -> new ArrayList<>()).add(i);
                owners.computeIfAbsent(tag, k -> new ArrayList<>()).add(s.shard());
            }
        }
        Map<Integer, ShardLog> byShard = new HashMap<>();
        shards.forEach(s -> byShard.put(s.shard(), s));
        List<Merged> out = new ArrayList<>();
        byTag.forEach((tag, parts) -> {
            Histogram h = WorkerStats.newHistogram();
            List<Integer> who = owners.get(tag);
            for (int n = 0; n < parts.size(); n++) {
                h.add(byShard.get(who.get(n)).latency(parts.get(n)));
            }
            out.add(new Merged(sum(parts, h), h, List.copyOf(who), spread(parts)));
        });
        return out;
    }

    private static long spread(List<IntervalResult> parts) {
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (IntervalResult i : parts) {
            min = Math.min(min, i.epochMillis());
            max = Math.max(max, i.epochMillis());
        }
        return max - min;
    }

    /** The interval that {@code parts} (the same interval of several shards) add up to. */
    static IntervalResult sum(List<IntervalResult> parts, Histogram latency) {
        long tx = 0, r = 0, w = 0, o = 0, empty = 0, err = 0, ign = 0, to = 0, rc = 0, queue = 0;
        double seconds = 0, elapsed = 0, cpu = -1, machine = -1;
        long end = 0;
        int workers = 0;
        boolean late = false;
        Map<String, Long> codes = new HashMap<>();
        Map<String, Long> operations = new LinkedHashMap<>();
        for (IntervalResult i : parts) {
            i.operations().forEach((k, v) -> operations.merge(k, v, Long::sum));
            tx += i.transactions();
            r += i.reads();
            w += i.writes();
            o += i.other();
            empty += i.emptyReads();
            err += i.errors();
            ign += i.ignoredErrors();
            to += i.timeouts();
            rc += i.reconnects();
            queue += i.queueLength();
            workers += i.workers();
            seconds += i.durationSeconds() / parts.size();
            elapsed += i.elapsedSeconds() / parts.size();
            end = Math.max(end, i.epochMillis());
            late |= i.late();
            // The busiest client is the one that may have held the run back.
            cpu = Math.max(cpu, i.clientCpuPct());
            machine = Math.max(machine, i.machineCpuPct());
            i.errorsByCode().forEach((k, v) -> codes.merge(k, v, Long::sum));
        }
        IntervalResult first = parts.get(0);
        return new IntervalResult(first.target(), first.threads(), first.repeat(), first.iteration(), first.index(), first.warmup(), end,
                elapsed, seconds, tx, r, w, o, empty, err, ign, to, codes, rc, queue, StepResult.perSecond(tx, seconds),
                StepResult.perSecond(r + w + o, seconds), Percentiles.of(latency), first.instance(), late, cpu, machine, operations,
                workers);
    }
}

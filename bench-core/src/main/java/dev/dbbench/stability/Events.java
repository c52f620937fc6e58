package dev.dbbench.stability;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import dev.dbbench.result.Spike;
import dev.dbbench.result.Stall;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** The moments worth a timestamp in the summary: stalls, latency spikes and outages. */
public final class Events {
    private Events() {
    }

    /**
     * Runs of consecutive full intervals with TPS below {@code stallBelowPct} percent of {@code medianTps}.
     * A non-stalled full interval ends a run; partial intervals are not in {@code full} at all.
     */
    public static List<Stall> stalls(List<IntervalResult> full, double medianTps, double stallBelowPct, List<Outage> outages,
                                     Optional<Instant> ongoingSince) {
        double limit = medianTps * stallBelowPct / 100.0;
        List<Stall> out = new ArrayList<>();
        List<IntervalResult> run = new ArrayList<>();
        for (IntervalResult i : full) {
            if (i.tps() < limit) {
                run.add(i);
            } else if (!run.isEmpty()) {
                out.add(stall(run, outages, ongoingSince));
                run = new ArrayList<>();
            }
        }
        if (!run.isEmpty()) {
            out.add(stall(run, outages, ongoingSince));
        }
        return out;
    }

    private static Stall stall(List<IntervalResult> run, List<Outage> outages, Optional<Instant> ongoingSince) {
        IntervalResult first = run.get(0);
        IntervalResult last = run.get(run.size() - 1);
        Instant from = Instant.ofEpochMilli(first.epochMillis() - Math.round(first.durationSeconds() * 1000));
        Instant to = Instant.ofEpochMilli(last.epochMillis());
        boolean outage = outages.stream().anyMatch(o -> o.firstFailure().isBefore(to) && o.recovered().isAfter(from))
                || ongoingSince.filter(s -> s.isBefore(to)).isPresent();
        double min = run.stream().mapToDouble(IntervalResult::tps).min().orElse(0);
        return new Stall(from, to, Series.round(Series.startSeconds(first), 3), Series.round(last.elapsedSeconds(), 3),
                run.size(), min, outage);
    }

    /** Intervals whose maximum latency exceeds {@code factor} times {@code runP99Ms}; none when the p99 is unknown (0). */
    public static List<Spike> spikes(List<IntervalResult> intervals, double runP99Ms, double factor) {
        List<Spike> out = new ArrayList<>();
        if (runP99Ms <= 0) {
            return out;
        }
        for (IntervalResult i : intervals) {
            double max = i.latencyMs().max();
            if (max > factor * runP99Ms) {
                out.add(new Spike(Instant.ofEpochMilli(i.epochMillis()), Series.round(i.elapsedSeconds(), 3), max,
                        Series.round(max / runP99Ms, 1)));
            }
        }
        return out;
    }

    /**
     * Merges outage windows that begin within {@code gapSeconds} of the previous one's recovery: one
     * restart is seen by each worker in turn, and killing connections one by one is one event for the user.
     * A merged window runs from the first failure to the last recovery, and began in the warm-up if its first did.
     */
    public static List<Outage> mergeOutages(List<Outage> windows, double gapSeconds) {
        List<Outage> sorted = new ArrayList<>(windows);
        sorted.sort(Comparator.comparing(Outage::firstFailure));
        List<Outage> out = new ArrayList<>();
        long gapMillis = Math.round(gapSeconds * 1000);
        for (Outage w : sorted) {
            Outage prev = out.isEmpty() ? null : out.get(out.size() - 1);
            if (prev != null && !w.firstFailure().isAfter(prev.recovered().plusMillis(gapMillis))) {
                Instant end = w.recovered().isAfter(prev.recovered()) ? w.recovered() : prev.recovered();
                double down = Series.round((end.toEpochMilli() - prev.firstFailure().toEpochMilli()) / 1000.0, 3);
                String after = w.recovered().isAfter(prev.recovered()) ? w.instanceAfter() : prev.instanceAfter();
                out.set(out.size() - 1, new Outage(prev.firstFailure(), end, down, prev.instanceBefore(), after, prev.warmup()));
            } else {
                out.add(w);
            }
        }
        return out;
    }

    /** At most {@code max} of {@code items}: the largest by {@code size}, returned in their original order. */
    static <T> List<T> largest(List<T> items, int max, Comparator<T> size) {
        if (items.size() <= max) {
            return items;
        }
        List<T> keep = items.stream().sorted(size.reversed()).limit(max).toList();
        return items.stream().filter(keep::contains).toList();
    }
}

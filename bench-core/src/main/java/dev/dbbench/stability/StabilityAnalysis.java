package dev.dbbench.stability;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import dev.dbbench.result.Drift;
import dev.dbbench.result.LagDrift;
import dev.dbbench.result.Spike;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.StabilityThresholds;
import dev.dbbench.result.Stall;
import dev.dbbench.result.WarmupErrors;
import dev.dbbench.result.WindowStats;
import dev.dbbench.stats.Stats;
import dev.dbbench.store.OutageLog;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * The summary of a stability run from its intervals, their merged latency and its outage windows: whole-run
 * and per-window statistics, drift, stalls, latency spikes, outages and a verdict. Pure: the same input
 * always gives the same summary, whether the run just ended or {@code report} rebuilds it from disk.
 */
public final class StabilityAnalysis {
    private StabilityAnalysis() {
    }

    /**
     * @param intervals the intervals of the run's one step, in time order; the warm-up's count only in
     *                  {@link StabilitySummary#warmupErrors()}
     * @param latency   their latency histograms merged by window, from the same intervals
     * @param outages   the outage windows as recorded
     */
    public static StabilitySummary analyse(List<IntervalResult> intervals, LatencyWindows latency, OutageLog outages,
                                           StabilityThresholds t) {
        List<IntervalResult> measured = intervals.stream().filter(i -> !i.warmup())
                .sorted(Comparator.comparingInt(IntervalResult::index)).toList();
        Optional<WarmupErrors> warmup = Optional.of(warmupErrors(intervals));
        List<String> notes = new ArrayList<>();
        List<Outage> merged = Events.mergeOutages(outages.windows(), t.outageGapSeconds());
        double downtime = Series.round(merged.stream().mapToDouble(Outage::downtimeSeconds).sum(), 3);
        if (measured.isEmpty()) {
            WindowStats none = new WindowStats("run", 0, 0, 0, 0, 0, 0, 0, 0, 0, latency.run(), 0, 0, 0, java.util.Map.of());
            Drift flat = new Drift(0, 0, 0, OptionalDouble.empty());
            return new StabilitySummary("unstable", List.of("no interval was measured"), t, none, List.of(), flat, 0, 0, 0,
                    List.of(), 0, List.of(), merged, downtime, outages.ongoingSince(), 0, List.of(), warmup);
        }
        double nominal = Series.nominalSeconds(measured);
        List<IntervalResult> full = measured.stream().filter(i -> Series.full(i, nominal, t.partialBelowPct())).toList();
        WindowStats run = Windows.stats("run", measured, latency.run(), nominal, t.partialBelowPct());
        List<WindowStats> windows = Windows.split(measured, latency, t.windowSeconds(), nominal, t.partialBelowPct());
        Drift drift = drift(full, windows, t.windowSeconds());
        double median = Series.median(full.stream().mapToDouble(IntervalResult::tps).toArray());
        List<Stall> stalls = Events.stalls(full, median, t.stallBelowPct(), merged, outages.ongoingSince());
        if (!latency.logged()) {
            notes.add("latency.hlog holds no histogram of this run: latency percentiles and spikes are not available");
        }
        List<Spike> spikes = Events.spikes(measured, run.latencyMs().p99(), t.spikeFactor());
        int stalled = stalls.stream().mapToInt(Stall::intervals).sum();
        Verdict verdict = new Verdict(t);
        List<String> reasons = new ArrayList<>(verdict.reasons(run, drift, median, stalls, stalled, spikes.size(), merged,
                outages.ongoingSince()));
        List<LagDrift> lag = LagTrends.of(full, windows, t.windowSeconds());
        reasons.addAll(LagTrends.reasons(lag, t.maxDriftPct()));
        return new StabilitySummary(reasons.isEmpty() ? "stable" : "unstable", reasons, t, run, windows, drift,
                Series.round(median, 2), stalls.size(), stalled,
                Events.largest(stalls, StabilitySummary.MAX_LISTED, Comparator.comparingInt(Stall::intervals)),
                spikes.size(), Events.largest(spikes, StabilitySummary.MAX_LISTED, Comparator.comparingDouble(Spike::maxMs)),
                merged, downtime, outages.ongoingSince(), measured.size() - full.size(), notes, warmup, Optional.empty(), lag);
    }

    private static WarmupErrors warmupErrors(List<IntervalResult> intervals) {
        long errors = 0;
        long timeouts = 0;
        long reconnects = 0;
        Map<String, Long> codes = new TreeMap<>();
        for (IntervalResult i : intervals) {
            if (i.warmup()) {
                errors += i.errors();
                timeouts += i.timeouts();
                reconnects += i.reconnects();
                i.errorsByCode().forEach((k, v) -> codes.merge(k, v, Long::sum));
            }
        }
        return new WarmupErrors(errors, timeouts, reconnects, codes);
    }

    /**
     * The TPS trend (least squares over the full intervals, as percent of mean TPS per hour) and the change
     * from the first to the last window that is at least half full.
     */
    public static Drift drift(List<IntervalResult> full, List<WindowStats> windows, double windowSeconds) {
        double[] hours = full.stream().mapToDouble(i -> (i.elapsedSeconds() - i.durationSeconds() / 2) / 3600.0).toArray();
        double[] tps = full.stream().mapToDouble(IntervalResult::tps).toArray();
        double mean = java.util.Arrays.stream(tps).average().orElse(0);
        double trend = mean == 0 ? 0 : Series.round(Stats.slope(hours, tps) / mean * 100, 2);
        List<WindowStats> comparable = windows.stream()
                .filter(w -> w.toSeconds() - w.fromSeconds() >= windowSeconds / 2).toList();
        if (comparable.size() < 2) {
            double only = comparable.isEmpty() ? 0 : comparable.get(0).tpsMean();
            return new Drift(trend, only, only, OptionalDouble.empty());
        }
        double first = comparable.get(0).tpsMean();
        double last = comparable.get(comparable.size() - 1).tpsMean();
        OptionalDouble change = first == 0 ? OptionalDouble.empty() : OptionalDouble.of(Series.round((last - first) / first * 100, 2));
        return new Drift(trend, first, last, change);
    }
}

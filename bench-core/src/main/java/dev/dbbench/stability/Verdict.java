package dev.dbbench.stability;

import dev.dbbench.config.Plural;
import dev.dbbench.result.Outage;
import dev.dbbench.result.Drift;
import dev.dbbench.result.StabilityThresholds;
import dev.dbbench.result.Stall;
import dev.dbbench.result.WindowStats;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The reasons a run is unstable, in the order a reader should see them: the server away, stalled, slow, uneven. */
final class Verdict {
    private final StabilityThresholds t;

    Verdict(StabilityThresholds t) {
        this.t = t;
    }

    List<String> reasons(WindowStats run, Drift drift, double medianTps, List<Stall> stalls, int stalledIntervals,
                         int spikes, List<Outage> outages, Optional<Instant> ongoingSince) {
        List<String> out = new ArrayList<>();
        outages(outages, false).ifPresent(out::add);
        outages(outages, true).ifPresent(out::add);
        ongoingSince.ifPresent(s -> out.add("the server was still away when the run ended (since " + s + ")"));
        if (!stalls.isEmpty()) {
            out.add(Plural.count(stalls.size(), "stall") + String.format(Locale.ROOT, " (%s below %s %% of the median %.2f tps)",
                    Plural.count(stalledIntervals, "interval"), num(t.stallBelowPct()), medianTps));
        }
        if (spikes > t.maxSpikes()) {
            out.add(Plural.count(spikes, "latency spike") + String.format(Locale.ROOT, " (interval max above %sx the run's p99 of %.2f ms)",
                    num(t.spikeFactor()), run.latencyMs().p99()));
        }
        if (run.tpsCvPct() > t.maxCvPct()) {
            out.add(String.format(Locale.ROOT, "TPS varies %.1f %% between intervals (CV; limit %s %%)", run.tpsCvPct(),
                    num(t.maxCvPct())));
        }
        drift.firstToLastPct().ifPresent(change -> {
            if (Math.abs(change) > t.maxDriftPct()) {
                String window = t.windowSeconds() == 3600 ? "hour" : "window";
                out.add(String.format(Locale.ROOT, "TPS %s %.1f %% from the first %s to the last (%.2f to %.2f; limit %s %%)",
                        change < 0 ? "fell" : "rose", Math.abs(change), window, drift.firstWindowTps(), drift.lastWindowTps(),
                        num(t.maxDriftPct())));
            }
        });
        return out;
    }

    /**
     * The outages of one phase: a server away in the warm-up is as much a finding as one away while measuring, but
     * the measured errors and reconnects do not show it, so its reason says where it fell.
     */
    private static Optional<String> outages(List<Outage> all, boolean warmup) {
        List<Outage> these = all.stream().filter(o -> o.warmup() == warmup).toList();
        if (these.isEmpty()) {
            return Optional.empty();
        }
        double down = these.stream().mapToDouble(Outage::downtimeSeconds).sum();
        return Optional.of(Plural.count(these.size(), "outage") + (warmup ? " in the warm-up" : "")
                + String.format(Locale.ROOT, " (%.2f s down)", down));
    }

    private static String num(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}

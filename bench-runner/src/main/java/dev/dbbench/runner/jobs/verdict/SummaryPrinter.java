package dev.dbbench.runner.jobs.verdict;

import dev.dbbench.config.Plural;
import dev.dbbench.reports.StabilityTables;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Outage;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.WindowStats;
import dev.dbbench.spi.metric.Metric;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** Prints the stability summary at the end of a run or a {@code report}: the verdict line first, then the evidence. */
public final class SummaryPrinter {
    /** Stalls, spikes and outages printed at most; the rest are in result.json and the reports. */
    private static final int SHOWN = 10;

    private SummaryPrinter() {
    }

    /** The run's and each window's declared metrics, as the client counted them. */
    private static void metrics(PrintStream out, StabilitySummary s, List<Metric> declared) {
        List<Metric> shown = StabilityTables.shown(s, declared);
        if (shown.isEmpty()) {
            return;
        }
        out.println();
        out.println("| window | " + String.join(" | ", StabilityTables.headers(shown)) + " |");
        out.println("|---|" + "---:|".repeat(shown.size()));
        List<WindowStats> all = new ArrayList<>(List.of(s.run()));
        all.addAll(s.windows());
        for (WindowStats w : all) {
            out.println("| " + w.label() + " | " + String.join(" | ", StabilityTables.cells(w, shown)) + " |");
        }
        out.println(StabilityTables.metricsNote(shown));
        StabilityTables.shareWarnings(s, declared).forEach(w -> out.println(w.replaceFirst("^Warning: ", "warning: ")));
    }

    /** The summary without the workload's metrics. */
    public static void print(PrintStream out, StabilitySummary s) {
        print(out, s, List.of());
    }

    /** The summary, with the run's and each window's values of {@code declared}. */
    public static void print(PrintStream out, StabilitySummary s, List<Metric> declared) {
        out.println("Verdict: " + s.verdictLine());
        out.println();
        WindowStats r = s.run();
        out.printf(Locale.ROOT, "Run: %d intervals, %.1f s measured; tps %.2f (CV %.1f %%, lowest interval %.2f at %.0f s); qps %.2f%n",
                r.intervals(), r.toSeconds() - r.fromSeconds(), r.tpsMean(), r.tpsCvPct(), r.tpsMin(), r.tpsMinAtSeconds(), r.qpsMean());
        out.println("Latency (ms): " + latency(r.latencyMs()));
        out.printf(Locale.ROOT, "Errors: %d%s, timeouts %d, reconnects %d%n", r.errors(),
                r.errorsByCode().isEmpty() ? "" : " " + r.errorsByCode(), r.timeouts(), r.reconnects());
        s.warmupErrors().ifPresent(w -> out.printf(Locale.ROOT, "Warm-up, not measured: errors %d%s, timeouts %d, reconnects %d%n",
                w.errors(), w.errorsByCode().isEmpty() ? "" : " " + w.errorsByCode(), w.timeouts(), w.reconnects()));
        out.println();
        out.println("| window | tps | cv % | min tps | p50 ms | p95 ms | p99 ms | p99.9 ms | max ms | errors | timeouts | reconnects |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (WindowStats w : s.windows()) {
            LatencyMs l = w.latencyMs();
            out.printf(Locale.ROOT, "| %s | %.2f | %.1f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %d | %d | %d |%n", w.label(),
                    w.tpsMean(), w.tpsCvPct(), w.tpsMin(), l.p50(), l.p95(), l.p99(), l.p999(), l.max(), w.errors(), w.timeouts(),
                    w.reconnects());
        }
        metrics(out, s, declared);
        out.println();
        String window = s.thresholds().windowSeconds() == 3600 ? "hour" : "window";
        out.printf(Locale.ROOT, "Drift: %s%s%n", StabilityTables.trend(s), s.drift().firstToLastPct().isPresent()
                ? String.format(Locale.ROOT, "; first %s %.2f tps, last %s %.2f tps (%+.1f %%)", window, s.drift().firstWindowTps(),
                        window, s.drift().lastWindowTps(), s.drift().firstToLastPct().getAsDouble())
                : "; first " + window + " against last needs two " + window + "s at least half full");
        out.printf(Locale.ROOT, "Stalls: %d (%s below %s %% of the median %.2f tps)%n", s.stallCount(),
                intervals(s.stalledIntervals()), trim(s.thresholds().stallBelowPct()), s.medianTps());
        list(out, s.stalls(), s.stallCount(), st -> String.format(Locale.ROOT, "%s to %s (%.0f s to %.0f s), %s, min %.2f tps%s",
                st.from(), st.to(), st.fromSeconds(), st.toSeconds(), intervals(st.intervals()), st.minTps(),
                st.duringOutage() ? ", during an outage" : ""));
        out.printf(Locale.ROOT, "Latency spikes (interval max above %sx the run's p99 of %.2f ms): %d%n",
                trim(s.thresholds().spikeFactor()), r.latencyMs().p99(), s.spikeCount());
        list(out, s.spikes(), s.spikeCount(), sp -> String.format(Locale.ROOT, "%s (%.0f s): max %.2f ms, %.1fx p99",
                sp.at(), sp.atSeconds(), sp.maxMs(), sp.timesP99()));
        out.printf(Locale.ROOT, "Outages: %d, %.2f s down%s%n", s.outages().size(), s.downtimeSeconds(), StabilityTables.inWarmup(s));
        list(out, s.outages(), s.outages().size(), o -> String.format(Locale.ROOT, "%s to %s: %.2f s down%s%s", o.firstFailure(),
                o.recovered(), o.downtimeSeconds(), o.warmup() ? ", in the warm-up" : "", instances(o)));
        s.outageOngoingSince().ifPresent(since -> out.println("  still away at the end, since " + since));
        s.notes().forEach(n -> out.println("Note: " + n));
    }

    private static <T> void list(PrintStream out, List<T> items, int total, Function<T, String> line) {
        items.stream().limit(SHOWN).forEach(i -> out.println("  " + line.apply(i)));
        if (total > SHOWN) {
            out.println("  ... " + (total - SHOWN) + " more in result.json");
        }
    }

    private static String latency(LatencyMs l) {
        return String.format(Locale.ROOT, "p50 %.2f  p95 %.2f  p99 %.2f  p99.9 %.2f  max %.2f", l.p50(), l.p95(), l.p99(), l.p999(), l.max());
    }

    private static String instances(Outage o) {
        if (o.instanceBefore().isEmpty() && o.instanceAfter().isEmpty()) {
            return "";
        }
        return " (" + o.instanceBefore() + " -> " + o.instanceAfter() + ")";
    }

    private static String intervals(int n) {
        return Plural.count(n, "interval");
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}

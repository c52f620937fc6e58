package dev.dbbench.reports;

import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Outage;
import dev.dbbench.result.RunSummary;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.Shares;
import dev.dbbench.result.Spike;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.Stall;
import dev.dbbench.result.WindowStats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * The {@code stability} section of a result's summary as readable tables: the verdict and its reasons,
 * the whole run and each window (hour) side by side, then stalls, latency spikes and outages with their
 * times. Shared by the Markdown and HTML reports.
 */
public final class StabilityTables {
    /** The key of {@link RunSummary#stability()} in {@code result.json}'s summary. */
    public static final String KEY = "stability";

    /** The key of {@link RunSummary#stabilityCompared()}, shown as one "Stability" table by {@link #compared}. */
    public static final String COMPARED = "stabilityCompared";

    private StabilityTables() {
    }

    /** The tables of a stability run's analysis: its verdict, its windows, then its stalls, spikes and outages if any. */
    public static List<Table> of(StabilitySummary s) {
        return of(s, List.of());
    }

    /** The tables of a stability run's analysis, its windows with a column per metric in {@code declared} that it has. */
    public static List<Table> of(StabilitySummary s, List<Metric> declared) {
        List<Table> out = new ArrayList<>();
        out.add(verdict(s));
        out.add(windows(s, declared));
        if (!s.stalls().isEmpty()) {
            out.add(stallTable(s));
        }
        if (!s.spikes().isEmpty()) {
            out.add(spikes(s));
        }
        if (!s.outages().isEmpty() || s.outageOngoingSince().isPresent()) {
            out.add(outageTable(s));
        }
        return List.copyOf(out);
    }

    private static Table verdict(StabilitySummary s) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("verdict", s.verdict()));
        s.reasons().forEach(r -> rows.add(List.of("reason", r)));
        s.ended().ifPresent(how -> rows.add(List.of("ended", how)));
        rows.add(List.of("median interval TPS", Fmt.two(s.medianTps())));
        rows.add(List.of("TPS trend", trend(s)));
        rows.add(List.of("first " + window(s) + " against last", firstToLast(s)));
        rows.add(List.of("stalls", stalls(s)));
        rows.add(List.of("latency spikes", Integer.toString(s.spikeCount())));
        rows.add(List.of("outages", outages(s)));
        s.warmupErrors().ifPresent(w -> rows.add(List.of("warm-up, not measured", String.format(Locale.ROOT,
                "%d errors%s, %d timeouts, %d reconnects", w.errors(), w.errorsByCode().isEmpty() ? "" : " " + w.errorsByCode(),
                w.timeouts(), w.reconnects()))));
        rows.add(List.of("partial intervals", Integer.toString(s.partialIntervals())));
        rows.add(List.of("thresholds", thresholds(s)));
        return new Table("Stability verdict", List.of("item", "value"), rows, s.notes());
    }

    /**
     * The "Stability" table of a comparison: one column per compared result, in the order given, with the verdict and
     * the figures of each result's own verdict and window tables, so that two long runs are judged side by side. A
     * result that holds no stability analysis has the dash throughout. Empty when none of them holds one.
     *
     * @param byResult each compared result's label, then its stability analysis if it has one
     */
    public static Optional<Table> compared(Map<String, Optional<StabilitySummary>> byResult) {
        List<String> header = new ArrayList<>(List.of("item"));
        List<Optional<StabilitySummary>> columns = new ArrayList<>();
        byResult.forEach((label, s) -> {
            header.add(HeaderTables.text(label));
            columns.add(s);
        });
        if (columns.stream().noneMatch(Optional::isPresent)) {
            return Optional.empty();
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("verdict", columns, StabilitySummary::verdictLine));
        rows.add(row("TPS over the run (95 % interval)", columns, s -> s.run().estimates().map(e -> Conclusions.estimate(e.tps()))
                .orElse(Fmt.two(s.run().tpsMean()))));
        rows.add(row("p95 over the run (95 % interval)", columns, s -> s.run().estimates()
                .map(e -> Conclusions.estimate(e.p95Ms()) + " ms").orElse(Fmt.two(s.run().latencyMs().p95()) + " ms")));
        rows.add(row("median interval TPS", columns, s -> Fmt.two(s.medianTps())));
        rows.add(row("TPS cv %", columns, s -> cv(s.run())));
        rows.add(row("TPS trend", columns, StabilityTables::trend));
        rows.add(row("first window against last", columns, StabilityTables::firstToLast));
        rows.add(row("stalls", columns, StabilityTables::stalls));
        rows.add(row("latency spikes", columns, s -> Integer.toString(s.spikeCount())));
        rows.add(row("outages", columns, StabilityTables::outages));
        rows.add(row("longest outage", columns, StabilityTables::longestOutage));
        rows.add(row("thresholds", columns, StabilityTables::thresholds));
        List<String> notes = new ArrayList<>(List.of("Each run's whole is one cell of the comparisons: its TPS and latency "
                + "against the first result's, with the change's interval and verdict, are in the comparisons table."));
        if (!columns.stream().allMatch(Optional::isPresent)) {
            notes.add(Fmt.ABSENT + " means the result holds no stability analysis (it is not a stability run).");
        }
        return Optional.of(new Table("Stability", header, rows, notes));
    }

    private static List<String> row(String item, List<Optional<StabilitySummary>> columns, Function<StabilitySummary, String> value) {
        List<String> row = new ArrayList<>();
        row.add(item);
        columns.forEach(s -> row.add(s.map(value).orElse(Fmt.ABSENT)));
        return row;
    }

    private static String firstToLast(StabilitySummary s) {
        String window = window(s);
        return s.drift().firstToLastPct().isPresent()
                ? String.format(Locale.ROOT, "%s to %s tps (%+.1f %%)", Fmt.two(s.drift().firstWindowTps()),
                        Fmt.two(s.drift().lastWindowTps()), s.drift().firstToLastPct().getAsDouble())
                : Fmt.ABSENT + " (needs two " + window + "s at least half full)";
    }

    private static String stalls(StabilitySummary s) {
        return s.stallCount() + " (" + s.stalledIntervals() + " intervals)";
    }

    private static String outages(StabilitySummary s) {
        return s.outages().size() + " (" + Fmt.two(s.downtimeSeconds()) + " s down)" + inWarmup(s);
    }

    /**
     * Where the outages fell when some began in the warm-up: {@code ", in the warm-up"} for all of them, else
     * {@code ", 1 of them in the warm-up (1.76 s down)"}; empty when none did. Their lost connections are counted in
     * the warm-up, not among the measured errors, so a reader who sees no measured error must see where they fell.
     */
    public static String inWarmup(StabilitySummary s) {
        List<Outage> warmup = s.outages().stream().filter(Outage::warmup).toList();
        if (warmup.isEmpty()) {
            return "";
        }
        if (warmup.size() == s.outages().size()) {
            return ", in the warm-up";
        }
        return ", " + warmup.size() + " of them in the warm-up (" + Fmt.two(warmup.stream().mapToDouble(Outage::downtimeSeconds).sum())
                + " s down)";
    }

    /** The longest outage window's downtime; one still open when the run ended has no downtime yet, and says so. */
    private static String longestOutage(StabilitySummary s) {
        OptionalDouble max = s.outages().stream().mapToDouble(Outage::downtimeSeconds).max();
        String longest = max.isPresent() ? Fmt.two(max.getAsDouble()) + " s" : "none";
        return s.outageOngoingSince().map(since -> longest + "; one still away when the run ended (since " + since + ")")
                .orElse(longest);
    }

    private static String thresholds(StabilitySummary s) {
        var t = s.thresholds();
        return String.format(Locale.ROOT,
                "window %s s; stall below %s %% of median TPS; spike above %sx p99 (%d allowed); CV above %s %%; "
                        + "drift above %s %%; outages within %s s merged", Fmt.plain(t.windowSeconds()), Fmt.plain(t.stallBelowPct()),
                Fmt.plain(t.spikeFactor()), t.maxSpikes(), Fmt.plain(t.maxCvPct()), Fmt.plain(t.maxDriftPct()),
                Fmt.plain(t.outageGapSeconds()));
    }

    private static Table windows(StabilitySummary s, List<Metric> declared) {
        List<Metric> shown = shown(s, declared);
        List<List<String>> rows = new ArrayList<>();
        rows.add(row(s.run(), shown));
        s.windows().forEach(w -> rows.add(row(w, shown)));
        List<String> header = new ArrayList<>(List.of("window", "intervals", "tps", "cv %", "min tps", "p50 ms", "p95 ms",
                "p99 ms", "p99.9 ms", "max ms", "errors", "timeouts", "reconnects"));
        List<String> notes = new ArrayList<>(List.of("tps is transactions over measured time; cv % and min tps are over the "
                + "window's full intervals; percentiles come from the merged latency histograms. ± is half the 95 % confidence "
                + "interval, from the window's intervals in batches: how precisely the run measured the window, not how much "
                + "another run would differ."));
        if (!shown.isEmpty()) {
            header.addAll(3, headers(shown));
            notes.add(metricsNote(shown));
            notes.addAll(shareWarnings(s, declared));
        }
        // Columns of nothing but zeros only widen the table: the note says there were none.
        List<String> none = new ArrayList<>();
        for (String column : List.of("timeouts", "reconnects")) {
            int i = header.indexOf(column);
            if (rows.stream().allMatch(r -> r.get(i).equals("0"))) {
                header.remove(i);
                rows.replaceAll(r -> dropped(r, i));
                none.add(column);
            }
        }
        if (!none.isEmpty()) {
            notes.add("No window had " + String.join(" or ", none) + ".");
        }
        return new Table("Stability by " + window(s), header, rows, notes);
    }

    private static List<String> dropped(List<String> row, int index) {
        List<String> out = new ArrayList<>(row);
        out.remove(index);
        return out;
    }

    /** The declared metrics the run has a value of: a window has no server counters, so their rates are left out. */
    public static List<Metric> shown(StabilitySummary s, List<Metric> declared) {
        return declared.stream().filter(m -> s.run().metrics().containsKey(m.name())).toList();
    }

    /** The column headings of {@code shown}: a rate's label, a share's label with {@code %}. */
    public static List<String> headers(List<Metric> shown) {
        return shown.stream().map(m -> m instanceof Shares ? m.label() + " %" : m.label()).toList();
    }

    /** The cells of {@code w} for {@code shown}: a rate's value, a share's parts in one cell. */
    public static List<String> cells(WindowStats w, List<Metric> shown) {
        return shown.stream().map(m -> m instanceof Shares ? Declared.cell(java.util.Optional.ofNullable(w.metrics().get(m.name())))
                : java.util.Optional.ofNullable(w.metrics().get(m.name())).map(v -> Fmt.two(v.number())).orElse(Fmt.ABSENT)).toList();
    }

    /** What the metrics per window are. */
    public static String metricsNote(List<Metric> shown) {
        List<Metric> rates = shown.stream().filter(m -> !(m instanceof Shares)).toList();
        String shares = shown.stream().filter(Shares.class::isInstance).map(Shares.class::cast)
                .map(sh -> " " + sh.label() + " %: the shares of " + sh.parts().stream().map(Shares.Share::label)
                        .collect(java.util.stream.Collectors.joining(", ")) + ", rounded down. " + Declared.minimums(sh))
                .collect(java.util.stream.Collectors.joining());
        return (Declared.units(rates) + " Each is the window's count over its time." + shares).strip();
    }

    /** A warning for the run and each window whose declared shares fell short of their minimums. */
    public static List<String> shareWarnings(StabilitySummary s, List<Metric> declared) {
        List<WindowStats> all = new ArrayList<>(List.of(s.run()));
        all.addAll(s.windows());
        List<String> out = new ArrayList<>();
        for (Shares sh : declared.stream().filter(Shares.class::isInstance).map(Shares.class::cast).toList()) {
            all.stream().filter(w -> w.metrics().containsKey(sh.name()) && !w.metrics().get(sh.name()).belowMinimum().isEmpty())
                    .forEach(w -> out.add("Warning: " + (w.label().equals("run") ? "the run" : "window " + w.label()) + " is "
                            + sh.shortfall(w.metrics().get(sh.name())) + "."));
        }
        return out;
    }

    private static List<String> row(WindowStats w, List<Metric> shown) {
        LatencyMs l = w.latencyMs();
        // With its estimates a window shows TPS and the tail with half their 95 % intervals, as a sweep's cells do.
        String tps = w.estimates().map(e -> Conclusions.estimate(e.tps())).orElse(Fmt.two(w.tpsMean()));
        String p95 = w.estimates().map(e -> Conclusions.estimate(e.p95Ms())).orElse(Fmt.two(l.p95()));
        String p99 = w.estimates().map(e -> Conclusions.estimate(e.p99Ms())).orElse(Fmt.two(l.p99()));
        List<String> row = new ArrayList<>(List.of(w.label(), Integer.toString(w.intervals()), tps, cv(w),
                Fmt.two(w.tpsMin()), Fmt.two(l.p50()), p95, p99, Fmt.two(l.p999()), Fmt.two(l.max()),
                Long.toString(w.errors()), Long.toString(w.timeouts()), Long.toString(w.reconnects())));
        row.addAll(3, cells(w, shown));
        return row;
    }

    private static String cv(WindowStats w) {
        return String.format(Locale.ROOT, "%.1f", w.tpsCvPct());
    }

    private static Table stallTable(StabilitySummary s) {
        List<List<String>> rows = new ArrayList<>();
        for (Stall st : s.stalls()) {
            rows.add(List.of(st.from().toString(), st.to().toString(), Fmt.plain(st.fromSeconds()) + "-" + Fmt.plain(st.toSeconds()),
                    Integer.toString(st.intervals()), Fmt.two(st.minTps()), st.duringOutage() ? "yes" : "no"));
        }
        return new Table("Stalls", List.of("from", "to", "seconds", "intervals", "min tps", "during outage"), rows,
                listed(s.stalls().size(), s.stallCount(), "longest"));
    }

    private static Table spikes(StabilitySummary s) {
        List<List<String>> rows = new ArrayList<>();
        for (Spike sp : s.spikes()) {
            rows.add(List.of(sp.at().toString(), Fmt.plain(sp.atSeconds()), Fmt.two(sp.maxMs()), Fmt.plain(sp.timesP99()) + "x"));
        }
        return new Table("Latency spikes", List.of("interval end", "seconds", "max ms", "of p99"), rows,
                listed(s.spikes().size(), s.spikeCount(), "highest"));
    }

    private static Table outageTable(StabilitySummary s) {
        List<List<String>> rows = new ArrayList<>();
        for (Outage o : s.outages()) {
            rows.add(List.of(o.firstFailure().toString(), o.recovered().toString(), Fmt.two(o.downtimeSeconds()),
                    HeaderTables.text(o.instanceBefore()), HeaderTables.text(o.instanceAfter()), o.warmup() ? "warm-up" : "measured"));
        }
        s.outageOngoingSince().ifPresent(since -> rows.add(List.of(since.toString(), "still away when the run ended", Fmt.ABSENT,
                Fmt.ABSENT, Fmt.ABSENT, Fmt.ABSENT)));
        return new Table("Outage windows", List.of("first failure", "recovered", "downtime s", "instance before", "instance after",
                "began in"), rows, List.of("Windows closer than " + Fmt.plain(s.thresholds().outageGapSeconds())
                + " s are merged into one." + (inWarmup(s).isEmpty() ? "" : " The lost connections of an outage that began in "
                + "the warm-up are counted in the warm-up, not among the measured errors.")));
    }

    /** The least a run measures before its trend is shown: a rate per hour fitted to less is an extrapolation. */
    static final double TREND_MIN_SECONDS = 3600;

    /**
     * The slope per hour, or why there is none: fitted to less than an hour it is an extrapolation (24 s of warm-up
     * noise becomes thousands of percent per hour), not a trend, however short the analysis window (14 s under
     * {@code --analysis-window 10s} would print +2650 % per hour); with a window longer than an hour, to less than one window.
     */
    public static String trend(StabilitySummary s) {
        double measured = s.run().toSeconds() - s.run().fromSeconds();
        double window = s.thresholds().windowSeconds();
        if (measured < Math.max(TREND_MIN_SECONDS, window)) {
            String needs = window <= TREND_MIN_SECONDS ? "an hour" : "one window of " + Fmt.plain(window) + " s";
            return String.format(Locale.ROOT, "too short to estimate (%.0f s measured; needs %s)", measured, needs);
        }
        return String.format(Locale.ROOT, "%+.2f %% per hour", s.drift().trendPctPerHour());
    }

    private static List<String> listed(int shown, int total, String which) {
        return shown < total ? List.of("The " + shown + " " + which + " of " + total + " are listed; intervals.csv has every interval.")
                : List.of();
    }

    private static String window(StabilitySummary s) {
        return s.thresholds().windowSeconds() == 3600 ? "hour" : "window";
    }
}

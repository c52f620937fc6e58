package dev.dbbench.reports;

import dev.dbbench.config.Plural;
import dev.dbbench.result.CellComparison;
import dev.dbbench.result.CellComparison.Verdict;
import dev.dbbench.result.Estimate;
import dev.dbbench.result.Measure;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.Saturation;
import dev.dbbench.result.StepSummary;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.stats.Estimators;
import dev.dbbench.sweep.Comparisons;
import dev.dbbench.sweep.SweepAnalysis;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What a result allows one to conclude, worded the same in every format: each target's peak with its 95 % interval,
 * each comparison's verdicts, how many of them chance alone may have made, and why an interval is wide. Read from the
 * result's summary; a result written before the summary held them gets them computed from its steps.
 */
public final class Conclusions {
    /** Advice beyond this many repeats is no advice: the noise needs a cause found, not more samples. */
    static final int PRACTICAL_REPEATS = 100;
    /** An interval wider than this, in percent either side, gets a sentence on why. */
    static final double WIDE_PCT = 10;
    /**
     * The measures the headline speaks of, then the first rate the workload declares that was compared; every measure
     * and declared rate is in the comparisons table.
     */
    private static final List<String> HEADLINE = List.of(Measure.TPS.key(), Measure.P95_MS.key());
    private final List<StepSummary> cells;
    private final List<Saturation> saturation;
    private final List<CellComparison> comparisons;
    /** The declared rates' labels by name, in the order declared. */
    private final Map<String, String> labels;

    private Conclusions(List<StepSummary> cells, List<Saturation> saturation, List<CellComparison> comparisons,
                        Map<String, String> labels) {
        this.cells = cells;
        this.saturation = saturation;
        this.comparisons = comparisons;
        this.labels = labels;
    }

    public static Conclusions of(RunResult r) {
        List<StepResult> steps = r.steps();
        List<Metric> rates = Declared.rates(r);
        List<StepSummary> cells = r.summary().steps().orElseGet(() -> SweepAnalysis.summarise(steps));
        List<Saturation> saturation = r.summary().saturation().orElseGet(() -> SweepAnalysis.saturation(cells, steps));
        List<CellComparison> compared = r.summary().comparisons()
                .orElseGet(() -> Comparisons.of(steps, rates, Comparisons.DEFAULT_RESOLVE_PCT));
        Map<String, String> labels = new LinkedHashMap<>();
        rates.forEach(m -> labels.put(m.name(), m.label()));
        return new Conclusions(cells, saturation, compared, labels);
    }

    /** How the reports name a compared number: a measure's words ({@code p95 latency}) or a declared rate's label. */
    public String label(CellComparison c) {
        return Arrays.stream(Measure.values()).filter(m -> m.key().equals(c.metric())).findFirst().map(Measure::words)
                .orElseGet(() -> labels.getOrDefault(c.metric(), c.metric()));
    }

    public List<CellComparison> comparisons() {
        return comparisons;
    }

    /** Each target at each thread count, with its estimates. */
    public List<StepSummary> cells() {
        return cells;
    }

    /** {@code 577.55 ±3.2 %}, or the value alone without an interval. */
    public static String estimate(Estimate e) {
        String value = Fmt.two(e.value());
        return e.halfWidthPercent().isPresent() ? value + " ±" + pct(e.halfWidthPercent().getAsDouble()) + " %" : value;
    }

    /** {@code +12.0 % (+8.1 … +16.2 %)}: the change with its 95 % interval; the change alone without one. */
    public static String change(CellComparison c) {
        String change = signed(c.changePercent()) + " %";
        if (c.ratioLow().isEmpty()) {
            return change;
        }
        return change + " (" + signed((c.ratioLow().getAsDouble() - 1) * 100) + " … "
                + signed((c.ratioHigh().getAsDouble() - 1) * 100) + " %)";
    }

    /** The lines a report opens with: each target's peak, each comparison's verdicts, and what to read them with. */
    public List<String> headline() {
        List<String> out = new ArrayList<>();
        for (Saturation s : saturation) {
            if (cells.stream().filter(c -> c.target().equals(s.target())).count() < 2) {
                out.add(s.target() + ": " + interval(s.peakTps()) + " TPS at " + Plural.count(s.peakThreads(), "thread") + ".");
                continue;
            }
            String ties = s.peakTies().isEmpty() ? ""
                    : "; the data cannot tell it from " + and(s.peakTies().stream().map(n -> Plural.count(n, "thread")).toList());
            String knee = s.kneeThreads().map(k -> "knee after " + Plural.count(k, "thread")).orElse("knee not reached");
            out.add(s.target() + ": peak " + interval(s.peakTps()) + " TPS at " + Plural.count(s.peakThreads(), "thread") + ties
                    + "; " + knee + ".");
        }
        verdicts().forEach(out::add);
        if (!comparisons.isEmpty()) {
            long judged = comparisons.stream().filter(c -> c.verdict() != Verdict.UNKNOWN).count();
            long real = comparisons.stream().filter(CellComparison::significant).count();
            if (judged == 0) {
                out.add("No compared number has an interval (one step of fewer than 3 intervals, or a result written before "
                        + "intervals were kept): no difference can be told from noise; run --repeats 3 or longer steps.");
            } else {
                out.add(String.format(Locale.ROOT, "%d of %d numbers compared differ at 95 %% confidence; with no difference at "
                        + "all about %s would by chance.", real, judged, chance(judged)));
            }
        }
        wide().ifPresent(out::add);
        oneRun().ifPresent(out::add);
        return out;
    }

    /** Per compared target and headline number, the thread counts by verdict, in one sentence each. */
    private List<String> verdicts() {
        List<String> headline = new ArrayList<>(HEADLINE);
        // A server-side rate some target cannot count is left uncompared there: the first rate compared stands in.
        labels.keySet().stream().filter(n -> comparisons.stream().anyMatch(c -> c.metric().equals(n))).findFirst()
                .ifPresent(headline::add);
        Map<String, List<CellComparison>> byPair = new LinkedHashMap<>();
        comparisons.stream().filter(c -> headline.contains(c.metric()))
                .forEach(c -> byPair.computeIfAbsent(c.target() + " against " + c.baseline() + ", " + label(c),
                        k -> new ArrayList<>()).add(c));
        List<String> out = new ArrayList<>();
        byPair.forEach((pair, list) -> {
            Map<Verdict, List<CellComparison>> byVerdict = list.stream()
                    .collect(Collectors.groupingBy(CellComparison::verdict, LinkedHashMap::new, Collectors.toList()));
            List<String> parts = new ArrayList<>();
            byVerdict.forEach((v, cs) -> parts.add(v.words() + " at " + threads(cs) + range(v, cs)));
            out.add(pair + ": " + String.join("; ", parts) + ".");
        });
        return out;
    }

    /** {@code (+8 … +16 %)}: the changes' intervals from lowest to highest, for a verdict that found a difference. */
    private static String range(Verdict v, List<CellComparison> cs) {
        if (v != Verdict.BETTER && v != Verdict.WORSE) {
            return "";
        }
        double low = cs.stream().mapToDouble(c -> c.ratioLow().orElse(c.ratio())).min().orElseThrow();
        double high = cs.stream().mapToDouble(c -> c.ratioHigh().orElse(c.ratio())).max().orElseThrow();
        return " (" + signed((low - 1) * 100) + " … " + signed((high - 1) * 100) + " %)";
    }

    private static String threads(List<CellComparison> cs) {
        List<String> n = cs.stream().map(c -> Integer.toString(c.threads())).toList();
        return and(n) + (n.size() == 1 && "1".equals(n.get(0)) ? " thread" : " threads");
    }

    /** Why the widest TPS interval is wide, when it is wider than ±{@value #WIDE_PCT} %, and what would narrow it. */
    private Optional<String> wide() {
        Optional<StepSummary> widest = cells.stream().filter(s -> s.tps().halfWidthPercent().isPresent())
                .max((a, b) -> Double.compare(a.tps().halfWidthPercent().getAsDouble(), b.tps().halfWidthPercent().getAsDouble()));
        if (widest.isEmpty() || widest.get().tps().halfWidthPercent().getAsDouble() <= WIDE_PCT) {
            return Optional.empty();
        }
        StepSummary w = widest.get();
        String why = w.tps().basis() == Estimate.Basis.REPEATS
                ? "it comes from only " + Plural.count(w.tps().samples(), "repeat") + ", and few repeats make the interval wide even "
                        + "when they agree (Student's t with " + Plural.count(w.tps().samples() - 1L, "degree") + " of freedom)"
                : "it comes from one run of " + w.tps().samples() + " batches of intervals whose throughput varied";
        double precision = comparisons.isEmpty() ? Comparisons.DEFAULT_RESOLVE_PCT : comparisons.get(0).resolvePct();
        java.util.OptionalInt repeats = Estimators.repeatsFor(w.tps(), precision);
        String advice = repeats.isPresent() && repeats.getAsInt() <= PRACTICAL_REPEATS
                ? "; to know it within ±" + pct(precision) + " %, run --repeats " + repeats.getAsInt()
                : "; no practical number of repeats would know it within ±" + pct(precision) + " %: the noise itself is worth "
                        + "a look (other load on the server or the client, a step too short to settle)";
        return Optional.of("The widest interval is TPS at " + Plural.count(w.threads(), "thread") + " of " + w.target() + ", ±"
                + pct(w.tps().halfWidthPercent().getAsDouble()) + " %: " + why + advice + ".");
    }

    /** What one run per cell can and cannot say. */
    private Optional<String> oneRun() {
        boolean intervals = cells.stream().anyMatch(s -> s.tps().basis() == Estimate.Basis.INTERVALS);
        if (!intervals) {
            return Optional.empty();
        }
        return Optional.of("Where a cell ran once, its interval comes from the run's own intervals: it shows how steady the run "
                + "was, not how much a second run would differ (--repeats 3 or more measure that).");
    }

    /**
     * The comparisons, one row per target, thread count and measure, then per declared rate; empty when nothing was
     * compared.
     */
    public Optional<Table> table() {
        if (comparisons.isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> rows = new ArrayList<>();
        for (CellComparison c : comparisons) {
            rows.add(List.of(c.target(), Integer.toString(c.threads()), label(c), Fmt.two(c.baselineValue()),
                    Fmt.two(c.value()), change(c), c.verdict().words(),
                    c.detectablePct().isPresent() ? pct(c.detectablePct().getAsDouble()) + " %" : Fmt.ABSENT,
                    repeats(c)));
        }
        String baseline = comparisons.get(0).baseline();
        List<String> notes = List.of(
                "change: the target's estimate over " + baseline + "'s, with its 95 % confidence interval; a difference is "
                        + "called better or worse only when the interval excludes no change (for latency, lower is better).",
                "could detect: the smallest difference this comparison finds 4 times in 5; repeats for "
                        + pct(comparisons.get(0).resolvePct()) + " %: the repeats per side that would tell that difference apart, "
                        + "from the noise seen. docs/conclusions.md explains the method.");
        return Optional.of(new Table("Comparisons with " + baseline, List.of("target", "threads", "measure", baseline, "target's",
                "change (95 % interval)", "verdict", "could detect", "repeats for " + pct(comparisons.get(0).resolvePct()) + " %"),
                rows, notes));
    }

    /** The repeats a comparison asks for, or {@code over 100} where no practical number would do. */
    private static String repeats(CellComparison c) {
        if (c.ratioLow().isEmpty()) {
            return Fmt.ABSENT;
        }
        return c.repeatsNeeded().isPresent() && c.repeatsNeeded().getAsInt() <= PRACTICAL_REPEATS
                ? Integer.toString(c.repeatsNeeded().getAsInt()) : "over " + PRACTICAL_REPEATS;
    }

    /** {@code 577.55 (540.10 … 615.00)}. */
    static String interval(Estimate e) {
        if (!e.hasInterval()) {
            return Fmt.two(e.value());
        }
        return Fmt.two(e.value()) + " (" + Fmt.two(e.low().getAsDouble()) + " … " + Fmt.two(e.high().getAsDouble()) + ")";
    }

    /** How many of {@code n} comparisons chance alone calls different at 95 %: {@code 0 or 1}, {@code about 3}. */
    private static String chance(long n) {
        double expected = n * 0.05;
        return expected < 1 ? "0 or 1" : String.format(Locale.ROOT, "%.0f", expected);
    }

    private static String signed(double v) {
        return String.format(Locale.ROOT, "%+.1f", v);
    }

    private static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String and(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}

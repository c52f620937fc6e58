package dev.dbbench.reports;

import dev.dbbench.config.Plural;
import dev.dbbench.result.CellComparison;
import dev.dbbench.result.Outage;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** The tables of numbers: one per {@link Metric} shaped like the tables users publish, then errors and outages if any. */
public final class ResultTables {
    /** The metric tables every text report shows, in order. */
    public static final List<Metric> METRICS = List.of(Metric.QPS, Metric.TPS, Metric.READS, Metric.WRITES,
            Metric.AVG_LATENCY, Metric.P95_LATENCY, Metric.P99_LATENCY, Metric.MAX_LATENCY);

    /** Appended to a cell measured only by steps cut short. */
    static final String STOPPED = " (stopped)";

    /**
     * What {@code (stopped)} means, worded for every way a step ends early: Ctrl-C or SIGTERM, or a kill after which
     * {@code report} rebuilt it, in a sweep (planned {@code --time}) or a stability run (planned {@code --duration}).
     */
    public static final String STOPPED_MEANS = "the step was " + dev.dbbench.result.StepSummary.CUT_SHORT + " and measured only part of its planned time";

    private ResultTables() {
    }

    /**
     * Rows are thread counts, columns are targets. A cell is {@link StepGroup#value}, the mean over repeats (the highest of
     * them for the max latency), with half its 95 % interval for a measure that has one ({@code 577.55 ±3.2 %});
     * {@code failed} when every step failed, {@code —} when never measured, and it ends in {@code (stopped)} when only
     * steps cut short measured it. With exactly two targets, a measure with an interval gets a last column: the second
     * against the first as a change with its interval and verdict ({@link Conclusions#change}), from the comparisons.
     */
    public static Table metric(Summaries s, Metric m) {
        return metric(s, m, List.of());
    }

    /** {@link #metric(Summaries, Metric)} with the result's comparisons, which the change column shows. */
    public static Table metric(Summaries s, Metric m, List<CellComparison> comparisons) {
        List<String> targets = s.targets();
        boolean ratio = targets.size() == 2 && m.measure().isPresent();
        List<String> header = new ArrayList<>();
        header.add("threads");
        header.addAll(targets);
        if (ratio) {
            header.add(targets.get(1) + " vs " + targets.get(0));
        }
        List<List<String>> rows = new ArrayList<>();
        for (int n : s.threads()) {
            List<String> row = new ArrayList<>();
            row.add(Integer.toString(n));
            for (String t : targets) {
                Optional<StepGroup> g = s.group(t, n);
                OptionalDouble v = g.map(x -> x.value(m)).orElse(OptionalDouble.empty());
                String cell = m.measure().isPresent() && g.isPresent() && !g.get().allFailed()
                        ? Conclusions.estimate(g.get().estimate(m.measure().get())) : v.isPresent() ? Fmt.two(v.getAsDouble()) : "";
                row.add(v.isPresent() ? cell + (stoppedOnly(s, t, n) ? STOPPED : "") : failedOrAbsent(s, t, n));
            }
            if (ratio) {
                String key = m.measure().get().key();
                row.add(comparisons.stream().filter(c -> c.threads() == n && c.metric().equals(key) && c.target().equals(targets.get(1)))
                        .findFirst().map(c -> Conclusions.change(c) + ", " + c.verdict().words()).orElse(Fmt.ABSENT));
            }
            rows.add(row);
        }
        return new Table(m.title(), header, rows, notes(s, m));
    }

    /**
     * Every metric of {@link #METRICS} in one table, a row each, for a result of one thread count (a run, a stability
     * run), where a table per metric would have one row each. The cells and notes are those of {@link #metric}.
     */
    public static Table compact(Summaries s, List<CellComparison> comparisons) {
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>();
        // A note that several metrics share is written once, naming them.
        Map<String, List<String>> notes = new java.util.LinkedHashMap<>();
        for (Metric m : METRICS) {
            Table t = metric(s, m, comparisons);
            if (header.isEmpty()) {
                header.add("measure");
                header.addAll(t.header().subList(1, t.header().size()));
            }
            for (List<String> row : t.rows()) {
                List<String> cells = new ArrayList<>(row.subList(1, row.size()));
                // Metrics without an interval have no comparison column.
                while (cells.size() < header.size() - 1) {
                    cells.add(Fmt.ABSENT);
                }
                cells.add(0, m.title());
                rows.add(cells);
            }
            t.notes().forEach(n -> notes.computeIfAbsent(n, k -> new ArrayList<>()).add(m.title()));
        }
        List<String> worded = notes.entrySet().stream().map(e -> e.getKey().startsWith("Each cell")
                ? String.join(", ", e.getValue()) + ": each value" + e.getKey().substring("Each cell".length()) : e.getKey()).toList();
        return new Table("Results at " + Plural.count(s.threads().get(0), "thread"), header, rows, worded);
    }

    private static boolean stoppedOnly(Summaries s, String target, int threads) {
        return s.group(target, threads).filter(StepGroup::stoppedOnly).isPresent();
    }

    private static String failedOrAbsent(Summaries s, String target, int threads) {
        return s.group(target, threads).filter(StepGroup::allFailed).isPresent() ? "failed" : Fmt.ABSENT;
    }

    private static List<String> notes(Summaries s, Metric m) {
        List<String> out = new ArrayList<>();
        int samples = s.maxSamples();
        int repeats = s.maxRepeats();
        boolean intervals = m.measure().isPresent() && s.groups().stream()
                .anyMatch(g -> !g.allFailed() && g.estimate(m.measure().get()).hasInterval());
        out.add(cell(m, samples, repeats, intervals) + "; every measurement is in " + s.stepsFile() + ".");
        if (s.groups().stream().anyMatch(StepGroup::stoppedOnly)) {
            out.add(STOPPED.strip() + ": " + STOPPED_MEANS + ", so its numbers are not those of a full step.");
        }
        // With repeats, the full steps stand for a thread count and a repeat cut short drops out: say so, or the
        // cell passes for the mean of every planned repeat.
        List<String> leftOut = s.groups().stream().filter(g -> g.stoppedLeftOut() > 0).map(g -> g.target() + " at "
                + Plural.count(g.threads(), "thread") + " (" + Plural.count(g.stoppedLeftOut(), "step") + ")").toList();
        if (!leftOut.isEmpty()) {
            out.add("Cut short (Ctrl-C or killed) and left out, as steps at the same thread count ran their full time: "
                    + String.join(", ", leftOut) + ".");
        }
        return out;
    }

    /** What one cell stands for: the rule of {@link StepGroup#value} and, for a measure, of its interval. */
    private static String cell(Metric m, int samples, int repeats, boolean intervals) {
        if (m.highestObserved()) {
            String of = samples < 2 ? "one step" : repeats < 2 ? "up to " + samples + " iterations" : samples == repeats
                    ? "up to " + repeats + " repeats" : "up to " + samples + " measurements (repeats x iterations)";
            return "Each cell is the highest of " + of + ", the worst observed, not an estimate";
        }
        String value = repeats < 2 ? (samples < 2 ? "Each cell is the step's value" : "Each cell is the mean of up to " + samples
                + " iterations") : samples == repeats ? "Each cell is the mean of up to " + repeats + " repeats"
                : "Each cell is the mean over up to " + repeats + " repeats of each repeat's mean over its iterations";
        if (m.measure().isEmpty()) {
            return value + ", without an interval (read the TPS table's)";
        }
        if (!intervals) {
            return value + ", without an interval: too few repeats and intervals to compute one";
        }
        return value + ", ± half its 95 % confidence interval, " + (repeats < 2
                ? "from the run's intervals taken in batches (how steady the run was, not how much another run would differ)"
                : "from the repeats' spread");
    }

    /** Errors, ignored errors and reconnects per target and thread count, with the commonest codes. */
    public static Optional<Table> errors(Summaries s) {
        List<List<String>> rows = new ArrayList<>();
        for (StepGroup g : s.groups()) {
            long errors = g.steps().stream().mapToLong(StepResult::errors).sum();
            long ignored = g.steps().stream().mapToLong(StepResult::ignoredErrors).sum();
            long reconnects = g.steps().stream().mapToLong(StepResult::reconnects).sum();
            if (errors + ignored + reconnects == 0) {
                continue;
            }
            rows.add(List.of(g.target(), Integer.toString(g.threads()), Long.toString(errors), Long.toString(ignored),
                    Long.toString(reconnects), topCodes(g)));
        }
        return rows.isEmpty() ? Optional.empty() : Optional.of(new Table("Errors",
                List.of("target", "threads", "errors", "ignored", "reconnects", "by code"), rows,
                List.of("Counts are summed over repeats and iterations.")));
    }

    private static String topCodes(StepGroup g) {
        Map<String, Long> byCode = new TreeMap<>();
        g.steps().forEach(st -> st.errorsByCode().forEach((k, v) -> byCode.merge(k, v, Long::sum)));
        if (byCode.isEmpty()) {
            return Fmt.ABSENT;
        }
        return byCode.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .limit(5)
                .map(e -> e.getKey() + ": " + e.getValue())
                .collect(Collectors.joining(", "));
    }

    /** Windows in which a server could not be used (failover, restart). */
    public static Optional<Table> outages(RunResult r) {
        List<List<String>> rows = new ArrayList<>();
        for (StepResult st : r.steps()) {
            for (Outage o : st.outages()) {
                rows.add(List.of(st.target(), Integer.toString(st.threads()), Integer.toString(st.repeat()),
                        String.valueOf(o.firstFailure()), String.valueOf(o.recovered()),
                        Fmt.two(o.downtimeSeconds()), HeaderTables.text(o.instanceBefore()),
                        HeaderTables.text(o.instanceAfter())));
            }
        }
        return rows.isEmpty() ? Optional.empty() : Optional.of(new Table("Outages",
                List.of("target", "threads", "repeat", "first failure", "recovered", "downtime (s)",
                        "instance before", "instance after"), rows));
    }
}

package dev.dbbench.reports.text;

import dev.dbbench.reports.Conclusions;
import dev.dbbench.reports.Fmt;
import dev.dbbench.reports.ResultTables;
import dev.dbbench.result.CellComparison;
import dev.dbbench.result.Measure;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.Saturation;
import dev.dbbench.result.StepSummary;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The table a sweep prints when it ends (one row per target and thread count with each estimate's interval, then its
 * legend, the comparisons with the first target, the conclusions, and why a target stopped early), shared by the console, {@code report} and {@code summary.txt} so that all three say the same.
 * Built from the result's summary, so a result read back from JSON prints as the live one did.
 */
public final class SweepText {
    private SweepText() {
    }

    public static String closing(RunResult result) {
        List<StepSummary> steps = result.summary().steps().orElse(List.of());
        int planned = plannedRepeats(result, steps);
        StringBuilder out = new StringBuilder("\n");
        // With --repeats, a column says how many ran, as a stop rule or Ctrl-C can leave a thread count fewer.
        String repeats = planned > 1 ? " repeats |" : "";
        out.append("| target | threads |").append(repeats).append(" tps | qps | avg ms | p95 ms | p99 ms | max ms | err % |\n");
        out.append("|---|---:|").append(planned > 1 ? "---:|" : "").append("---:|---:|---:|---:|---:|---:|---:|\n");
        for (StepSummary s : steps) {
            // The thread cell carries the status so a fragment cannot be read as a full step; a step cut short and left
            // out for full ones is counted where the repeats are, so a row of fewer repeats says why.
            String leftOut = s.stoppedLeftOut() > 0 ? " (" + s.stoppedLeftOut() + " stopped)" : "";
            String threads = s.threads() + (s.complete() ? "" : " (" + s.status() + ")") + (planned <= 1 ? leftOut : "");
            String ran = planned <= 1 ? "" : " " + s.repeats() + (s.repeats() < planned ? " of " + planned : "") + leftOut + " |";
            out.append(String.format(Locale.ROOT, "| %s | %s |%s %s | %s | %s | %s | %s | %.2f | %.2f |\n", s.target(), threads, ran,
                    Conclusions.estimate(s.tps()), Conclusions.estimate(s.qps()), Conclusions.estimate(s.avgMs()),
                    Conclusions.estimate(s.p95Ms()), Conclusions.estimate(s.p99Ms()), s.maxMs(), s.errorRatePct()));
        }
        legend(out, result, steps, planned);
        Conclusions conclusions = Conclusions.of(result);
        comparisons(out, conclusions);
        conclusions.headline().forEach(line -> out.append(line).append('\n'));
        Set<String> judged = result.summary().saturation().orElse(List.of()).stream().map(Saturation::target)
                .collect(Collectors.toSet());
        steps.stream().map(StepSummary::target).distinct().filter(t -> !judged.contains(t))
                .forEach(t -> out.append(t).append(": no step ran its full time; no peak or knee\n"));
        out.append(MetricText.table(result));
        out.append(PriceAndProbeText.of(result));
        return out.toString();
    }

    /** Each compared target's TPS and p95 against the baseline, per thread count; every measure is in the reports. */
    private static void comparisons(StringBuilder out, Conclusions conclusions) {
        List<CellComparison> all = conclusions.comparisons();
        if (all.isEmpty()) {
            return;
        }
        String baseline = all.get(0).baseline();
        out.append("\nagainst ").append(baseline).append(" (change with its 95 % interval; every measure in the reports):\n");
        out.append("| target | threads | tps | verdict | p95 ms | verdict |\n|---|---:|---|---|---|---|\n");
        Map<String, CellComparison> p95 = new LinkedHashMap<>();
        all.stream().filter(c -> c.metric().equals(Measure.P95_MS.key())).forEach(c -> p95.put(c.target() + "@" + c.threads(), c));
        all.stream().filter(c -> c.metric().equals(Measure.TPS.key())).forEach(c -> {
            CellComparison lat = p95.get(c.target() + "@" + c.threads());
            out.append("| ").append(c.target()).append(" | ").append(c.threads()).append(" | ").append(Conclusions.change(c))
                    .append(" | ").append(c.verdict().words()).append(" | ")
                    .append(lat == null ? Fmt.ABSENT : Conclusions.change(lat)).append(" | ")
                    .append(lat == null ? Fmt.ABSENT : lat.verdict().words()).append(" |\n");
        });
        out.append('\n');
    }

    /** What each column is, so the console says what report.md and report.html say under their tables. */
    private static void legend(StringBuilder out, RunResult result, List<StepSummary> steps, int planned) {
        if (planned > 1 || steps.stream().anyMatch(s -> s.samples() > 1)) {
            out.append("tps, qps, avg, p95, p99: mean over the repeats (each repeat the mean of its iterations); "
                    + "max: the highest of them all.\n");
        }
        if (steps.stream().anyMatch(s -> s.tps().hasInterval())) {
            out.append("±: half the 95 % confidence interval, from the repeats' spread, or with one repeat from the run's "
                    + "intervals in batches.\n");
        }
        if (steps.stream().anyMatch(s -> s.status().stopped())) {
            out.append("(stopped): " + ResultTables.STOPPED_MEANS + "; it counts for no peak or knee.\n");
        }
        if (steps.stream().anyMatch(s -> s.stoppedLeftOut() > 0)) {
            out.append("(N stopped): N steps " + StepSummary.CUT_SHORT + " are left out, as others at that thread count "
                    + "ran their full time.\n");
        }
        result.summary().stoppedEarly().ifPresent(early -> early.forEach((target, why) -> out.append(target).append(": ")
                .append(why).append('\n')));
    }

    /** The sweep's --repeats from the manifest; for a result written before the manifest held it, the most any step ran. */
    private static int plannedRepeats(RunResult result, List<StepSummary> steps) {
        String recorded = result.manifest().get("repeats");
        if (recorded != null && recorded.matches("\\d{1,4}")) {
            return Integer.parseInt(recorded);
        }
        return steps.stream().mapToInt(StepSummary::repeats).max().orElse(1);
    }
}

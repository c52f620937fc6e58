package dev.dbbench.reports.text;

import dev.dbbench.config.Plural;
import dev.dbbench.reports.Fmt;
import dev.dbbench.reports.ResultTables;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.sweep.Saturation;
import dev.dbbench.result.sweep.StepSummary;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The table a sweep prints when it ends (one row per target and thread count, then its legend, peak and knee, and why a
 * target stopped early), shared by the console, {@code report} and {@code summary.txt} so that all three say the same.
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
        out.append("| target | threads |").append(repeats).append(" tps | qps | avg ms | p95 ms | p99 ms | max ms | err % | spread % |\n");
        out.append("|---|---:|").append(planned > 1 ? "---:|" : "").append("---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (StepSummary s : steps) {
            // The thread cell carries the status so a fragment cannot be read as a full step; a step cut short and left
            // out for full ones is counted where the repeats are, so a row of fewer repeats says why.
            String leftOut = s.stoppedLeftOut() > 0 ? " (" + s.stoppedLeftOut() + " stopped)" : "";
            String threads = s.threads() + (s.complete() ? "" : " (" + s.status() + ")") + (planned <= 1 ? leftOut : "");
            String ran = planned <= 1 ? "" : " " + s.repeats() + (s.repeats() < planned ? " of " + planned : "") + leftOut + " |";
            out.append(String.format(Locale.ROOT, "| %s | %s |%s %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %s |\n", s.target(),
                    threads, ran, s.tpsMedian(), s.qpsMedian(), s.avgMsMedian(), s.p95MsMedian(), s.p99MsMedian(), s.maxMs(),
                    s.errorRatePct(), s.tpsSpreadPct().stream().mapToObj(v -> String.format(Locale.ROOT, "%.1f", v))
                            .findFirst().orElse(Fmt.ABSENT)));
        }
        legend(out, result, steps, planned);
        List<Saturation> sat = result.summary().saturation().orElse(List.of());
        for (Saturation s : sat) {
            String knee = s.kneeThreads().map(k -> "after " + Plural.count(k, "thread")).orElse("not reached");
            out.append(String.format(Locale.ROOT, "%s: peak %.2f tps at %s; knee %s\n", s.target(), s.peakTps(),
                    Plural.count(s.peakThreads(), "thread"), knee));
        }
        Set<String> judged = sat.stream().map(Saturation::target).collect(Collectors.toSet());
        steps.stream().map(StepSummary::target).distinct().filter(t -> !judged.contains(t))
                .forEach(t -> out.append(t).append(": no step ran its full time; no peak or knee\n"));
        out.append(TpccText.table(result));
        out.append(PriceAndProbeText.of(result));
        return out.toString();
    }

    /** What each column is, so the console says what sweep.md and report.html say under their tables. */
    private static void legend(StringBuilder out, RunResult result, List<StepSummary> steps, int planned) {
        if (planned > 1 || steps.stream().anyMatch(s -> s.samples() > 1)) {
            out.append("tps, qps, avg, p95, p99: median over the repeats (each repeat the mean of its iterations); "
                    + "max: the highest of them all.\n");
        }
        if (!steps.isEmpty()) {
            // Also for a single repeat, where every spread cell is the dash and would otherwise go unexplained.
            out.append("spread: (highest - lowest) / median of the repeats' tps; " + Fmt.ABSENT + " below two repeats (--repeats).\n");
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

package dev.dbbench.cli.jobs;

import dev.dbbench.config.Plural;
import dev.dbbench.reports.Fmt;
import dev.dbbench.reports.ResultTables;
import dev.dbbench.result.RunResult;
import dev.dbbench.sweep.Saturation;
import dev.dbbench.sweep.StepSummary;
import dev.dbbench.sweep.SweepAnalysis;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** Adds the per-step summary, peak and knee to the result, and prints the seed-shaped table at the end. */
final class SweepSummary {
    private SweepSummary() {
    }

    static void record(ResultBook book) {
        List<StepSummary> steps = SweepAnalysis.summarise(book.steps());
        book.summary("steps", steps);
        book.summary("saturation", SweepAnalysis.saturation(steps));
    }

    static void print(PrintStream out, RunResult result) {
        @SuppressWarnings("unchecked")
        List<StepSummary> steps = (List<StepSummary>) result.summary().getOrDefault("steps", List.of());
        int planned = plannedRepeats(result, steps);
        out.println();
        // With --repeats, a column says how many ran, as a stop rule or Ctrl-C can leave a thread count fewer.
        String repeats = planned > 1 ? " repeats |" : "";
        out.println("| target | threads |" + repeats + " tps | qps | avg ms | p95 ms | p99 ms | max ms | err % | spread % |");
        out.println("|---|---:|" + (planned > 1 ? "---:|" : "") + "---:|---:|---:|---:|---:|---:|---:|---:|");
        for (StepSummary s : steps) {
            // The thread cell carries the status so a fragment cannot be read as a full step; a step cut short and left
            // out for full ones is counted where the repeats are, so a row of fewer repeats says why.
            String leftOut = s.stoppedLeftOut() > 0 ? " (" + s.stoppedLeftOut() + " stopped)" : "";
            String threads = s.threads() + (s.complete() ? "" : " (" + s.status() + ")") + (planned <= 1 ? leftOut : "");
            String ran = planned <= 1 ? "" : " " + s.repeats() + (s.repeats() < planned ? " of " + planned : "") + leftOut + " |";
            out.printf(Locale.ROOT, "| %s | %s |%s %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %s |%n", s.target(), threads,
                    ran, s.tpsMedian(), s.qpsMedian(), s.avgMsMedian(), s.p95MsMedian(), s.p99MsMedian(), s.maxMs(),
                    s.errorRatePct(), s.tpsSpreadPct().stream().mapToObj(v -> String.format(Locale.ROOT, "%.1f", v))
                            .findFirst().orElse(Fmt.ABSENT));
        }
        legend(out, result, steps, planned);
        @SuppressWarnings("unchecked")
        List<Saturation> sat = (List<Saturation>) result.summary().getOrDefault("saturation", List.of());
        for (Saturation s : sat) {
            out.printf(Locale.ROOT, "%s: peak %.2f tps at %s; knee %s%n", s.target(), s.peakTps(), Plural.count(s.peakThreads(), "thread"),
                    s.kneeThreads().map(k -> "after " + Plural.count(k, "thread")).orElse("not reached"));
        }
        Set<String> judged = sat.stream().map(Saturation::target).collect(Collectors.toSet());
        steps.stream().map(StepSummary::target).distinct().filter(t -> !judged.contains(t))
                .forEach(t -> out.println(t + ": no step ran its full time; no peak or knee"));
    }

    /** What each column is, so the console says what sweep.md and report.html say under their tables. */
    private static void legend(PrintStream out, RunResult result, List<StepSummary> steps, int planned) {
        if (planned > 1 || steps.stream().anyMatch(s -> s.samples() > 1)) {
            out.println("tps, qps, avg, p95, p99: median over the repeats (each repeat the mean of its iterations); "
                    + "max: the highest of them all.");
        }
        if (!steps.isEmpty()) {
            // Also for a single repeat, where every spread cell is the dash and would otherwise go unexplained.
            out.println("spread: (highest - lowest) / median of the repeats' tps; " + Fmt.ABSENT + " below two repeats (--repeats).");
        }
        if (steps.stream().anyMatch(s -> StepSummary.STOPPED.equals(s.status()))) {
            out.println("(stopped): " + ResultTables.STOPPED_MEANS + "; it counts for no peak or knee.");
        }
        if (steps.stream().anyMatch(s -> s.stoppedLeftOut() > 0)) {
            out.println("(N stopped): N steps cut short (Ctrl-C or killed) are left out, as others at that thread count "
                    + "ran their full time.");
        }
        if (result.summary().get(StoppedEarly.KEY) instanceof Map<?, ?> early) {
            early.forEach((target, why) -> out.println(target + ": " + why));
        }
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

package dev.dbbench.cli.jobs;

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

    static void record(ResultBook book, Map<String, String> stoppedEarly) {
        List<StepSummary> steps = SweepAnalysis.summarise(book.steps());
        book.summary("steps", steps);
        book.summary("saturation", SweepAnalysis.saturation(steps));
        if (!stoppedEarly.isEmpty()) {
            book.summary("stoppedEarly", Map.copyOf(stoppedEarly));
        }
    }

    static void print(PrintStream out, RunResult result) {
        @SuppressWarnings("unchecked")
        List<StepSummary> steps = (List<StepSummary>) result.summary().getOrDefault("steps", List.of());
        out.println();
        out.println("| target | threads | tps | qps | avg ms | p95 ms | p99 ms | max ms | err % | spread % |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (StepSummary s : steps) {
            // The thread cell carries the status so a fragment cannot be read as a full step.
            String threads = s.threads() + (s.complete() ? "" : " (" + s.status() + ")");
            out.printf(Locale.ROOT, "| %s | %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.1f |%n", s.target(), threads,
                    s.tpsMedian(), s.qpsMedian(), s.avgMsMedian(), s.p95MsMedian(), s.p99MsMedian(), s.maxMs(), s.errorRatePct(),
                    s.tpsSpreadPct());
        }
        if (steps.stream().anyMatch(s -> StepSummary.STOPPED.equals(s.status()))) {
            out.println("(stopped): the step was cut short and measured only part of --time; it counts for no peak or knee.");
        }
        @SuppressWarnings("unchecked")
        List<Saturation> sat = (List<Saturation>) result.summary().getOrDefault("saturation", List.of());
        for (Saturation s : sat) {
            out.printf(Locale.ROOT, "%s: peak %.2f tps at %d threads; knee %s%n", s.target(), s.peakTps(), s.peakThreads(),
                    s.kneeThreads().map(k -> "after " + k + " threads").orElse("not reached"));
        }
        Set<String> judged = sat.stream().map(Saturation::target).collect(Collectors.toSet());
        steps.stream().map(StepSummary::target).distinct().filter(t -> !judged.contains(t))
                .forEach(t -> out.println(t + ": no step ran its full time; no peak or knee"));
    }
}

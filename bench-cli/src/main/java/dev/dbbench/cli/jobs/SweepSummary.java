package dev.dbbench.cli.jobs;

import dev.dbbench.reports.text.SweepText;
import dev.dbbench.result.RunResult;
import dev.dbbench.sweep.StepSummary;
import dev.dbbench.sweep.SweepAnalysis;
import java.io.PrintStream;
import java.util.List;

/** Adds the per-step summary, peak and knee to the result, and prints the seed-shaped table at the end. */
final class SweepSummary {
    private SweepSummary() {
    }

    static void record(ResultBook book) {
        List<StepSummary> steps = SweepAnalysis.summarise(book.steps());
        book.summary("steps", steps);
        book.summary("saturation", SweepAnalysis.saturation(steps));
    }

    /** The closing table, as summary.txt ends with it too. */
    static void print(PrintStream out, RunResult result) {
        out.print(SweepText.closing(result));
    }
}

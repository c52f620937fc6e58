package dev.dbbench.runner.jobs;

import dev.dbbench.reports.Differences;
import dev.dbbench.reports.text.SweepText;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.sweep.SweepAnalysis;
import java.io.PrintStream;
import java.util.List;

/**
 * Adds the differences between targets, the per-step summary, peak and knee to the result, and prints the seed-shaped
 * table at the end.
 */
final class SweepSummary {
    private SweepSummary() {
    }

    static void record(ResultBook book) {
        List<StepResult> steps = book.steps();
        List<Metric> declared = Rebuild.declared(book.build(RunStatus.RUNNING));
        book.summary(s -> SweepAnalysis.summarise(s, steps, declared, precision(s)));
    }

    /** The difference the comparisons' advice is for: the plan's {@code --precision}. */
    static double precision(dev.dbbench.result.RunSummary s) {
        return s.plan().map(dev.dbbench.result.SweepPlan::precision).orElse(dev.dbbench.result.SweepPlan.DEFAULT_PRECISION_PCT);
    }

    /**
     * What differs between the targets (driver properties, isolation, TLS), the table compare gives; recorded before the
     * first step, so that a sweep killed later keeps it. A sweep of one target has nothing to set beside it.
     */
    static void differences(ResultBook book) {
        RunResult begun = book.build(RunStatus.RUNNING);
        if (begun.targets().size() > 1) {
            book.summary(s -> s.withDifferences(Differences.of(begun)));
        }
    }

    /** The closing table, as summary.txt ends with it too. */
    static void print(PrintStream out, RunResult result) {
        out.print(SweepText.closing(result));
    }
}

package dev.dbbench.runner.jobs;

import dev.dbbench.runner.jobs.metrics.LiveMetrics;
import dev.dbbench.config.Durations;
import dev.dbbench.config.Plural;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The sweep's progress: on the console a header per step, a line per finished step and the time left (none of them
 * when quiet); in the live metrics the share done and the time left.
 */
final class SweepProgress {
    private final PrintStream out;
    private final boolean quiet;
    private final LiveMetrics live;
    private final int total;
    private final long secondsPerStep;
    private int done;

    /** @param series the targets times the combinations of swept params: the series each thread count runs for */
    SweepProgress(PrintStream out, Sweep.Plan plan, int series, RunSettings settings, boolean quiet, LiveMetrics live) {
        this.out = out;
        this.quiet = quiet;
        this.live = live;
        this.total = plan.repeats() * plan.threads().size() * series;
        this.secondsPerStep = settings.warmup().toSeconds() + settings.time().toSeconds() * plan.iterations()
                + plan.cooldown().toSeconds() + 1;
    }

    void starting(String target, int threads, int repeat) {
        live.sweepProgress(done, total, secondsPerStep, target);
        if (!quiet) {
            out.printf("%n--- step %d/%d: %s, %s, repeat %d ---%n", done + 1, total, target, Plural.count(threads, "thread"), repeat);
        }
    }

    void finished(String target, int threads, List<StepResult> iterations) {
        done++;
        live.sweepProgress(done, total, secondsPerStep, target);
        if (quiet) {
            return;
        }
        StepResult s = iterations.get(iterations.size() - 1);
        // Every figure, latencies included, is the mean over the iterations, as the tables have it; the max alone is
        // the highest of them, as the tables have that too.
        double tps = mean(iterations, StepResult::tps);
        double qps = mean(iterations, StepResult::qps);
        double avg = mean(iterations, r -> r.latencyMs().avg());
        double p95 = mean(iterations, r -> r.latencyMs().p95());
        double max = iterations.stream().mapToDouble(r -> r.latencyMs().max()).max().orElse(0);
        long errors = iterations.stream().mapToLong(StepResult::errors).sum();
        out.printf("step %d/%d done: %s threads=%d tps=%.2f qps=%.2f avg=%.2fms p95=%.2fms max=%.2fms errors=%d%s%s; about %s left%n",
                done, total, target, threads, tps, qps, avg, p95, max, errors,
                iterations.size() > 1 ? " (mean of " + iterations.size() + " iterations; max: the highest)" : "",
                s.status().is(StepStatus.Kind.OK) ? "" : " [" + s.status() + "]",
                Durations.format(Duration.ofSeconds(secondsPerStep * (total - done))));
    }

    private static double mean(List<StepResult> iterations, ToDoubleFunction<StepResult> f) {
        return iterations.stream().mapToDouble(f).average().orElse(0);
    }

    void skipped() {
        done++;
    }

    void note(String line) {
        out.println(line);
    }
}

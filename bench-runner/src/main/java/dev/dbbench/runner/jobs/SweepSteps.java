package dev.dbbench.runner.jobs;

import dev.dbbench.config.Plural;
import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.RunSpec;
import dev.dbbench.engine.StepLabel;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepSummary;
import dev.dbbench.sweep.SweepAnalysis;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The loop of a sweep: combinations of swept params, then repeats, then thread counts, then targets interleaved, then
 * iterations. Each combination's steps are named by their target and the combination ({@code mariadb rows=10000}), so
 * stop rules, cuts and every table treat each combination as a series of its own. The targets' order turns at every
 * thread count (A B, then B A, then A B): with a fixed order, anything that drifts during a sweep (a cache warming, a
 * neighbour's load) would always favour the same target and pass for a difference between them. With {@code --repeats
 * auto} the repeats go on until every cell's TPS is as precise as asked, or the most repeats allowed have run.
 */
final class SweepSteps {
    private final List<Session> sessions;
    private final ShardRun shards;
    private final Workloads.Chosen workload;
    private final RunSettings settings;
    private final Sweep.Plan plan;
    private final ResultBook book;
    private final IntervalListener listener;
    private final StopSignal stop;
    private final SweepProgress progress;
    private final StoppedEarly stoppedEarly;
    private final SweepCuts cuts;
    /** Why the interval files can no longer be written, when they cannot: the sweep ends. */
    private final Supplier<Optional<String>> cannotWrite;
    private boolean failed;

    SweepSteps(List<Session> sessions, ShardRun shards, Workloads.Chosen workload, RunSettings settings, Sweep.Plan plan, ResultBook book,
               IntervalListener listener, StopSignal stop, SweepProgress progress, Supplier<Optional<String>> cannotWrite) {
        this.sessions = sessions;
        this.shards = shards;
        this.workload = workload;
        this.settings = settings;
        this.plan = plan;
        this.book = book;
        this.listener = listener;
        this.stop = stop;
        this.progress = progress;
        this.stoppedEarly = new StoppedEarly(book);
        this.cuts = new SweepCuts(plan);
        this.cannotWrite = cannotWrite;
    }

    /** Whether the sweep is to end now: Ctrl-C, or files that can no longer be written. */
    private boolean ending() {
        return stop.stopped() || cannotWrite.get().isPresent();
    }

    /**
     * Runs every step; returns true when any step failed. With params swept, the whole sweep runs once per combination,
     * each on every target between that combination's trial setup and teardown.
     */
    boolean run() throws Exception {
        long firstIteration = 0;
        for (Workloads.Variant variant : workload.variants()) {
            if (ending()) {
                break;
            }
            for (Session s : sessions) {
                s.beginTrial(variant.configured());
            }
            try {
                firstIteration = sweep(variant, firstIteration);
            } finally {
                for (Session s : sessions) {
                    s.endTrial(variant.configured());
                }
            }
        }
        return failed;
    }

    /** The sweep of one combination of params; returns the first iteration number of the next. */
    private long sweep(Workloads.Variant variant, long firstIteration) throws Exception {
        long iteration = firstIteration;
        for (int repeat = 1; repeat <= plan.repeats() && !ending(); repeat++) {
            if (plan.autoRepeats() && repeat > Sweep.Plan.AUTO_MIN && precise(variant)) {
                progress.note("every TPS is within ±" + dev.dbbench.reports.Fmt.plain(plan.precisionPct()) + " % after "
                        + Plural.count(repeat - 1L, "repeat") + " (--repeats auto); no more repeats");
                break;
            }
            cuts.newRepeat();
            for (int index = 0; index < plan.threads().size(); index++) {
                for (Session s : order(repeat, index)) {
                    if (ending()) {
                        return iteration;
                    }
                    if (!cuts.runs(variant.label(s.target().name()), index)) {
                        progress.skipped();
                        continue;
                    }
                    step(s, variant, index, repeat, iteration);
                    pause();
                }
                iteration += plan.iterations();
            }
        }
        return iteration;
    }

    /** The targets in the order they run at this repeat and thread count: forward, then backward, by turns. */
    private List<Session> order(int repeat, int index) {
        if ((repeat - 1 + index) % 2 == 0) {
            return sessions;
        }
        List<Session> backward = new ArrayList<>(sessions);
        java.util.Collections.reverse(backward);
        return backward;
    }

    /**
     * True when every thread count of this combination that ran in full has a TPS interval no wider than the precision
     * asked, on every target: nothing more to repeat for.
     */
    private boolean precise(Workloads.Variant variant) {
        java.util.Set<String> series = new java.util.HashSet<>();
        sessions.forEach(s -> series.add(variant.label(s.target().name())));
        List<StepResult> mine = book.steps().stream().filter(s -> series.contains(s.target())).toList();
        return SweepAnalysis.summarise(mine).stream().filter(StepSummary::complete)
                .allMatch(c -> c.tps().halfWidthPercent().isPresent() && c.tps().halfWidthPercent().getAsDouble() <= plan.precisionPct());
    }

    /**
     * Runs one step's iterations. Each iteration's workers get seeds no other iteration of the sweep
     * uses: with the same ones, a repeat (or worker 0 of the next thread count) would send the very
     * statements of the step before, and on MySQL an UPDATE that writes a value the row already holds
     * changes nothing, so it is cheaper and counted as other. Every target gets the same seeds at the same
     * point of the sweep, so targets side by side run the same statements. Worker {@code i} adds {@code i}
     * to its step's seed, so the steps' seeds are 2^32 apart: workloads that draw from that sum alone
     * would otherwise hand worker 0 of one step worker 1's stream of the step before.
     */
    private void step(Session s, Workloads.Variant variant, int index, int repeat, long firstIteration) throws Exception {
        String name = variant.label(s.target().name());
        int threads = plan.threads().get(index);
        progress.starting(name, threads, repeat);
        List<StepResult> iterations = new ArrayList<>();
        for (int it = 1; it <= plan.iterations() && !ending(); it++) {
            RunSpec spec = settings.spec(s.target().target(), threads).withSeed((firstIteration + it - 1) << 32);
            if (it > 1) {
                spec = spec.withoutWarmup();
            }
            StepResult r = s.step(shards.runner(s), variant.configured(), spec, new StepLabel(name, repeat, it), listener, stop)
                    .withParams(variant.params());
            book.add(r);
            iterations.add(r);
            if (r.status().failed()) {
                failed = true;
                cuts.failed(name);
                stoppedEarly.put(name, r.status().text());
                break;
            }
        }
        if (iterations.isEmpty()) {
            return;
        }
        StepResult last = iterations.get(iterations.size() - 1);
        progress.finished(name, threads, iterations);
        Optional<String> cut = cuts.check(name, index, last);
        if (cut.isPresent()) {
            String where = plan.repeats() > 1 ? " in repeat " + repeat + " of " + plan.repeats() : "";
            stoppedEarly.put(name, "stopped after " + Plural.count(threads, "thread") + where + ": " + cut.get());
            progress.note(name + ": " + cut.get() + cuts.skipping(index));
        }
    }

    private void pause() throws InterruptedException {
        long end = System.nanoTime() + plan.cooldown().toNanos();
        while (!stop.stopped() && System.nanoTime() < end) {
            Thread.sleep(Math.min(100, Math.max(1, (end - System.nanoTime()) / 1_000_000)));
        }
    }
}

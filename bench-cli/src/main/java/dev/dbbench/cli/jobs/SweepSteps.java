package dev.dbbench.cli.jobs;

import dev.dbbench.config.Plural;
import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.RunSpec;
import dev.dbbench.engine.StepLabel;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.result.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The loop of a sweep: repeats, then thread counts, then targets interleaved, then iterations. */
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
    private boolean failed;

    SweepSteps(List<Session> sessions, ShardRun shards, Workloads.Chosen workload, RunSettings settings, Sweep.Plan plan, ResultBook book,
               IntervalListener listener, StopSignal stop, SweepProgress progress) {
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
    }

    /** Runs every step; returns true when any step failed. */
    boolean run() throws Exception {
        long firstIteration = 0;
        for (int repeat = 1; repeat <= plan.repeats() && !stop.stopped(); repeat++) {
            cuts.newRepeat();
            for (int index = 0; index < plan.threads().size(); index++) {
                for (Session s : sessions) {
                    if (stop.stopped()) {
                        return failed;
                    }
                    if (!cuts.runs(s.target().name(), index)) {
                        progress.skipped();
                        continue;
                    }
                    step(s, index, repeat, firstIteration);
                    pause();
                }
                firstIteration += plan.iterations();
            }
        }
        return failed;
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
    private void step(Session s, int index, int repeat, long firstIteration) throws Exception {
        String name = s.target().name();
        int threads = plan.threads().get(index);
        progress.starting(name, threads, repeat);
        List<StepResult> iterations = new ArrayList<>();
        for (int it = 1; it <= plan.iterations() && !stop.stopped(); it++) {
            RunSpec spec = settings.spec(s.target().target(), threads).withSeed((firstIteration + it - 1) << 32);
            if (it > 1) {
                spec = spec.withoutWarmup();
            }
            StepResult r = shards.runner(s).run(workload.configured(), spec, new StepLabel(name, repeat, it), listener, stop);
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

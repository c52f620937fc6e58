package dev.dbbench.runner.jobs.stability;

import dev.dbbench.runner.jobs.verdict.StabilityResults;
import dev.dbbench.runner.jobs.ResultFolder;
import dev.dbbench.result.RunResult;
import dev.dbbench.stability.LatencyWindows;
import dev.dbbench.result.StabilityThresholds;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Rewrites {@code result.json} every so often while a stability run streams, from the intervals on disk and
 * the latency merged so far (atomically: a temporary file, then a rename), so that whoever looks at a run in progress, or at one
 * that died, finds a complete result with its analysis so far. Runs on its own daemon thread: the engine's
 * interval thread never waits for it. A failed checkpoint is reported once and retried at the next one.
 */
final class Checkpoints implements AutoCloseable {
    private final ResultFolder folder;
    private final RunResult base;
    private final LatencyWindows latency;
    private final StabilityThresholds thresholds;
    private final PrintStream err;
    private final ScheduledExecutorService timer;
    private final AtomicBoolean warned = new AtomicBoolean();

    Checkpoints(ResultFolder folder, RunResult base, LatencyWindows latency, StabilityThresholds thresholds, Duration every,
                PrintStream err) {
        this.folder = folder;
        this.base = base;
        this.latency = latency;
        this.thresholds = thresholds;
        this.err = err;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "dbbench-checkpoint");
            t.setDaemon(true);
            return t;
        });
        long millis = every.toMillis();
        timer.scheduleWithFixedDelay(this::write, millis, millis, TimeUnit.MILLISECONDS);
    }

    private void write() {
        try {
            folder.writeCheckpoint(StabilityResults.checkpoint(folder.dir(), base, latency, thresholds));
        } catch (IOException | RuntimeException e) {
            if (warned.compareAndSet(false, true)) {
                err.println("warning: " + e.getMessage() + "; the intervals are still being written, and result.json is tried "
                        + "again at each checkpoint and at the end");
            }
        }
    }

    /** Stops the timer and lets a checkpoint in progress finish, so it cannot overwrite the final result. */
    @Override
    public void close() {
        timer.shutdown();
        try {
            timer.awaitTermination(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

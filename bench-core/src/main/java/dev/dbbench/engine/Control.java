package dev.dbbench.engine;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/** The run state shared by the workers and the interval thread of one step. */
final class Control {
    private static final long MAX_BATCH = 256;
    private static final int SHARES_LEFT = 4;
    private volatile boolean running = true;
    private volatile boolean measuring;
    private final AtomicReference<String> failure = new AtomicReference<>();
    // Without --events no budget is kept: a shared counter decremented by every event of every worker
    // would be the one contended cache line of the hot loop.
    private final boolean limited;
    private final AtomicLong budget;
    private final int workers;

    /**
     * @param events measured events allowed, 0 for no limit
     * @param warmup whether the step starts with a warm-up; without one, measuring (and the event budget)
     *               starts with the first event, so no event can slip in unbudgeted before the clock starts
     * @param workers how many workers share the budget
     */
    Control(long events, boolean warmup, int workers) {
        limited = events > 0;
        budget = new AtomicLong(limited ? events : 0);
        measuring = !warmup;
        this.workers = Math.max(1, workers);
    }

    boolean running() {
        return running;
    }

    boolean measuring() {
        return measuring;
    }

    void startMeasuring() {
        measuring = true;
    }

    void stop() {
        running = false;
    }

    /** Stops the step because of {@code reason}; the first reason given wins. */
    void fail(String reason) {
        failure.compareAndSet(null, reason);
        running = false;
    }

    Optional<String> failure() {
        return Optional.ofNullable(failure.get());
    }

    /** A new worker's share of the {@code --events} budget; each worker takes its own. */
    Allowance allowance() {
        return new Allowance();
    }

    /**
     * Claims a batch of events from the budget, 0 once it is spent. Batches shrink as the budget runs
     * out, to one event when fewer than {@value #SHARES_LEFT} per worker are left, so the workers still
     * finish together; with a single event per claim, workers on a fast target queued on the shared counter.
     */
    private long claim() {
        while (true) {
            long left = budget.get();
            if (left <= 0) {
                return 0;
            }
            long take = Math.max(1, Math.min(MAX_BATCH, left / ((long) SHARES_LEFT * workers)));
            if (budget.compareAndSet(left, left - take)) {
                return take;
            }
        }
    }

    /** One worker's events claimed from the budget but not yet run. Used by its worker thread only. */
    final class Allowance {
        private long claimed;

        /** Takes one event; false once the budget is spent. Warm-up events are free. */
        boolean take() {
            if (!limited || !measuring) {
                return true;
            }
            if (claimed == 0 && (claimed = claim()) == 0) {
                return false;
            }
            claimed--;
            return true;
        }
    }
}

package dev.dbbench.engine;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/** The run state shared by the workers and the interval thread of one step. */
public final class Control {
    private static final long MAX_BATCH = 256;
    private static final int SHARES_LEFT = 4;
    private static final long HOLD_PARK_NANOS = 20_000;
    /** {@link Allowance#take}: start the event. */
    public static final int GO = 0;
    /** {@link Allowance#take}: wait until measuring starts, then ask again. */
    public static final int HOLD = 1;
    /** {@link Allowance#take}: the budget is spent, this worker is done. */
    public static final int SPENT = 2;
    private volatile boolean running = true;
    private volatile boolean measuring;
    // With --events and a warm-up, measuring starts only once no event is in flight: one started in the warm-up
    // and ended after it would be counted as measured without using the budget.
    private volatile boolean holding;
    private final AtomicInteger held = new AtomicInteger();
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

    public boolean running() {
        return running;
    }

    public boolean measuring() {
        return measuring;
    }

    /** Whether an {@code --events} budget is kept. */
    public boolean limited() {
        return limited;
    }

    /** Asks the workers to start no new event until measuring starts. */
    public void hold() {
        holding = true;
    }

    /** Workers waiting for measuring to start; each counts itself once, with {@link #arrive}. */
    public int held() {
        return held.get();
    }

    /** A worker is waiting for measuring to start; it has no event in flight. */
    public void arrive() {
        held.incrementAndGet();
    }

    /** Parks the calling worker until measuring starts or the step stops; false when it stopped. */
    public boolean awaitMeasuring() {
        while (!measuring) {
            if (!running) {
                return false;
            }
            LockSupport.parkNanos(HOLD_PARK_NANOS);
        }
        return true;
    }

    public void startMeasuring() {
        // Before holding is cleared: a worker that sees holding off then sees measuring on.
        measuring = true;
        holding = false;
    }

    public void stop() {
        running = false;
    }

    /** Stops the step because of {@code reason}; the first reason given wins. */
    public void fail(String reason) {
        failure.compareAndSet(null, reason);
        running = false;
    }

    public Optional<String> failure() {
        return Optional.ofNullable(failure.get());
    }

    /** A new worker's share of the {@code --events} budget; each worker takes its own. */
    public Allowance allowance() {
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
    public final class Allowance {
        private long claimed;

        /** Takes one event: {@link #GO}, {@link #HOLD} or {@link #SPENT}. Warm-up events are free. */
        public int take() {
            if (!limited) {
                return GO;
            }
            // holding is read before measuring, the reverse of the order startMeasuring writes them.
            boolean hold = holding;
            if (!measuring) {
                return hold ? HOLD : GO;
            }
            if (claimed == 0 && (claimed = claim()) == 0) {
                return SPENT;
            }
            claimed--;
            return GO;
        }

        /**
         * Whether {@link #take} can only say {@link #SPENT}; lets a worker waiting for its next due time under
         * {@code --rate} leave as soon as the others have used the budget up, rather than at that time.
         */
        public boolean spent() {
            return limited && measuring && claimed == 0 && budget.get() <= 0;
        }
    }
}

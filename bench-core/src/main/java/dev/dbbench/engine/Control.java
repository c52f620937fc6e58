package dev.dbbench.engine;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/** The run state shared by the workers and the interval thread of one step. */
final class Control {
    private volatile boolean running = true;
    private volatile boolean measuring;
    private final AtomicReference<String> failure = new AtomicReference<>();
    // Without --events no budget is kept: a shared counter decremented by every event of every worker
    // would be the one contended cache line of the hot loop.
    private final boolean limited;
    private final AtomicLong budget;

    /**
     * @param events measured events allowed, 0 for no limit
     * @param warmup whether the step starts with a warm-up; without one, measuring (and the event budget)
     *               starts with the first event, so no event can slip in unbudgeted before the clock starts
     */
    Control(long events, boolean warmup) {
        limited = events > 0;
        budget = new AtomicLong(limited ? events : 0);
        measuring = !warmup;
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

    /** Takes one event from the {@code --events} budget; false once it is spent. Warm-up events are free. */
    boolean takeEvent() {
        return !limited || !measuring || budget.getAndDecrement() > 0;
    }
}

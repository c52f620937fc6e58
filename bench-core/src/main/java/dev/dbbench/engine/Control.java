package dev.dbbench.engine;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/** The run state shared by the workers and the interval thread of one step. */
final class Control {
    private volatile boolean running = true;
    private volatile boolean measuring;
    private final AtomicReference<String> failure = new AtomicReference<>();
    private final AtomicLong budget;

    Control(long events) {
        budget = new AtomicLong(events <= 0 ? Long.MAX_VALUE : events);
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
        return !measuring || budget.getAndDecrement() > 0;
    }
}

package dev.dbbench.engine;

import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.testing.TablelessWorkload;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * A workload whose events only burn CPU, so that a few hundred workers keep every core busy and the interval
 * thread has to compete with them. Each event notes the wall-clock millisecond it ended in, which lets a test
 * count the events that really ended inside an interval without trusting the engine's clock.
 */
final class Spinning extends TablelessWorkload<Spinning.State> {
    private static final int MAX_MILLIS = 600_000;
    private final long spinNanos;
    private final long baseMillis = System.currentTimeMillis();
    private final AtomicLongArray endedPerMilli = new AtomicLongArray(MAX_MILLIS);

    Spinning(long spinNanos) {
        this.spinNanos = spinNanos;
    }

    @Override
    public Map<String, String> settings() {
        return Map.of();
    }

    @Override
    public State open(WorkerContext ctx) {
        return new State();
    }

    @Override
    public int event(State state, Counter counter) {
        long until = System.nanoTime() + spinNanos;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        counter.other();
        endedPerMilli.incrementAndGet((int) (System.currentTimeMillis() - baseMillis));
        return 0;
    }

    /** Events that ended from wall-clock millisecond {@code fromMillis} (inclusive) to {@code toMillis} (exclusive). */
    long ended(long fromMillis, long toMillis) {
        long n = 0;
        for (long ms = Math.max(fromMillis, baseMillis); ms < toMillis && ms - baseMillis < MAX_MILLIS; ms++) {
            n += endedPerMilli.get((int) (ms - baseMillis));
        }
        return n;
    }

    /** The wall-clock millisecond in which the last event ended, or 0 when none has. */
    long lastEnd() {
        for (int ms = MAX_MILLIS - 1; ms >= 0; ms--) {
            if (endedPerMilli.get(ms) > 0) {
                return baseMillis + ms;
            }
        }
        return 0;
    }

    static final class State implements WorkerState {
        @Override
        public void close() {
            // Holds nothing.
        }
    }
}

package dev.dbbench.engine;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import java.time.Instant;
import org.HdrHistogram.Histogram;

/**
 * Receives each interval as it closes, on the engine's interval thread. Implementations write to disk,
 * print the live line or serve metrics; they must be quick: the next interval does not close while one is being
 * reported, so a slow listener makes it longer (and marks it late).
 */
@FunctionalInterface
public interface IntervalListener {

    /**
     * @param interval the interval's counts and rates
     * @param latency  the interval's event latencies in nanoseconds, merged over workers and kinds of event;
     *                 read-only, valid only during the call
     */
    void onInterval(IntervalResult interval, Histogram latency);

    /**
     * The server went away: the first worker lost its connection at {@code firstFailure}. Called on the
     * interval thread within about 100 ms, before the matching {@link #onOutageEnd}, so that a run killed
     * during an outage can still show when it began. The default does nothing.
     */
    default void onOutageStart(Instant firstFailure, String instanceBefore) {
    }

    /** An outage window closed (an event succeeded again, or the step ended during it). The default does nothing. */
    default void onOutageEnd(Outage window) {
    }

    static IntervalListener none() {
        return (i, h) -> { };
    }

    default IntervalListener andThen(IntervalListener next) {
        IntervalListener first = this;
        return new IntervalListener() {
            @Override
            public void onInterval(IntervalResult interval, Histogram latency) {
                first.onInterval(interval, latency);
                next.onInterval(interval, latency);
            }

            @Override
            public void onOutageStart(Instant firstFailure, String instanceBefore) {
                first.onOutageStart(firstFailure, instanceBefore);
                next.onOutageStart(firstFailure, instanceBefore);
            }

            @Override
            public void onOutageEnd(Outage window) {
                first.onOutageEnd(window);
                next.onOutageEnd(window);
            }
        };
    }
}

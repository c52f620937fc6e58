package dev.dbbench.engine;

import dev.dbbench.result.IntervalResult;
import org.HdrHistogram.Histogram;

/**
 * Receives each interval as it closes, on the engine's interval thread. Implementations write to disk,
 * print the live line or serve metrics; they must be quick, since the next interval waits for them.
 */
@FunctionalInterface
public interface IntervalListener {

    /**
     * @param interval the interval's counts and rates
     * @param latency  the interval's event latencies in nanoseconds, merged over workers and kinds of event;
     *                 read-only, valid only during the call
     */
    void onInterval(IntervalResult interval, Histogram latency);

    static IntervalListener none() {
        return (i, h) -> { };
    }

    default IntervalListener andThen(IntervalListener next) {
        return (i, h) -> {
            onInterval(i, h);
            next.onInterval(i, h);
        };
    }
}

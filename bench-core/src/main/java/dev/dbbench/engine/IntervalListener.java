package dev.dbbench.engine;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import java.time.Instant;
import org.HdrHistogram.Histogram;

/**
 * Receives each interval as it closes, and the outages, in order, on a thread of the engine's that does nothing else:
 * a listener that writes to disk, prints the live line or serves metrics never holds an interval open, however slow.
 * A step ends only once its listener has had every interval. A listener that throws stops the step.
 */
@FunctionalInterface
public interface IntervalListener {

    /**
     * @param interval the interval's counts and rates
     * @param latency  the interval's event latencies in nanoseconds, merged over workers and kinds of event; the
     *                 listener's own
     */
    void onInterval(IntervalResult interval, Histogram latency);

    /**
     * The server went away: the first worker lost its connection at {@code firstFailure}. Called within about
     * 100 ms, before the matching {@link #onOutageEnd}, so that a run killed during an outage can still show when it
     * began. The default does nothing.
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

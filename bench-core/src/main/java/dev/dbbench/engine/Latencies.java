package dev.dbbench.engine;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.IntervalHistogramProvider;
import org.HdrHistogram.Recorder;
import org.HdrHistogram.SingleWriterRecorder;
import org.HdrHistogram.ValueRecorder;

/**
 * The latency recorders of a stripe of a step's workers, one per kind of event, which the interval thread drains
 * once per interval. A step of up to {@link #STRIPES} workers gives each worker a stripe of its own, written
 * wait-free by that worker alone; a larger step spreads its workers over {@link #STRIPES} stripes shared by
 * several writers. Draining a recorder moves a whole histogram (about 37 KB) whatever it holds, and among hundreds
 * of busy threads the interval thread gets the core in slices of a millisecond or two between long waits: with a
 * recorder per worker, a 512-worker step's closes outlasted the interval and the clock skipped ticks. A shared
 * recorder costs each event a few atomic increments instead.
 */
final class Latencies {
    /** The most stripes a step has: closing an interval drains this many recorders per kind of event at most. */
    static final int STRIPES = 32;
    private final ValueRecorder[] writers;
    private final List<IntervalHistogramProvider<Histogram>> readers;

    private Latencies(int operations, boolean shared) {
        writers = new ValueRecorder[operations];
        readers = new ArrayList<>(operations);
        for (int op = 0; op < operations; op++) {
            if (shared) {
                Recorder r = new Recorder(1, WorkerStats.MAX_NANOS, WorkerStats.DIGITS);
                writers[op] = r;
                readers.add(r);
            } else {
                SingleWriterRecorder r = new SingleWriterRecorder(1, WorkerStats.MAX_NANOS, WorkerStats.DIGITS);
                writers[op] = r;
                readers.add(r);
            }
        }
    }

    /** The stripes of a step of {@code workers} workers; worker {@code w} records into stripe {@code w % size}. */
    static List<Latencies> stripes(int workers, int operations) {
        int n = Math.max(1, Math.min(workers, STRIPES));
        List<Latencies> stripes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            stripes.add(new Latencies(operations, workers > STRIPES));
        }
        return stripes;
    }

    /** A stripe of one worker's own. */
    static Latencies single(int operations) {
        return new Latencies(operations, false);
    }

    /** Records one event's latency, in nanoseconds within the recorders' range. */
    void record(int operation, long nanos) {
        writers[operation].recordValue(nanos);
    }

    /** Moves the latencies recorded since the last call into {@code recycle} (or a new histogram), which it returns. */
    Histogram drain(int operation, Histogram recycle) {
        return readers.get(operation).getIntervalHistogram(recycle);
    }
}

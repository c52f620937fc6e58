package dev.dbbench.replica;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * One reader's lag samples since the interval thread last took them, in microseconds, and the lag the reader last
 * reported of itself. The sampler thread records; the interval thread takes.
 */
public final class LagTrack {
    /** Lags are recorded up to an hour; a longer one is recorded as an hour. */
    private static final long MAX_MICROS = 3_600_000_000L;
    private final String reader;
    private final Recorder samples = new Recorder(MAX_MICROS, 2);
    private volatile double reportedSeconds = -1;
    private Histogram recycled;

    LagTrack(String reader) {
        this.reader = reader;
    }

    public String reader() {
        return reader;
    }

    void record(long lagNanos) {
        samples.recordValue(Math.min(MAX_MICROS, Math.max(0, lagNanos / 1000)));
    }

    void reported(double seconds) {
        reportedSeconds = seconds;
    }

    /** The lag the reader last reported of itself, in seconds; -1 when it reported none. */
    public double reportedSeconds() {
        return reportedSeconds;
    }

    /**
     * The samples recorded since the last call, in microseconds. Interval thread only; the histogram is this track's,
     * valid until the next call.
     */
    public Histogram take() {
        Histogram taken = samples.getIntervalHistogram(recycled);
        recycled = taken;
        return taken;
    }

    /** A histogram that can hold what {@link #take} returns, for a step's total. */
    public static Histogram newHistogram() {
        return new Histogram(MAX_MICROS, 2);
    }
}

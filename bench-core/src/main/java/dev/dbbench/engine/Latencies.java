package dev.dbbench.engine;

import org.HdrHistogram.AtomicHistogram;
import org.HdrHistogram.Histogram;

/**
 * A step's latency histograms, one per kind of event in each of a few stripes of workers and each of a few
 * intervals, which the interval thread drains once per interval.
 *
 * <p>Each interval has histograms of its own: a worker records into those of the interval current when its event
 * ends, which the clock moves on with a single write as it ends the interval. So ending an interval never waits
 * for a writer, and draining one can wait for the interval thread: among hundreds of busy threads that thread
 * gets the core in slices of a millisecond or two between waits of up to a second, which must make the drain
 * late, never the interval. The clock may run up to {@link #SLOTS} - 2 intervals ahead of the drains before a
 * slot is needed again. Writers only ever add to a histogram and a drain takes the difference from what it took
 * before, so a writer that read the interval just before it ended and records after it was drained has its event
 * reported with the next interval that slot holds (a handful of events in tens of thousands), never lost.
 *
 * <p>A step of up to {@link #STRIPES} workers gives each worker a stripe of its own; a larger one spreads its
 * workers over {@link #STRIPES} stripes, so a drain reads at most that many histograms (about 37 KB each) per
 * kind of event.
 */
final class Latencies {
    /** The most stripes a step has. */
    static final int STRIPES = 32;
    /** Intervals with histograms of their own: a power of two. */
    static final int SLOTS = 4;
    /** An interval number that means every slot: the step's last drain, after its workers finished. */
    static final int ALL = -1;
    private final AtomicHistogram[][][] histograms;
    /** Per histogram, what the drains have taken of it so far. */
    private final Histogram[][][] drained;
    /** Interval thread: a histogram's contents at the drain in progress. */
    private Histogram now = WorkerStats.newHistogram();
    /** The interval events are recorded into; written by the clock thread only. */
    private volatile int current;

    private Latencies(int stripes, int operations) {
        histograms = new AtomicHistogram[stripes][SLOTS][operations];
        drained = new Histogram[stripes][SLOTS][operations];
        for (int s = 0; s < stripes; s++) {
            for (int slot = 0; slot < SLOTS; slot++) {
                for (int op = 0; op < operations; op++) {
                    histograms[s][slot][op] = new AtomicHistogram(1, WorkerStats.MAX_NANOS, WorkerStats.DIGITS);
                    drained[s][slot][op] = WorkerStats.newHistogram();
                }
            }
        }
    }

    /** The histograms of a step of {@code workers} workers and {@code operations} kinds of event. */
    static Latencies of(int workers, int operations) {
        return new Latencies(Math.max(1, Math.min(workers, STRIPES)), operations);
    }

    int stripes() {
        return histograms.length;
    }

    /** The stripe worker {@code worker} records into. */
    Stripe stripe(int worker) {
        return new Stripe(this, histograms[worker % histograms.length]);
    }

    /** Clock thread: ends the current interval and returns its number; events recorded from now on go to the next. */
    int advance() {
        int ended = current;
        current = ended + 1;
        return ended;
    }

    /**
     * Interval thread: adds to {@code into} what was recorded of {@code operation} into the histograms of interval
     * {@code interval} (or of every interval: {@link #ALL}) since they were last drained.
     */
    void drain(int interval, int operation, Histogram into) {
        for (int s = 0; s < histograms.length; s++) {
            for (int slot = 0; slot < SLOTS; slot++) {
                if (interval == ALL || slot == (interval & (SLOTS - 1))) {
                    Histogram before = drained[s][slot][operation];
                    histograms[s][slot][operation].copyInto(now);
                    if (now.getTotalCount() != before.getTotalCount()) {
                        // Adding the whole and taking the earlier part away again leaves into's maximum and minimum
                        // those of what it holds: subtract recomputes them when they are gone.
                        into.add(now);
                        into.subtract(before);
                        drained[s][slot][operation] = now;
                        now = before;
                    }
                }
            }
        }
    }

    /** A worker's view: records into its stripe's histograms of the current interval. */
    static final class Stripe {
        private final Latencies owner;
        private final AtomicHistogram[][] slots;

        private Stripe(Latencies owner, AtomicHistogram[][] slots) {
            this.owner = owner;
            this.slots = slots;
        }

        /** Records one event's latency, in nanoseconds within the histograms' range. */
        void record(int operation, long nanos) {
            slots[owner.current & (SLOTS - 1)][operation].recordValue(nanos);
        }
    }
}

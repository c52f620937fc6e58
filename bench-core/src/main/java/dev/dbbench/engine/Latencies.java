package dev.dbbench.engine;

import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.AtomicHistogram;
import org.HdrHistogram.Histogram;

/**
 * A step's latency histograms, one per kind of event in each of a few stripes of workers, in a set per interval
 * that the interval thread drains once the interval has ended.
 *
 * <p>A worker records into the set of the interval current when its event ends, which the clock moves on with a
 * single write as it ends the interval. So ending an interval never waits for a writer, and draining one can wait
 * for the interval thread: among hundreds of busy threads that thread gets the core in slices of a millisecond or
 * two between waits of up to a second, which must make the drain late, never the interval. A drained set goes back
 * to a pool the clock takes the next interval's from; while the interval thread is behind the clock makes new
 * ones, up to {@link #mostPending()} intervals ahead of the drains, a bound on memory. Writers only ever add to a
 * histogram and a drain takes the difference from what it took before, so a writer that read the interval just
 * before it ended and records after it was drained has its event reported with the next interval that set holds
 * (a handful of events in tens of thousands), never lost.
 *
 * <p>A step of few workers gives each worker a stripe of its own; a larger one spreads its workers over two
 * stripes per core, at most {@link #STRIPES}: no more writers than cores run at once, and a drain reads every
 * stripe's histogram (about 37 KB) per kind of event, work the interval thread must finish within its slices.
 */
final class Latencies {
    /** The most stripes a step has. */
    static final int STRIPES = 32;
    /** Stripes per core of the client. */
    private static final int STRIPES_PER_CORE = 2;
    /** The fewest intervals the clock may run ahead of the drains. */
    private static final int LEAST_PENDING = 2;
    /** The most intervals the clock may run ahead of the drains. */
    private static final int MOST_PENDING = 60;
    /** The share of the heap the sets of intervals not yet drained may take. */
    private static final int HEAP_SHARE = 32;
    /** What {@link #drain} drains for the step's last interval, after its workers finished: every set. */
    static final Slot ALL = new Slot(new AtomicHistogram[0][0], new Histogram[0][0]);
    private final int stripes;
    private final int operations;
    private final int mostPending;
    /** Every set made, for the step's last drain. */
    private final List<Slot> made = new CopyOnWriteArrayList<>();
    /** Drained sets, which the clock takes new intervals' from. */
    private final Queue<Slot> drained = new ConcurrentLinkedQueue<>();
    /** Interval thread: a histogram's contents at the drain in progress. */
    private Histogram now = WorkerStats.newHistogram();
    /** The set events are recorded into; written by the thread ending an interval, one at a time. */
    private volatile Slot current;

    private Latencies(int stripes, int operations, long heapBytes) {
        this.stripes = stripes;
        this.operations = operations;
        long setBytes = 2L * stripes * operations * now.getEstimatedFootprintInBytes();
        this.mostPending = (int) Math.max(LEAST_PENDING, Math.min(MOST_PENDING, heapBytes / HEAP_SHARE / setBytes - 2));
        this.current = make();
    }

    /** The histograms of a step of {@code workers} workers and {@code operations} kinds of event on this JVM. */
    static Latencies of(int workers, int operations) {
        return of(workers, operations, Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory());
    }

    /** The histograms of a step on a client of {@code cores} cores and a heap of {@code heapBytes}. */
    static Latencies of(int workers, int operations, int cores, long heapBytes) {
        int stripes = Math.max(1, Math.min(workers, Math.min(STRIPES, STRIPES_PER_CORE * cores)));
        return new Latencies(stripes, operations, heapBytes);
    }

    int stripes() {
        return stripes;
    }

    /**
     * How many ended intervals may wait for their drain before the clock holds the next interval open: as many as
     * fit in a 32nd of the heap, at least 2.
     */
    int mostPending() {
        return mostPending;
    }

    /** The stripe worker {@code worker} records into. */
    Stripe stripe(int worker) {
        return new Stripe(this, worker % stripes);
    }

    /**
     * The thread ending an interval, one at a time (the clock's, or a worker taking its tick): ends the current
     * interval and returns its set; events recorded from now on go to the next.
     * Makes a set when none is drained, so the caller must keep the intervals not yet drained within
     * {@link #mostPending()}.
     */
    Slot advance() {
        Slot ended = current;
        Slot next = drained.poll();
        current = next != null ? next : make();
        return ended;
    }

    private Slot make() {
        AtomicHistogram[][] histograms = new AtomicHistogram[stripes][operations];
        Histogram[][] taken = new Histogram[stripes][operations];
        for (int s = 0; s < stripes; s++) {
            for (int op = 0; op < operations; op++) {
                histograms[s][op] = new AtomicHistogram(1, WorkerStats.MAX_NANOS, WorkerStats.DIGITS);
                taken[s][op] = WorkerStats.newHistogram();
            }
        }
        Slot slot = new Slot(histograms, taken);
        made.add(slot);
        return slot;
    }

    /**
     * Interval thread: adds to {@code into[op]} what was recorded of each kind of event into {@code slot} (or into
     * every set: {@link #ALL}) since it was last drained, and hands the set back for a later interval.
     */
    void drain(Slot slot, Histogram[] into) {
        for (Slot s : slot == ALL ? made : List.of(slot)) {
            for (int op = 0; op < operations; op++) {
                for (int stripe = 0; stripe < stripes; stripe++) {
                    drain(s, stripe, op, into[op]);
                }
            }
        }
        if (slot != ALL) {
            drained.add(slot);
        }
    }

    private void drain(Slot slot, int stripe, int op, Histogram into) {
        Histogram before = slot.taken[stripe][op];
        slot.histograms[stripe][op].copyInto(now);
        if (now.getTotalCount() != before.getTotalCount()) {
            // Adding the whole and taking the earlier part away again leaves into's maximum and minimum those of
            // what it holds: subtract recomputes them when they are gone.
            into.add(now);
            into.subtract(before);
            slot.taken[stripe][op] = now;
            now = before;
        }
    }

    /**
     * One interval's histograms, per stripe and kind of event, and per histogram what the drains took of it so far.
     */
    static final class Slot {
        private final AtomicHistogram[][] histograms;
        private final Histogram[][] taken;

        private Slot(AtomicHistogram[][] histograms, Histogram[][] taken) {
            this.histograms = histograms;
            this.taken = taken;
        }
    }

    /** A worker's view: records into its stripe's histograms of the current interval. */
    static final class Stripe {
        private final Latencies owner;
        private final int stripe;

        private Stripe(Latencies owner, int stripe) {
            this.owner = owner;
            this.stripe = stripe;
        }

        /** Records one event's latency, in nanoseconds within the histograms' range. */
        void record(int operation, long nanos) {
            owner.current.histograms[stripe][operation].recordValue(nanos);
        }
    }
}

package dev.dbbench.replica;

/**
 * When each heartbeat was committed on the writer, on this process's {@link System#nanoTime()} clock (the middle of
 * the statement's round trip), and the lag that follows for a reader that shows a given heartbeat. One writer thread
 * adds beats; any thread reads. A reader that shows beat {@code k} has not applied beat {@code k + 1}: it is behind by
 * at least the time since {@code k + 1} was committed, and by nothing when it shows the newest. Both moments are read
 * on one clock, so the skew between client and server clocks never enters, and the resolution is a round trip, not
 * the heartbeat's period.
 */
final class Heartbeats {
    /** Beats kept: about 55 minutes at ten a second; a reader further behind is reported as this far behind. */
    private static final int CAPACITY = 1 << 15;
    private static final int MASK = CAPACITY - 1;
    private final long[] committed = new long[CAPACITY];
    /** The newest beat committed, -1 before the first; written after its slot, so a reader of it sees the slot. */
    private volatile long newest = -1;

    /** Beat {@code seq} (0, 1, 2 ...) was committed at {@code nanos}. */
    void committed(long seq, long nanos) {
        committed[(int) (seq & MASK)] = nanos;
        newest = seq;
    }

    long newest() {
        return newest;
    }

    /**
     * The lag in nanoseconds of a reader that showed beat {@code seen} (-1: not even the first) at {@code readNanos}.
     */
    long lagNanos(long seen, long readNanos) {
        long last = newest;
        if (seen >= last) {
            return 0;
        }
        long next = Math.max(seen + 1, last - CAPACITY + 1);
        return Math.max(0, readNanos - committed[(int) (next & MASK)]);
    }
}

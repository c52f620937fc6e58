package dev.dbbench.engine;

import dev.dbbench.spi.workload.Counter;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A worker's {@link Counter}: the only implementation, so that the workloads' calls stay monomorphic and inline
 * on the hot path. One instance per worker: only its worker writes, the interval thread reads.
 *
 * <p>Counts collect privately during an event and are published together with the event itself when
 * it ends (or fails), under a sequence lock, so the interval thread always sees an event and its
 * statements in the same interval: a step that starts measuring while events are in flight still
 * has exactly 20 queries per {@code oltp_read_write} transaction. Publishing is a few plain stores and
 * two store fences: no lock, no allocation, no contended cache line.
 */
public final class QueryCounter implements Counter {
    private static final VarHandle LONG = MethodHandles.arrayElementVarHandle(long[].class);
    private static final int SEQ = 0;
    static final int READS = 1;
    static final int WRITES = 2;
    static final int OTHER = 3;
    static final int EMPTY_READS = 4;
    static final int EVENTS = 5;
    /** Slots a {@link #snapshot} fills: reads, writes, other, empty reads, events. */
    public static final int SNAPSHOT_SIZE = 5;
    // Padding keeps two workers' counters off one cache line.
    private final long[] published = new long[16];
    private long reads;
    private long writes;
    private long other;
    private long emptyReads;
    private long events;

    @Override
    public void read() {
        reads++;
    }

    @Override
    public void emptyRead() {
        reads++;
        emptyReads++;
    }

    @Override
    public void write() {
        writes++;
    }

    @Override
    public void other() {
        other++;
    }

    /** Publishes the statements of an event that completed, and the event. Called by the engine. */
    public void publishEvent() {
        events++;
        publish();
    }

    /** Publishes the statements of an attempt that failed; the event is not counted. Called by the engine. */
    public void publish() {
        long seq = (long) LONG.getOpaque(published, SEQ);
        LONG.setOpaque(published, SEQ, seq + 1);
        VarHandle.storeStoreFence();
        LONG.setOpaque(published, READS, reads);
        LONG.setOpaque(published, WRITES, writes);
        LONG.setOpaque(published, OTHER, other);
        LONG.setOpaque(published, EMPTY_READS, emptyReads);
        LONG.setOpaque(published, EVENTS, events);
        LONG.setRelease(published, SEQ, seq + 2);
    }

    /**
     * Copies a consistent set of published totals into {@code into} (reads, writes, other, empty reads,
     * events), retrying while the worker is publishing.
     */
    public void snapshot(long[] into) {
        while (true) {
            long before = (long) LONG.getAcquire(published, SEQ);
            if ((before & 1) != 0) {
                Thread.onSpinWait();
                continue;
            }
            for (int i = 0; i < SNAPSHOT_SIZE; i++) {
                into[i] = (long) LONG.getOpaque(published, READS + i);
            }
            VarHandle.loadLoadFence();
            if ((long) LONG.getOpaque(published, SEQ) == before) {
                return;
            }
        }
    }

    public long reads() {
        return (long) LONG.getOpaque(published, READS);
    }

    public long writes() {
        return (long) LONG.getOpaque(published, WRITES);
    }

    public long others() {
        return (long) LONG.getOpaque(published, OTHER);
    }

    public long emptyReads() {
        return (long) LONG.getOpaque(published, EMPTY_READS);
    }

    /** The events published so far. */
    public long events() {
        return (long) LONG.getOpaque(published, EVENTS);
    }
}

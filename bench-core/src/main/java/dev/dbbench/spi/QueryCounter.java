package dev.dbbench.spi;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Counts statements exactly as sysbench does: a statement that returns rows is a read, DML that
 * changes at least one row is a write, everything else (BEGIN, COMMIT, DML that matched nothing) is
 * other. One instance per worker: only its worker writes, the interval thread reads.
 *
 * <p>Writes are opaque stores of the worker's own running totals, so counting costs no lock, no
 * allocation and no contended cache line; the reader sees each total within an interval.
 */
public final class QueryCounter {
    private static final VarHandle LONG = MethodHandles.arrayElementVarHandle(long[].class);
    static final int READS = 0;
    static final int WRITES = 1;
    static final int OTHER = 2;
    static final int EMPTY_READS = 3;
    // Padding keeps two workers' counters off one cache line.
    private final long[] totals = new long[16];

    public void read() {
        add(READS);
    }

    /** A read that returned no row: counted as a read, and separately so that a dataset smaller than --table-size shows. */
    public void emptyRead() {
        add(READS);
        add(EMPTY_READS);
    }

    public void write() {
        add(WRITES);
    }

    public void other() {
        add(OTHER);
    }

    /** Counts a DML statement by its update count, as sysbench does. */
    public void dml(int affectedRows) {
        add(affectedRows > 0 ? WRITES : OTHER);
    }

    private void add(int slot) {
        LONG.setOpaque(totals, slot, (long) LONG.getOpaque(totals, slot) + 1);
    }

    public long reads() {
        return (long) LONG.getOpaque(totals, READS);
    }

    public long writes() {
        return (long) LONG.getOpaque(totals, WRITES);
    }

    public long others() {
        return (long) LONG.getOpaque(totals, OTHER);
    }

    public long emptyReads() {
        return (long) LONG.getOpaque(totals, EMPTY_READS);
    }
}

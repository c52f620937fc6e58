package dev.dbbench.sql;

import dev.dbbench.spi.BulkLoader;
import java.util.Arrays;

/**
 * Rows encoded for a bulk load command into one growable byte array that the loader sends whenever it is
 * full enough and then clears, so writing a row allocates nothing once the array is big enough. Each
 * subclass is one format: what a row starts and ends with and how each value is written. Not thread-safe:
 * one per loading call.
 */
public abstract class EncodedRows implements BulkLoader.RowWriter {
    protected byte[] buf;
    protected int size;

    protected EncodedRows(int capacity) {
        buf = new byte[capacity];
    }

    public abstract void startRow();

    public abstract void endRow();

    public final byte[] bytes() {
        return buf;
    }

    public final int size() {
        return size;
    }

    public final void clear() {
        size = 0;
    }

    /** Drops what was written after {@code mark}: a source may start a row and then report none. */
    public final void truncate(int mark) {
        size = mark;
    }

    /** Makes room for {@code more} bytes after {@link #size}. */
    protected final void ensure(int more) {
        if (size + more > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + more));
        }
    }
}

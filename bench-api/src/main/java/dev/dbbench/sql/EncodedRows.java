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
    /** The encoded rows, from 0 to {@link #size}; a subclass writes after {@link #ensure} made room. */
    protected byte[] buf;
    /** How many bytes of {@link #buf} hold rows. */
    protected int size;

    /**
     * An empty buffer.
     *
     * @param capacity the first size of the array, in bytes; it grows as needed
     */
    protected EncodedRows(int capacity) {
        buf = new byte[capacity];
    }

    /** Starts a row; the values follow. */
    public abstract void startRow();

    /** Ends the row that {@link #startRow} started. */
    public abstract void endRow();

    /**
     * The encoded rows; only the first {@link #size} bytes count.
     *
     * @return the buffer itself, valid until the next write
     */
    public final byte[] bytes() {
        return buf;
    }

    /**
     * How many bytes are encoded.
     *
     * @return the count of bytes of {@link #bytes} that count
     */
    public final int size() {
        return size;
    }

    /** Empties the buffer once its rows are sent, keeping its capacity. */
    public final void clear() {
        size = 0;
    }

    /**
     * Drops what was written after {@code mark}: a source may start a row and then report none.
     *
     * @param mark a {@link #size} read earlier
     */
    public final void truncate(int mark) {
        size = mark;
    }

    /**
     * Makes room for {@code more} bytes after {@link #size}, growing {@link #buf} when needed.
     *
     * @param more how many bytes will be written
     */
    protected final void ensure(int more) {
        if (size + more > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + more));
        }
    }
}

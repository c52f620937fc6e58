package dev.dbbench.targets.mysql;

import dev.dbbench.spi.BulkLoader.RowSource;
import java.io.InputStream;
import java.util.Objects;

/**
 * The rows of a {@link RowSource} as the bytes of a {@code LOAD DATA} file, generated as the driver
 * reads: each refill encodes rows until about {@link #FILL_BYTES} are buffered, so memory stays flat
 * whatever the table size. Rows are pulled only on read, so a statement the server refuses before
 * asking for the file leaves the source untouched ({@link #rowsPulled()} is 0). Not thread-safe.
 */
final class InfileStream extends InputStream {
    /** Bytes encoded per refill: a few of the driver's packets, small enough to stay in cache. */
    static final int FILL_BYTES = 64 * 1024;
    private final RowSource rows;
    private final InfileRow row;
    private final int fillBytes;
    private int pos;
    private long rowsPulled;
    private boolean exhausted;

    InfileStream(RowSource rows) {
        this(rows, FILL_BYTES);
    }

    InfileStream(RowSource rows, int fillBytes) {
        this.rows = rows;
        this.fillBytes = fillBytes;
        // Room for one more typical row past the fill mark, so the array rarely grows.
        this.row = new InfileRow(fillBytes + 1024);
    }

    /** Rows encoded so far; all of them once the stream has returned -1. */
    long rowsPulled() {
        return rowsPulled;
    }

    @Override
    public int read() {
        if (!refill()) {
            return -1;
        }
        return row.bytes()[pos++] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        Objects.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        if (!refill()) {
            return -1;
        }
        int n = Math.min(len, row.size() - pos);
        System.arraycopy(row.bytes(), pos, b, off, n);
        pos += n;
        return n;
    }

    @Override
    public int available() {
        return row.size() - pos;
    }

    /** True if at least one byte is buffered, refilling from the source when the buffer is drained. */
    private boolean refill() {
        if (pos < row.size()) {
            return true;
        }
        row.clear();
        pos = 0;
        while (!exhausted && row.size() < fillBytes) {
            int mark = row.size();
            row.startRow();
            if (!rows.next(row)) {
                row.truncate(mark);
                exhausted = true;
                break;
            }
            row.endRow();
            rowsPulled++;
        }
        return row.size() > 0;
    }
}

package dev.dbbench.wire;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.sql.SQLException;

/**
 * A protocol's reader of the answer to one statement, fed by a {@link ChannelConnection}: bytes go into
 * {@link #buffer()}, {@link #parse()} says when the whole answer is in, the rest describes it. Must not allocate
 * while answers fit its buffer.
 */
public interface WireAnswer {

    /** Where the next read puts its bytes (in write mode). */
    ByteBuffer buffer();

    /** Parses what arrived; true once the whole answer is in. An IOException means the session is unusable. */
    boolean parse() throws IOException;

    /** The server's error for the statement, or null. */
    SQLException error();

    /** Rows the statement returned, or -1 when it returns none. */
    long rows();

    /** Rows it changed. */
    long affected();

    /** Whether the server holds a transaction open (or failed) after it. */
    boolean inTransaction();

    /**
     * A buffer of at least {@code needed} bytes (a power of two) holding what {@code in} holds, in its byte order:
     * for an answer larger than any before.
     */
    static ByteBuffer grow(ByteBuffer in, int needed) {
        int capacity = Integer.highestOneBit(needed - 1) << 1;
        ByteBuffer bigger = ByteBuffer.allocateDirect(capacity).order(in.order());
        in.flip();
        bigger.put(in);
        return bigger;
    }
}

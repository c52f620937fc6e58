package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.wire.WireAnswer;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.sql.SQLException;

/**
 * The server's answer to one statement, parsed as the socket delivers it, up to ReadyForQuery. Rows are
 * counted, never decoded: a message whose body is not needed (DataRow, RowDescription, notices) is skipped as
 * its bytes arrive, so a row of any size passes through the fixed buffer. Only CommandComplete, ErrorResponse
 * and ReadyForQuery are read whole; an ErrorResponse longer than the buffer grows it, the one allocation on
 * this path and an error path at that.
 *
 * <p>The buffer is left in write mode between calls, ready for the channel to read into. Bytes after
 * ReadyForQuery stay in it for the next answer. Used by one thread.
 */
final class AnswerReader implements WireAnswer {
    static final int INITIAL_CAPACITY = 16 * 1024;
    /** Beyond any CommandComplete or ErrorResponse: a longer one means the stream is not PostgreSQL's protocol. */
    private static final int MAX_READ_WHOLE = 1 << 20;
    private static final byte[] INSERT = {'I', 'N', 'S', 'E', 'R', 'T', ' '};
    private static final byte[] UPDATE = {'U', 'P', 'D', 'A', 'T', 'E', ' '};
    private static final byte[] DELETE = {'D', 'E', 'L', 'E', 'T', 'E', ' '};
    private static final byte[] MERGE = {'M', 'E', 'R', 'G', 'E', ' '};

    private ByteBuffer in = ByteBuffer.allocateDirect(INITIAL_CAPACITY);
    /** Bytes of a skipped message's body that have not arrived yet. */
    private int skip;
    private boolean returnsRows;
    private long dataRows;
    private long affected;
    private SQLException error;
    private byte status = 'I';

    /** The buffer the channel reads into, in write mode. */
    @Override
    public ByteBuffer buffer() {
        return in;
    }

    /**
     * Forgets the last answer before a statement is sent. {@code returnsRows} is what Describe said of a
     * prepared statement; a simple Query's RowDescription says it for itself.
     */
    void reset(boolean returnsRows) {
        this.returnsRows = returnsRows;
        dataRows = 0;
        affected = 0;
        error = null;
    }

    /**
     * Consumes the complete messages in the buffer; true once ReadyForQuery has arrived.
     *
     * @throws IOException when the server ends the session (a FATAL error: terminated, shut down) or sends
     *                     what this client cannot follow
     */
    @Override
    public boolean parse() throws IOException {
        in.flip();
        boolean ready = false;
        int needed = 0;
        try {
            while (!ready) {
                if (skip > 0) {
                    int n = Math.min(skip, in.remaining());
                    in.position(in.position() + n);
                    skip -= n;
                    if (skip > 0) {
                        break;
                    }
                }
                if (in.remaining() < Frontend.HEADER) {
                    break;
                }
                int at = in.position();
                byte type = in.get(at);
                int length = in.getInt(at + 1);
                if (length < 4) {
                    throw new IOException("the server sent a malformed message (type " + (char) type + ", length " + length + ")");
                }
                int body = length - 4;
                if (skipped(type)) {
                    in.position(at + Frontend.HEADER);
                    skip = body;
                } else if (body > MAX_READ_WHOLE) {
                    throw new IOException("the server sent a message of " + length + " bytes (type " + (char) type
                            + "), more than this client follows");
                } else if (in.remaining() - Frontend.HEADER < body) {
                    needed = Frontend.HEADER + body;
                    break;
                } else {
                    ready = complete(type, at + Frontend.HEADER, body);
                    in.position(at + Frontend.HEADER + body);
                }
            }
        } finally {
            in.compact();
        }
        if (needed > in.capacity()) {
            in = WireAnswer.grow(in, needed);
        }
        return ready;
    }

    /** Notes a message whose body is not needed; true when its body is to be skipped. */
    private boolean skipped(byte type) throws IOException {
        switch (type) {
            case 'D' -> dataRows++;
            case 'T' -> returnsRows = true;
            case 'C', 'E', 'Z' -> {
                return false;
            }
            case 'G', 'W' -> throw new IOException("the server waits for COPY data, which --client wire does not send");
            default -> { }
        }
        return true;
    }

    /** Handles a message that arrived whole; true for ReadyForQuery. */
    private boolean complete(byte type, int from, int length) throws IOException {
        if (type == 'Z') {
            if (length != 1) {
                throw new IOException("the server sent a malformed ReadyForQuery (" + length + " bytes)");
            }
            status = in.get(from);
            return true;
        }
        if (type == 'C') {
            tag(from, length);
        } else {
            ServerError e = ServerError.read(in, from, length);
            if (e.fatal()) {
                throw new IOException("the server ended the session: " + e, e.toException());
            }
            if (error == null) {
                error = e.toException();
            }
        }
        return false;
    }

    /** The count of a CommandComplete tag of DML ({@code UPDATE 2}, {@code INSERT 0 1}): its last number. */
    private void tag(int from, int length) {
        int end = from + length;
        while (end > from && in.get(end - 1) == 0) {
            end--;
        }
        if (startsWith(from, end, UPDATE) || startsWith(from, end, DELETE) || startsWith(from, end, INSERT)
                || startsWith(from, end, MERGE)) {
            int digits = end;
            while (digits > from && isDigit(in.get(digits - 1))) {
                digits--;
            }
            long n = 0;
            for (int i = digits; i < end; i++) {
                n = n * 10 + (in.get(i) - '0');
            }
            affected += n;
        }
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }

    private boolean startsWith(int from, int end, byte[] prefix) {
        if (end - from < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (in.get(from + i) != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    /** Rows the statement returned, or -1 when it returns none. */
    @Override
    public long rows() {
        return returnsRows ? dataRows : -1;
    }

    @Override
    public long affected() {
        return affected;
    }

    @Override
    public SQLException error() {
        return error;
    }

    /** Whether the server holds a transaction open, or failed and waiting for ROLLBACK. */
    @Override
    public boolean inTransaction() {
        return status == 'T' || status == 'E';
    }
}

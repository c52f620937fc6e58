package dev.dbbench.targets.mysql.wire;

import dev.dbbench.wire.WireAnswer;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.sql.SQLException;
import java.util.Set;

/**
 * The server's answer to one command (COM_QUERY or COM_STMT_EXECUTE), parsed as the socket delivers it: an OK
 * packet, an ERR packet, or a result set, followed by more of them while the server says more results exist.
 * Rows are counted, never decoded: a packet whose payload is not needed (column definitions, text or binary
 * rows, the continuations of a packet of 16 MiB or more) is skipped as its bytes arrive, so a row of any
 * size passes through the fixed buffer. Only OK, ERR, EOF and column-count packets are read whole; an ERR
 * longer than the buffer grows it, the one allocation on this path and an error path at that.
 *
 * <p>A result set ends with an EOF packet, or, when the client and server agreed on CLIENT_DEPRECATE_EOF, with
 * an OK packet whose header is 0xFE; then no EOF follows the column definitions either. Under MariaDB's
 * CACHE_METADATA a byte after the column count says whether the definitions follow: a prepared statement's come
 * once, and later executions go straight to the rows. The server status
 * (whether a transaction is open) comes in the OK packet, or in the EOF or OK that ends a result set; an ERR
 * carries none, so after one the status is the last one seen. An ERR the server sends before it closes the
 * session (shutdown, KILL) is no statement's error but the end of the connection.
 *
 * <p>The buffer is left in write mode between calls, ready for the channel to read into. Bytes after the end
 * of an answer stay in it for the next one. Used by one thread.
 */
final class AnswerReader implements WireAnswer {
    static final int INITIAL_CAPACITY = 16 * 1024;
    /** Beyond any OK, ERR or EOF packet: a longer one means the stream is not MySQL's protocol. */
    private static final int MAX_READ_WHOLE = 1 << 20;
    private static final int OK = 0x00;
    private static final int LOCAL_INFILE = 0xFB;
    private static final int EOF = 0xFE;
    /** An EOF packet is shorter than this; a row that starts with 0xFE (a length-encoded length) is longer. */
    private static final int EOF_MAX = 9;
    /**
     * Errors the server sends just before it closes the session: shutdown (1053), killed (MariaDB's 1927,
     * MySQL's 3169), idle too long (4031), and a failed or timed-out network read or write (1158-1161).
     */
    private static final Set<Integer> SESSION_ENDING = Set.of(1053, 1927, 3169, 4031, 1158, 1159, 1160, 1161);

    /** Waits for the first packet of a result: OK, ERR or a column count. */
    private static final int FIRST = 0;
    private static final int COLUMNS = 1;
    private static final int COLUMNS_EOF = 2;
    private static final int ROWS = 3;
    private static final int DONE = 4;

    private final boolean deprecateEof;
    private final boolean cacheMetadata;
    private ByteBuffer in = Packets.allocateDirect(INITIAL_CAPACITY);
    private int state = DONE;
    /** Bytes of a skipped packet's payload that have not arrived yet. */
    private int skip;
    /** The packet being skipped is 16 MiB long or more, so the next one continues it. */
    private boolean continued;
    private long columns;
    private boolean returnsRows;
    private long rows;
    private long affected;
    private SQLException error;
    private int status;

    /**
     * @param deprecateEof  whether client and server agreed on CLIENT_DEPRECATE_EOF
     * @param cacheMetadata whether they agreed on MARIADB_CLIENT_CACHE_METADATA
     * @param status        the server status of the OK packet that ended the login
     */
    AnswerReader(boolean deprecateEof, boolean cacheMetadata, int status) {
        this.deprecateEof = deprecateEof;
        this.cacheMetadata = cacheMetadata;
        this.status = status;
    }

    /** The buffer the channel reads into, in write mode. */
    @Override
    public ByteBuffer buffer() {
        return in;
    }

    /** Forgets the last answer before a command is sent. */
    void reset() {
        state = FIRST;
        returnsRows = false;
        rows = 0;
        affected = 0;
        error = null;
    }

    /**
     * Consumes the packets in the buffer; true once the answer is complete.
     *
     * @throws IOException when the server ends the session (shut down, killed), with its error as the cause, or
     *                     sends what this client cannot follow
     */
    @Override
    public boolean parse() throws IOException {
        in.flip();
        int needed = 0;
        try {
            while (state != DONE) {
                if (skip > 0) {
                    int n = Math.min(skip, in.remaining());
                    in.position(in.position() + n);
                    skip -= n;
                    if (skip > 0) {
                        break;
                    }
                }
                if (in.remaining() < Packets.HEADER) {
                    break;
                }
                int at = in.position();
                int length = Packets.unsigned24(in, at);
                int payload = at + Packets.HEADER;
                if (continued) {
                    continued = length == Packets.MAX_PAYLOAD;
                    in.position(payload);
                    skip = length;
                } else if (length == 0) {
                    throw new IOException("the server sent an empty packet where an answer was due");
                } else if (in.remaining() == Packets.HEADER) {
                    break;
                } else if (skipped(in.get(payload) & 0xFF, length)) {
                    continued = length == Packets.MAX_PAYLOAD;
                    in.position(payload);
                    skip = length;
                } else if (length > MAX_READ_WHOLE) {
                    throw new IOException("the server sent a packet of " + length + " bytes (header 0x"
                            + Integer.toHexString(in.get(payload) & 0xFF) + "), more than this client follows");
                } else if (in.remaining() - Packets.HEADER < length) {
                    needed = Packets.HEADER + length;
                    break;
                } else {
                    complete(payload, length);
                    in.position(payload + length);
                }
            }
        } finally {
            in.compact();
        }
        if (needed > in.capacity()) {
            in = WireAnswer.grow(in, needed);
        }
        return state == DONE;
    }

    /** Notes a packet whose payload is not needed, from its first byte; true when it is to be skipped. */
    private boolean skipped(int header, int length) {
        if (header == ServerError.ERR) {
            // 0xFF starts no column definition and no row, so it is an error wherever it comes.
            return false;
        }
        switch (state) {
            case COLUMNS -> {
                if (--columns == 0) {
                    state = deprecateEof ? ROWS : COLUMNS_EOF;
                }
                return true;
            }
            case ROWS -> {
                if (header == EOF && (deprecateEof ? length < Packets.MAX_PAYLOAD : length < EOF_MAX)) {
                    return false;
                }
                rows++;
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    /** Handles a packet that arrived whole, {@code length} bytes of payload at {@code from}. */
    private void complete(int from, int length) throws IOException {
        int header = in.get(from) & 0xFF;
        if (header == ServerError.ERR) {
            ServerError e = ServerError.read(in, from, length);
            if (SESSION_ENDING.contains(e.code())) {
                throw new IOException("the server ended the session: " + e, e.toException());
            }
            error = e.toException();
            state = DONE;
            return;
        }
        switch (state) {
            case FIRST -> first(header, from, length);
            case COLUMNS_EOF -> {
                if (header != EOF) {
                    throw malformed("an EOF packet after the column definitions", header);
                }
                state = ROWS;
            }
            case ROWS -> {
                // The end of a result set: an EOF, or an OK with header 0xFE under CLIENT_DEPRECATE_EOF.
                if (deprecateEof) {
                    ok(from, length, false);
                } else {
                    eof(from, length);
                }
            }
            default -> throw new IllegalStateException("state " + state);
        }
    }

    private void first(int header, int from, int length) throws IOException {
        if (header == OK) {
            ok(from, length, true);
        } else if (header == LOCAL_INFILE) {
            throw new IOException("the server asks for a LOCAL INFILE file, which --client wire does not send");
        } else if (header == EOF) {
            throw malformed("OK, ERR or a result set", header);
        } else {
            int size = Packets.lenencSize(in, from);
            int flag = cacheMetadata ? 1 : 0;
            if (size == 0 || size + flag > length) {
                throw malformed("a column count", header);
            }
            columns = cacheMetadata && in.get(from + size) == 0 ? 0 : Packets.lenenc(in, from);
            returnsRows = true;
            state = columns > 0 ? COLUMNS : deprecateEof ? ROWS : COLUMNS_EOF;
        }
    }

    /** An OK packet: affected rows, last insert id, status, warnings; {@code counts} when its affected rows are DML's. */
    private void ok(int from, int length, boolean counts) throws IOException {
        int end = from + length;
        int i = from + 1;
        long changed = 0;
        for (int field = 0; field < 2; field++) {
            int size = i < end ? Packets.lenencSize(in, i) : 0;
            if (size == 0 || i + size > end) {
                throw malformed("an OK packet", in.get(from) & 0xFF);
            }
            if (field == 0) {
                changed = Packets.lenenc(in, i);
            }
            i += size;
        }
        if (i + 2 > end) {
            throw malformed("an OK packet", in.get(from) & 0xFF);
        }
        if (counts) {
            affected += changed;
        }
        endOfResult(in.getShort(i) & 0xFFFF);
    }

    /** An EOF packet: warnings, then status. */
    private void eof(int from, int length) throws IOException {
        if (length < 5) {
            throw malformed("an EOF packet of protocol 4.1", EOF);
        }
        endOfResult(in.getShort(from + 3) & 0xFFFF);
    }

    private void endOfResult(int serverStatus) {
        status = serverStatus;
        state = (serverStatus & Packets.SERVER_MORE_RESULTS_EXISTS) != 0 ? FIRST : DONE;
    }

    private static IOException malformed(String expected, int header) {
        return new IOException("the server sent a packet with header 0x" + Integer.toHexString(header)
                + " where " + expected + " was due");
    }

    /** Rows the statement returned, or -1 when it returns none. */
    @Override
    public long rows() {
        return returnsRows ? rows : -1;
    }

    @Override
    public long affected() {
        return affected;
    }

    @Override
    public SQLException error() {
        return error;
    }

    /**
     * Whether the server holds a transaction open. After an error, what the server said last: a deadlock has
     * rolled the transaction back meanwhile, and a ROLLBACK then costs a round trip but changes nothing.
     */
    @Override
    public boolean inTransaction() {
        return (status & Packets.SERVER_STATUS_IN_TRANS) != 0;
    }

    /** Whether the server reads {@code \} in a string literal as an escape: its sql_mode lacks NO_BACKSLASH_ESCAPES. */
    boolean backslashEscapes() {
        return (status & Packets.SERVER_STATUS_NO_BACKSLASH_ESCAPES) == 0;
    }
}

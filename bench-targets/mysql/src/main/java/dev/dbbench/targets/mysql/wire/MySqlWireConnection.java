package dev.dbbench.targets.mysql.wire;

import dev.dbbench.script.ScriptParams;
import dev.dbbench.wire.WireConnection;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * One MySQL session driven by an event loop: one command per statement (COM_STMT_EXECUTE of a statement
 * prepared at open, or COM_QUERY), written in one go, and its answer read up to its last packet.
 *
 * <p>Both buffers are allocated when the connection opens, the output one large enough for every statement
 * with text values of a usual length, so {@link #send}, {@link #flush} and {@link #receive} allocate nothing
 * while statements succeed; a longer text value grows the output buffer once. Used by one thread at a time.
 * An {@link IOException} means the session is gone; a server error for a statement is its {@link #error()}
 * and leaves the session usable.
 */
final class MySqlWireConnection implements WireConnection {
    private static final byte[] ROLLBACK = "ROLLBACK".getBytes(StandardCharsets.US_ASCII);
    private static final int MIN_BUFFER = 4096;

    private final SocketChannel channel;
    private final Statements statements;
    private final long connectionId;
    private final Duration rollbackTimeout;
    private final AnswerReader answer;
    private ByteBuffer out;
    /** A command was sent whose answer has not been read to its end. */
    private boolean awaiting;

    /** @param rollbackTimeout how long {@link #rollback} waits for the server; zero waits for ever */
    MySqlWireConnection(SocketChannel channel, Statements statements, Handshake.Session session, Duration rollbackTimeout) {
        this.channel = channel;
        this.statements = statements;
        this.connectionId = session.connectionId();
        this.rollbackTimeout = rollbackTimeout;
        this.answer = new AnswerReader(session.deprecateEof(), session.status());
        this.out = Packets.allocateDirect(Math.max(MIN_BUFFER, statements.usualBytes()));
        out.limit(0);
    }

    /** The server's id of this session, as {@code CONNECTION_ID()} reports it and {@code KILL} takes it. */
    long connectionId() {
        return connectionId;
    }

    @Override
    public SocketChannel channel() {
        return channel;
    }

    @Override
    public boolean send(int index, ScriptParams params) throws IOException {
        if (out.hasRemaining()) {
            throw new IllegalStateException("a statement is sent before the previous one was flushed");
        }
        int size = statements.maxBytes(index, params);
        if (size > out.capacity()) {
            out = Packets.allocateDirect(Integer.highestOneBit(size - 1) << 1);
        }
        out.clear();
        statements.write(out, index, params, answer.backslashEscapes());
        out.flip();
        answer.reset();
        awaiting = true;
        channel.write(out);
        return !out.hasRemaining();
    }

    @Override
    public boolean flush() throws IOException {
        if (out.hasRemaining()) {
            channel.write(out);
        }
        return !out.hasRemaining();
    }

    /**
     * Reads and parses what arrived. A server that sends an error and closes the connection (KILL, shutdown)
     * has said why it left: the lost connection carries that error as its cause, whether the error is one that
     * always ends a session or the stream ended right after it.
     */
    @Override
    public boolean receive() throws IOException {
        int n = channel.read(answer.buffer());
        if (answer.parse()) {
            awaiting = false;
            if (n < 0 && answer.error() != null) {
                throw new IOException("the server closed the connection: " + answer.error().getMessage(), answer.error());
            }
            return true;
        }
        if (n < 0) {
            throw new IOException("server closed the connection");
        }
        return false;
    }

    @Override
    public SQLException error() {
        return answer.error();
    }

    @Override
    public long rows() {
        return answer.rows();
    }

    @Override
    public long affected() {
        return answer.affected();
    }

    @Override
    public boolean inTransaction() {
        return answer.inTransaction();
    }

    /**
     * Finishes what is under way (the rest of a statement, its answer), then sends ROLLBACK and waits for its
     * answer, on a selector of its own so the loop's registration is left as it is.
     */
    @Override
    public void rollback() throws IOException, SQLException {
        long timeout = rollbackTimeout.toNanos();
        long deadline = timeout == 0 ? 0 : System.nanoTime() + timeout;
        try (Selector selector = Selector.open()) {
            SelectionKey key = channel.register(selector, 0);
            while (!flush()) {
                await(selector, key, SelectionKey.OP_WRITE, deadline);
            }
            while (awaiting && !receive()) {
                await(selector, key, SelectionKey.OP_READ, deadline);
            }
            out.clear();
            Packets.command(out, Packets.COM_QUERY, ROLLBACK);
            out.flip();
            answer.reset();
            awaiting = true;
            while (!flush()) {
                await(selector, key, SelectionKey.OP_WRITE, deadline);
            }
            while (!receive()) {
                await(selector, key, SelectionKey.OP_READ, deadline);
            }
        }
        if (answer.error() != null) {
            throw answer.error();
        }
    }

    /** Waits until the channel is ready for {@code op}; {@code deadline} in System.nanoTime(), 0 for none. */
    private static void await(Selector selector, SelectionKey key, int op, long deadline) throws IOException {
        long millis = 0;
        if (deadline != 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new SocketTimeoutException("the server did not answer ROLLBACK in time");
            }
            millis = Math.max(1, TimeUnit.NANOSECONDS.toMillis(left));
        }
        key.interestOps(op);
        selector.select(millis);
        selector.selectedKeys().clear();
        if (Thread.currentThread().isInterrupted()) {
            throw new InterruptedIOException("interrupted while waiting for ROLLBACK");
        }
    }

    /** Says COM_QUIT when no command is half written, so the server does not count an aborted connection, and closes. */
    @Override
    public void close() {
        try {
            if (channel.isOpen() && !out.hasRemaining()) {
                out.clear();
                Packets.quit(out);
                out.flip();
                channel.write(out);
            }
        } catch (IOException | RuntimeException e) {
            // The session is ending either way; the channel closes below.
        } finally {
            try {
                channel.close();
            } catch (IOException e) {
                // Nothing is left to release.
            }
        }
    }
}

package dev.dbbench.targets.postgresql.wire;

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
 * One PostgreSQL session driven by an event loop. Under {@code auto} each statement is a named prepared
 * statement, run by Bind/Execute/Sync with binary int4 parameters; under {@code disable} it is a simple Query
 * with the values written into the text. Either way one write per statement and one ReadyForQuery per answer.
 *
 * <p>Both buffers are allocated when the connection opens, the output one large enough for the longest
 * statement, so {@link #send}, {@link #flush} and {@link #receive} allocate nothing while statements succeed.
 * Used by one thread at a time. An {@link IOException} means the session is gone; a server error for a
 * statement is its {@link #error()} and leaves the session usable.
 */
final class PostgresWireConnection implements WireConnection {
    private static final byte[] ROLLBACK = "ROLLBACK".getBytes(StandardCharsets.US_ASCII);
    private static final int INITIAL_BUFFER = 4096;

    private final SocketChannel channel;
    private final StatementWriter statements;
    private final int processId;
    private final Duration rollbackTimeout;
    private ByteBuffer out;
    private final AnswerReader answer = new AnswerReader();
    /** A statement was sent whose answer has not been read to its end. */
    private boolean awaiting;

    /** @param rollbackTimeout how long {@link #rollback} waits for the server; zero waits for ever */
    PostgresWireConnection(SocketChannel channel, StatementWriter statements, int processId, Duration rollbackTimeout) {
        this.channel = channel;
        this.statements = statements;
        this.processId = processId;
        this.rollbackTimeout = rollbackTimeout;
        // Grown on the rare send that does not fit (a long text value); sysbench's statements all do.
        this.out = ByteBuffer.allocateDirect(Math.max(INITIAL_BUFFER, Frontend.queryBytes(ROLLBACK)));
        out.limit(0);
    }

    /** The server's process id for this session, as {@code pg_backend_pid()} reports it; 0 when not known. */
    int processId() {
        return processId;
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
        int bytes = statements.bytes(index, params);
        if (bytes > out.capacity()) {
            out = ByteBuffer.allocateDirect(Math.max(bytes, 2 * out.capacity()));
        }
        out.clear();
        statements.write(out, index, params);
        out.flip();
        answer.reset(statements.returnsRows(index));
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

    @Override
    public boolean receive() throws IOException {
        int n = channel.read(answer.buffer());
        // What arrived before the end of the stream is parsed first: a FATAL error names why the server left.
        if (answer.parse()) {
            awaiting = false;
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
        long deadline = System.nanoTime() + timeout;
        try (Selector selector = Selector.open()) {
            SelectionKey key = channel.register(selector, 0);
            while (!flush()) {
                await(selector, key, SelectionKey.OP_WRITE, timeout == 0 ? 0 : deadline);
            }
            while (awaiting && !receive()) {
                await(selector, key, SelectionKey.OP_READ, timeout == 0 ? 0 : deadline);
            }
            out.clear();
            Frontend.query(out, ROLLBACK);
            out.flip();
            answer.reset(false);
            awaiting = true;
            while (!flush()) {
                await(selector, key, SelectionKey.OP_WRITE, timeout == 0 ? 0 : deadline);
            }
            while (!receive()) {
                await(selector, key, SelectionKey.OP_READ, timeout == 0 ? 0 : deadline);
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

    /** Says Terminate when no statement is half written, so the server logs a clean exit, and closes. */
    @Override
    public void close() {
        try {
            if (channel.isOpen() && !out.hasRemaining()) {
                out.clear();
                Frontend.terminate(out);
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

package dev.dbbench.wire;

import dev.dbbench.spi.script.ScriptParams;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.sql.SQLException;
import java.time.Duration;

/**
 * What every {@link WireConnection} does the same way over its non-blocking channel (through its
 * {@link Transport}, which encrypts when TLS is on): one output buffer written in as few writes as the socket
 * allows, answers read into the protocol's reader until it has a whole one, the
 * blocking ROLLBACK of the error path, and a polite goodbye on close. A protocol supplies the bytes and the
 * parsing. The output buffer grows only for a statement that does not fit (a long text value), so sending and
 * receiving allocate nothing while statements succeed. Used by one thread at a time.
 */
public abstract class ChannelConnection implements WireConnection {
    private final Transport transport;
    private final SocketChannel channel;
    private final Duration rollbackTimeout;
    private final ByteOrder order;
    private ByteBuffer out;
    /** Part of the last statement (or of its encryption) is still to be written. */
    private boolean unsent;
    /** A statement was sent whose answer has not been read to its end. */
    private boolean awaiting;

    /**
     * @param rollbackTimeout how long {@link #rollback} waits for the server; zero waits for ever
     * @param bufferBytes     the output buffer's first size
     * @param order           the protocol's byte order
     */
    protected ChannelConnection(Transport transport, Duration rollbackTimeout, int bufferBytes, ByteOrder order) {
        this.transport = transport;
        this.channel = transport.channel();
        this.rollbackTimeout = rollbackTimeout;
        this.order = order;
        this.out = ByteBuffer.allocateDirect(bufferBytes).order(order);
        out.limit(0);
    }

    /** The most bytes {@link #writeStatement} writes for statement {@code index} with these values. */
    protected abstract int statementBytes(int index, ScriptParams params);

    /** Writes statement {@code index} with {@code params} and readies the reader for its answer; must not allocate. */
    protected abstract void writeStatement(ByteBuffer out, int index, ScriptParams params);

    /** Writes a ROLLBACK and readies the reader for its answer. */
    protected abstract void writeRollback(ByteBuffer out);

    /** Writes the protocol's goodbye (Terminate, COM_QUIT). */
    protected abstract void writeGoodbye(ByteBuffer out);

    /** The protocol's reader of answers, one per connection. */
    protected abstract WireAnswer answer();

    @Override
    public final SocketChannel channel() {
        return channel;
    }

    @Override
    public final boolean send(int index, ScriptParams params) throws IOException {
        if (unsent) {
            throw new IllegalStateException("a statement is sent before the previous one was flushed");
        }
        int size = statementBytes(index, params);
        if (size > out.capacity()) {
            out = ByteBuffer.allocateDirect(Math.max(size, 2 * out.capacity())).order(order);
        }
        out.clear();
        writeStatement(out, index, params);
        out.flip();
        awaiting = true;
        unsent = !transport.write(out);
        return !unsent;
    }

    @Override
    public final boolean flush() throws IOException {
        if (unsent) {
            unsent = !transport.write(out);
        }
        return !unsent;
    }

    /**
     * Reads and parses what arrived; what came before the end of the stream is parsed first. A server that sends
     * an error and closes (a terminated backend, KILL, shutdown) has said why it left: the lost connection carries
     * that error as its cause, so the engine counts it under the server's code. Under TLS, records already
     * received are decrypted before returning, since no readiness of the channel would announce them.
     */
    @Override
    public final boolean receive() throws IOException {
        int n;
        do {
            n = transport.read(answer().buffer());
            if (answer().parse()) {
                awaiting = false;
                if (n < 0 && error() != null) {
                    throw new IOException("the server closed the connection: " + error().getMessage(), error());
                }
                return true;
            }
            if (n < 0) {
                throw new IOException("server closed the connection");
            }
        } while (n > 0 && transport.buffered());
        return false;
    }

    @Override
    public final SQLException error() {
        return answer().error();
    }

    @Override
    public final long rows() {
        return answer().rows();
    }

    @Override
    public final long affected() {
        return answer().affected();
    }

    @Override
    public final boolean inTransaction() {
        return answer().inTransaction();
    }

    /**
     * Finishes what is under way (the rest of a statement, its answer), then sends ROLLBACK and waits for its
     * answer, on a selector of its own so the loop's registration is left as it is.
     */
    @Override
    public final void rollback() throws IOException, SQLException {
        try (BlockingExchange exchange = new BlockingExchange(channel, rollbackTimeout, "ROLLBACK")) {
            exchange.until(SelectionKey.OP_WRITE, this::flush);
            if (awaiting) {
                exchange.until(SelectionKey.OP_READ, this::receive);
            }
            out.clear();
            writeRollback(out);
            out.flip();
            awaiting = true;
            unsent = true;
            exchange.until(SelectionKey.OP_WRITE, this::flush);
            exchange.until(SelectionKey.OP_READ, this::receive);
        }
        if (error() != null) {
            throw error();
        }
    }

    /** Says goodbye when no statement is half written, so the server logs a clean exit, and closes. */
    @Override
    public final void close() {
        try {
            if (channel.isOpen() && !unsent) {
                out.clear();
                writeGoodbye(out);
                out.flip();
                transport.write(out);
            }
        } catch (IOException | RuntimeException e) {
            // The session is ending either way; the channel closes below.
        } finally {
            transport.close();
        }
    }
}

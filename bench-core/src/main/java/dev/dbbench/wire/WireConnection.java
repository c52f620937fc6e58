package dev.dbbench.wire;

import dev.dbbench.spi.script.ScriptParams;
import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.sql.SQLException;

/**
 * One open connection of a {@link WireClient}: sends one statement at a time and reads its answer in pieces,
 * as the socket delivers them. Used by one event-loop thread; the send and receive paths must not allocate.
 * An {@link IOException} means the connection is lost.
 */
public interface WireConnection extends AutoCloseable {

    /** The non-blocking channel the event loop selects on. */
    SocketChannel channel();

    /**
     * Encodes statement {@code index} (of the list the connection was opened for) with {@code params} and writes
     * as much as the socket takes. Returns true when all of it is written; else the loop calls {@link #flush}
     * when the channel is writable.
     */
    boolean send(int index, ScriptParams params) throws IOException;

    /** Writes what {@link #send} could not; true when nothing is left. */
    boolean flush() throws IOException;

    /**
     * Reads what the socket has. Returns true once the whole answer to the statement sent last has arrived
     * (its result, or the server's error), false while more is to come.
     */
    boolean receive() throws IOException;

    /** After {@link #receive} returned true: the server's error for the statement, or null when it succeeded. */
    SQLException error();

    /** After a successful statement: rows it returned, or -1 when it returns no rows (DML, BEGIN). */
    long rows();

    /** After a successful statement: rows it changed (0 when it is not DML). */
    long affected();

    /** After {@link #receive} returned true: whether the server holds a transaction open (or failed) for this connection. */
    boolean inTransaction();

    /**
     * Sends a ROLLBACK of the open transaction and waits for its answer, blocking; for the error path only.
     * Throws when the connection is lost.
     */
    void rollback() throws IOException, SQLException;

    /** Closes without waiting for the server; never throws. */
    @Override
    void close();
}

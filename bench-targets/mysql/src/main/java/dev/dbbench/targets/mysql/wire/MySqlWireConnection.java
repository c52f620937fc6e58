package dev.dbbench.targets.mysql.wire;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.wire.ChannelConnection;
import dev.dbbench.wire.Transport;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * One MySQL session driven by an event loop: one command per statement (COM_STMT_EXECUTE of a statement
 * prepared at open, or COM_QUERY), written in one go, and its answer read up to its last packet. The output
 * buffer starts large enough for every statement with text values of a usual length. An
 * {@link java.io.IOException} means the session is gone; a server error for a statement is its {@link #error()}
 * and leaves the session usable.
 */
final class MySqlWireConnection extends ChannelConnection {
    private static final byte[] ROLLBACK = "ROLLBACK".getBytes(StandardCharsets.US_ASCII);
    private static final int MIN_BUFFER = 4096;

    private final Statements statements;
    private final long connectionId;
    private final AnswerReader answer;

    /** @param rollbackTimeout how long {@link #rollback} waits for the server; zero waits for ever */
    MySqlWireConnection(Transport transport, Statements statements, Handshake.Session session, Duration rollbackTimeout) {
        super(transport, rollbackTimeout, Math.max(MIN_BUFFER, statements.usualBytes()), ByteOrder.LITTLE_ENDIAN);
        this.statements = statements;
        this.connectionId = session.connectionId();
        this.answer = new AnswerReader(session.deprecateEof(), session.cacheMetadata(), session.status());
    }

    /** The server's id of this session, as {@code CONNECTION_ID()} reports it and {@code KILL} takes it. */
    long connectionId() {
        return connectionId;
    }

    @Override
    protected int statementBytes(int index, ScriptParams params) {
        return statements.maxBytes(index, params);
    }

    @Override
    protected void writeStatement(ByteBuffer out, int index, ScriptParams params) {
        statements.write(out, index, params, answer.backslashEscapes());
        answer.reset();
    }

    @Override
    protected void writeRollback(ByteBuffer out) {
        Packets.command(out, Packets.COM_QUERY, ROLLBACK);
        answer.reset();
    }

    /** COM_QUIT, so the server does not count an aborted connection. */
    @Override
    protected void writeGoodbye(ByteBuffer out) {
        Packets.quit(out);
    }

    @Override
    protected AnswerReader answer() {
        return answer;
    }
}

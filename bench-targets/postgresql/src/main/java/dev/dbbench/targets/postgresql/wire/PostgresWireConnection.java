package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.wire.ChannelConnection;
import dev.dbbench.wire.Transport;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * One PostgreSQL session driven by an event loop. Under {@code auto} each statement is a named prepared
 * statement, run by Bind/Execute/Sync with binary int4 parameters and text ones as text; under {@code disable}
 * it is a simple Query with the values written into the text. Either way one write per statement and one
 * ReadyForQuery per answer. An {@link java.io.IOException} means the session is gone; a server error for a
 * statement is its {@link #error()} and leaves the session usable.
 */
final class PostgresWireConnection extends ChannelConnection {
    private static final byte[] ROLLBACK = "ROLLBACK".getBytes(StandardCharsets.US_ASCII);
    private static final int INITIAL_BUFFER = 4096;

    private final StatementWriter statements;
    private final int processId;
    private final AnswerReader answer = new AnswerReader();

    /** @param rollbackTimeout how long {@link #rollback} waits for the server; zero waits for ever */
    PostgresWireConnection(Transport transport, StatementWriter statements, int processId, Duration rollbackTimeout) {
        super(transport, rollbackTimeout, Math.max(INITIAL_BUFFER, Frontend.queryBytes(ROLLBACK)), ByteOrder.BIG_ENDIAN);
        this.statements = statements;
        this.processId = processId;
    }

    /** The server's process id for this session, as {@code pg_backend_pid()} reports it; 0 when not known. */
    int processId() {
        return processId;
    }

    @Override
    protected int statementBytes(int index, ScriptParams params) {
        return statements.bytes(index, params);
    }

    @Override
    protected void writeStatement(ByteBuffer out, int index, ScriptParams params) {
        statements.write(out, index, params);
        answer.reset(statements.returnsRows(index));
    }

    @Override
    protected void writeRollback(ByteBuffer out) {
        Frontend.query(out, ROLLBACK);
        answer.reset(false);
    }

    @Override
    protected void writeGoodbye(ByteBuffer out) {
        Frontend.terminate(out);
    }

    @Override
    protected AnswerReader answer() {
        return answer;
    }
}

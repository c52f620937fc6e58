package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.spi.script.ScriptParams;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import dev.dbbench.wire.StatementRefused;
import java.sql.SQLException;

/**
 * {@code --ps-mode auto}: each statement parsed once per connection as a named prepared statement with int4
 * parameters (text ones left for the server to type), then run by Bind/Execute/Sync with binary ints and text as
 * text. Execute sends no RowDescription, so whether a
 * statement returns rows is learnt once, from Describe. Immutable.
 */
final class ExtendedStatements implements StatementWriter {
    private final byte[][] names;
    private final int[] parameters;
    private final long[] texts;
    private final boolean[] returnsRows;

    private ExtendedStatements(byte[][] names, int[] parameters, long[] texts, boolean[] returnsRows) {
        this.names = names;
        this.parameters = parameters;
        this.texts = texts;
        this.returnsRows = returnsRows;
    }

    /**
     * Parses and describes every statement in one round trip; a statement the server refuses fails the
     * connection with the server's SQLSTATE, naming the statement.
     */
    static ExtendedStatements prepare(BlockingWire wire, StatementText[] texts) throws IOException, SQLException {
        int n = texts.length;
        byte[][] names = new byte[n][];
        byte[][] sql = new byte[n][];
        int[] parameters = new int[n];
        long[] textMasks = new long[n];
        int size = Frontend.HEADER;
        for (int i = 0; i < n; i++) {
            names[i] = ("dbbench_" + i).getBytes(StandardCharsets.US_ASCII);
            sql[i] = texts[i].numbered().getBytes(StandardCharsets.UTF_8);
            parameters[i] = texts[i].parameters();
            textMasks[i] = texts[i].texts();
            size += Frontend.parseBytes(names[i], sql[i], parameters[i]) + Frontend.describeBytes(names[i]);
        }
        ByteBuffer out = ByteBuffer.allocate(size);
        for (int i = 0; i < n; i++) {
            Frontend.parse(out, names[i], sql[i], parameters[i], textMasks[i]);
            Frontend.describeStatement(out, names[i]);
        }
        Frontend.sync(out);
        wire.send(out.flip());
        return new ExtendedStatements(names, parameters, textMasks, described(wire, texts));
    }

    /** Reads the answers up to ReadyForQuery: one RowDescription or NoData per statement, in order. */
    private static boolean[] described(BlockingWire wire, StatementText[] texts) throws IOException, SQLException {
        boolean[] returnsRows = new boolean[texts.length];
        int described = 0;
        ServerError error = null;
        while (true) {
            BlockingWire.Message m = wire.next();
            switch (m.type()) {
                case 'T' -> returnsRows[described++] = true;
                case 'n' -> described++;
                case 'E' -> {
                    ServerError e = ServerError.read(m.body(), 0, m.body().limit());
                    if (e.fatal()) {
                        throw new SQLException(e.message(), e.sqlState());
                    }
                    error = error != null ? error : e;
                }
                case 'Z' -> {
                    if (error != null) {
                        // The server skips every message after the failed Parse or Describe up to Sync, so the
                        // statement that failed is the first one not described.
                        int failed = Math.min(described, texts.length - 1);
                        throw new StatementRefused(failed, "the server refused statement " + failed + " (" + texts[failed].numbered()
                                + "): " + error.message(), error.sqlState(), 0, null);
                    }
                    return returnsRows;
                }
                default -> { }
            }
        }
    }

    @Override
    public int bytes(int index, ScriptParams params) {
        return Frontend.bindExecuteSyncBytes(names[index], parameters[index], texts[index], params);
    }

    @Override
    public void write(ByteBuffer out, int index, ScriptParams params) {
        Frontend.bindExecuteSync(out, names[index], params, parameters[index], texts[index]);
    }

    @Override
    public boolean returnsRows(int index) {
        return returnsRows[index];
    }
}

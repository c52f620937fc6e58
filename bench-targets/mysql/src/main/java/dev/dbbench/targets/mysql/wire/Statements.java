package dev.dbbench.targets.mysql.wire;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.sql.text.SqlSyntax;
import dev.dbbench.wire.StatementRefused;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;

/**
 * How a connection puts each of its statements on the wire. Under {@code --ps-mode auto} a statement is
 * prepared once per connection and run by COM_STMT_EXECUTE with binary values; under {@code disable} it is a
 * COM_QUERY with the values written into its text. Statements that are neither queries nor DML (BEGIN,
 * COMMIT) go as COM_QUERY in both modes, as sysbench sends them. Immutable.
 */
final class Statements {
    /** Text values are seldom longer; a longer one grows the connection's buffer once. */
    static final int TYPICAL_TEXT = 256;

    private final ScriptStatement[] statements;
    private final StatementText[] texts;
    /** The server's id of each prepared statement; -1 for one sent as text. */
    private final int[] ids;

    private Statements(ScriptStatement[] statements, StatementText[] texts, int[] ids) {
        this.statements = statements;
        this.texts = texts;
        this.ids = ids;
    }

    /**
     * Every statement sent as text, its placeholders found as a session reading text by {@code syntaxes} finds them;
     * a statement they disagree on, or whose placeholders are not the values it takes, is refused (07001).
     */
    static Statements text(List<ScriptStatement> statements, List<SqlSyntax> syntaxes) throws SQLException {
        ScriptStatement[] all = statements.toArray(ScriptStatement[]::new);
        StatementText[] texts = new StatementText[all.length];
        int[] ids = new int[all.length];
        for (int i = 0; i < all.length; i++) {
            texts[i] = new StatementText(all[i], i, syntaxes);
            ids[i] = -1;
        }
        return new Statements(all, texts, ids);
    }

    /**
     * Prepares every query and DML statement, all COM_STMT_PREPAREs in one write and their answers read in
     * order; a statement the server refuses fails the connection with the server's SQLSTATE, naming it.
     */
    static Statements prepare(BlockingWire wire, List<ScriptStatement> statements, List<SqlSyntax> syntaxes,
            boolean deprecateEof) throws IOException, SQLException {
        Statements s = text(statements, syntaxes);
        byte[][] sql = new byte[s.statements.length][];
        int size = 0;
        for (int i = 0; i < sql.length; i++) {
            if (prepared(s.statements[i])) {
                sql[i] = s.statements[i].sql().getBytes(StandardCharsets.UTF_8);
                size += Packets.commandBytes(sql[i]);
            }
        }
        ByteBuffer out = Packets.allocate(size);
        for (byte[] text : sql) {
            if (text != null) {
                Packets.command(out, Packets.COM_STMT_PREPARE, text);
            }
        }
        wire.send(out.flip());
        for (int i = 0; i < sql.length; i++) {
            if (sql[i] != null) {
                s.ids[i] = prepared(wire, i, s.statements[i], deprecateEof);
                s.texts[i] = null;
            }
        }
        return s;
    }

    private static boolean prepared(ScriptStatement statement) {
        return statement.kind() != ScriptStatement.Kind.OTHER;
    }

    /**
     * Reads the answer to one COM_STMT_PREPARE: an OK with the statement's id and counts, then the definitions
     * of its parameters and of its columns, which this client does not need.
     */
    private static int prepared(BlockingWire wire, int index, ScriptStatement statement, boolean deprecateEof)
            throws IOException, SQLException {
        ByteBuffer ok = wire.next();
        int header = ok.get(0) & 0xFF;
        if (header == ServerError.ERR) {
            ServerError e = ServerError.read(ok, 0, ok.limit());
            throw new StatementRefused(index, "the server refused statement " + index + " (" + statement.sql() + "): "
                    + e.message(), e.sqlState(), e.code(), null);
        }
        if (header != 0x00 || ok.limit() < 12) {
            throw wire.notMySql("an answer to COM_STMT_PREPARE with header 0x" + Integer.toHexString(header));
        }
        int id = ok.getInt(1);
        int columns = ok.getShort(5) & 0xFFFF;
        int parameters = ok.getShort(7) & 0xFFFF;
        definitions(wire, parameters, deprecateEof);
        definitions(wire, columns, deprecateEof);
        if (parameters != statement.parameters()) {
            // The server found placeholders where dbbench did not (in a comment, a backquoted name) or the reverse.
            throw new StatementRefused(index, "the server counts " + parameters + " parameters in statement " + index + " ("
                    + statement.sql() + "), dbbench " + statement.parameters(), "07001", 0, null);
        }
        return id;
    }

    private static void definitions(BlockingWire wire, int count, boolean deprecateEof) throws IOException, SQLException {
        for (int i = 0; i < count; i++) {
            wire.next();
        }
        if (count > 0 && !deprecateEof && (wire.next().get(0) & 0xFF) != 0xFE) {
            throw wire.notMySql("no EOF packet after the definitions of a prepared statement");
        }
    }

    /** The most bytes the statements' commands take with int values and text values of a usual length. */
    int usualBytes() {
        int max = Packets.HEADER + 1;
        for (int i = 0; i < statements.length; i++) {
            ScriptStatement s = statements[i];
            int n = texts[i] != null ? texts[i].maxQueryBytes(null) : executeBytes(s, null);
            max = Math.max(max, n);
        }
        return max;
    }

    /** The most bytes {@link #write} writes for statement {@code index} with {@code params}. */
    int maxBytes(int index, ScriptParams params) {
        return texts[index] != null ? texts[index].maxQueryBytes(params) : executeBytes(statements[index], params);
    }

    /**
     * Writes statement {@code index} with the first of {@code params} it takes; allocates nothing.
     *
     * @param backslashEscapes whether the server reads {@code \} in a literal as an escape
     */
    void write(ByteBuffer out, int index, ScriptParams params, boolean backslashEscapes) {
        if (texts[index] != null) {
            texts[index].writeQuery(out, params, backslashEscapes);
        } else {
            execute(out, ids[index], statements[index], params);
        }
    }

    /** Bytes of a COM_STMT_EXECUTE of {@code statement}; with null {@code params}, text values of the usual length. */
    static int executeBytes(ScriptStatement statement, ScriptParams params) {
        int n = statement.parameters();
        int size = Packets.HEADER + 1 + 4 + 1 + 4;
        if (n > 0) {
            size += (n + 7) / 8 + 1 + 2 * n;
        }
        for (int p = 0; p < n; p++) {
            if (statement.isText(p)) {
                int length = params == null ? TYPICAL_TEXT : params.textLength(p);
                size += Packets.lenencBytes(length) + length;
            } else {
                size += 4;
            }
        }
        return size;
    }

    /**
     * COM_STMT_EXECUTE without a cursor, one iteration, no NULLs, and the types of the values sent every time
     * (ints as MYSQL_TYPE_LONG, text as MYSQL_TYPE_STRING, as sysbench binds them), which costs a few bytes and
     * keeps nothing to remember between executions.
     */
    static void execute(ByteBuffer out, int statementId, ScriptStatement statement, ScriptParams params) {
        int start = Packets.begin(out, 0);
        out.put(Packets.COM_STMT_EXECUTE).putInt(statementId).put((byte) 0).putInt(1);
        int n = statement.parameters();
        if (n > 0) {
            for (int i = (n + 7) / 8; i > 0; i--) {
                out.put((byte) 0);
            }
            out.put((byte) 1);
            for (int p = 0; p < n; p++) {
                out.put(statement.isText(p) ? Packets.TYPE_STRING : Packets.TYPE_LONG).put((byte) 0);
            }
            for (int p = 0; p < n; p++) {
                if (statement.isText(p)) {
                    int length = params.textLength(p);
                    Packets.putLenenc(out, length);
                    out.put(params.textBytes(p), 0, length);
                } else {
                    out.putInt(params.getInt(p));
                }
            }
        }
        Packets.end(out, start);
    }
}

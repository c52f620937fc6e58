package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.spi.script.ScriptParams;
import java.nio.ByteBuffer;

/**
 * The client's messages of PostgreSQL's protocol 3.0, written into a caller's buffer. The methods used per
 * statement ({@link #bindExecuteSync}, {@link #query}) allocate nothing; the caller sizes the buffer with the
 * matching {@code ...Bytes} method. Stateless.
 */
final class Frontend {
    /** Type byte and length of every message but the start-up message. */
    static final int HEADER = 5;
    static final byte QUERY = 'Q';
    /** PostgreSQL's type OID of {@code int4}, declared for every int parameter so the server plans for it. */
    static final int INT4 = 23;
    /** No type: the server types a text parameter from where it stands ({@code bpchar} for sysbench's c). */
    static final int UNSPECIFIED = 0;
    private static final int PROTOCOL_3_0 = 196_608;
    /** 1234 in the high half, 5679 in the low one: protocol.html, SSLRequest. */
    private static final int SSL_REQUEST_CODE = 80877103;
    private static final short TEXT = 0;
    private static final short BINARY = 1;

    private Frontend() {
    }

    /** Starts a message; returns where its length goes, for {@link #end}. */
    static int begin(ByteBuffer out, byte type) {
        out.put(type);
        int start = out.position();
        out.putInt(0);
        return start;
    }

    /** Writes the length of the message begun at {@code start}, which counts itself but not the type byte. */
    static void end(ByteBuffer out, int start) {
        out.putInt(start, out.position() - start);
    }

    /** SSLRequest: a length and a code where a start-up's protocol version would be, asking for TLS first. */
    static ByteBuffer sslRequest() {
        return ByteBuffer.allocate(8).putInt(8).putInt(SSL_REQUEST_CODE).flip();
    }

    /** StartupMessage: protocol 3.0 and the name/value pairs, UTF-8 C strings. */
    static ByteBuffer startup(byte[]... pairs) {
        int size = 4 + 4 + 1;
        for (byte[] p : pairs) {
            size += p.length + 1;
        }
        ByteBuffer out = ByteBuffer.allocate(size);
        out.putInt(size).putInt(PROTOCOL_3_0);
        for (byte[] p : pairs) {
            cString(out, p);
        }
        return out.put((byte) 0).flip();
    }

    /** PasswordMessage, also the SASLResponse: {@code payload} as given (a C string for cleartext and MD5). */
    static ByteBuffer password(byte[] payload) {
        ByteBuffer out = ByteBuffer.allocate(HEADER + payload.length);
        int start = begin(out, (byte) 'p');
        out.put(payload);
        end(out, start);
        return out.flip();
    }

    /** SASLInitialResponse: the mechanism chosen and the client-first message. */
    static ByteBuffer saslInitial(byte[] mechanism, byte[] clientFirst) {
        ByteBuffer out = ByteBuffer.allocate(HEADER + mechanism.length + 1 + 4 + clientFirst.length);
        int start = begin(out, (byte) 'p');
        cString(out, mechanism);
        out.putInt(clientFirst.length).put(clientFirst);
        end(out, start);
        return out.flip();
    }

    static int parseBytes(byte[] name, byte[] sql, int parameters) {
        return HEADER + name.length + 1 + sql.length + 1 + 2 + 4 * parameters;
    }

    /** Parse of a named statement: {@code int4} parameters, and untyped ones where {@code texts} has a bit set. */
    static void parse(ByteBuffer out, byte[] name, byte[] sql, int parameters, long texts) {
        int start = begin(out, (byte) 'P');
        cString(out, name);
        cString(out, sql);
        out.putShort((short) parameters);
        for (int i = 0; i < parameters; i++) {
            out.putInt(isText(texts, i) ? UNSPECIFIED : INT4);
        }
        end(out, start);
    }

    static int describeBytes(byte[] name) {
        return HEADER + 1 + name.length + 1;
    }

    /** Describe of a named statement: answered with its ParameterDescription and RowDescription or NoData. */
    static void describeStatement(ByteBuffer out, byte[] name) {
        int start = begin(out, (byte) 'D');
        out.put((byte) 'S');
        cString(out, name);
        end(out, start);
    }

    static void sync(ByteBuffer out) {
        out.put((byte) 'S').putInt(4);
    }

    static int bindExecuteSyncBytes(byte[] name, int parameters, long texts, ScriptParams params) {
        int formats = texts == 0 ? (parameters > 0 ? 1 : 0) : parameters;
        int bind = HEADER + 1 + name.length + 1 + 2 + 2 * formats + 2 + 2;
        for (int i = 0; i < parameters; i++) {
            bind += 4 + (isText(texts, i) ? params.textLength(i) : 4);
        }
        return bind + HEADER + 1 + 4 + HEADER;
    }

    /**
     * Bind of the named statement to the unnamed portal, Execute of all its rows, Sync. Int parameters go in
     * binary, 4 bytes each, which the server takes without parsing text; text parameters as text. Results come
     * as text, which is never decoded here.
     */
    static void bindExecuteSync(ByteBuffer out, byte[] name, ScriptParams params, int parameters, long texts) {
        int start = begin(out, (byte) 'B');
        out.put((byte) 0);
        cString(out, name);
        if (texts == 0) {
            // One format code stands for all parameters.
            if (parameters > 0) {
                out.putShort((short) 1).putShort(BINARY);
            } else {
                out.putShort((short) 0);
            }
        } else {
            out.putShort((short) parameters);
            for (int i = 0; i < parameters; i++) {
                out.putShort(isText(texts, i) ? TEXT : BINARY);
            }
        }
        out.putShort((short) parameters);
        for (int i = 0; i < parameters; i++) {
            if (isText(texts, i)) {
                int length = params.textLength(i);
                out.putInt(length).put(params.textBytes(i), 0, length);
            } else {
                out.putInt(4).putInt(params.getInt(i));
            }
        }
        out.putShort((short) 0);
        end(out, start);
        out.put((byte) 'E').putInt(4 + 1 + 4).put((byte) 0).putInt(0);
        sync(out);
    }

    static int queryBytes(byte[] sql) {
        return HEADER + sql.length + 1;
    }

    /** A simple Query of fixed text. */
    static void query(ByteBuffer out, byte[] sql) {
        int start = begin(out, QUERY);
        cString(out, sql);
        end(out, start);
    }

    static void terminate(ByteBuffer out) {
        out.put((byte) 'X').putInt(4);
    }

    private static boolean isText(long texts, int parameter) {
        return (texts >>> parameter & 1L) != 0;
    }

    private static void cString(ByteBuffer out, byte[] text) {
        out.put(text).put((byte) 0);
    }
}

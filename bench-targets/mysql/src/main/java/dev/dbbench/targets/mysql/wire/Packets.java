package dev.dbbench.targets.mysql.wire;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The client's packets of the MySQL protocol, written into a caller's little-endian buffer: a 3-byte payload
 * length and a sequence id, then the payload. The methods used per statement allocate nothing; the caller
 * sizes the buffer with the matching {@code ...Bytes} method. Stateless.
 */
final class Packets {
    /** Payload length (3 bytes) and sequence id. */
    static final int HEADER = 4;
    /** A payload this long is continued in the next packet; this client never sends one. */
    static final int MAX_PAYLOAD = 0xFF_FFFF;

    static final byte COM_QUIT = 0x01;
    static final byte COM_QUERY = 0x03;
    static final byte COM_STMT_PREPARE = 0x16;
    static final byte COM_STMT_EXECUTE = 0x17;

    /** Binary protocol types of the values this client binds: int32, and a string in the connection's charset. */
    static final byte TYPE_LONG = 0x03;
    static final byte TYPE_STRING = (byte) 0xFE;

    // Capability flags of the handshake.
    static final int CLIENT_LONG_PASSWORD = 0x1;
    static final int CLIENT_CONNECT_WITH_DB = 0x8;
    static final int CLIENT_PROTOCOL_41 = 0x200;
    static final int CLIENT_SSL = 0x800;
    static final int CLIENT_TRANSACTIONS = 0x2000;
    static final int CLIENT_SECURE_CONNECTION = 0x8000;
    static final int CLIENT_MULTI_RESULTS = 0x2_0000;
    static final int CLIENT_PS_MULTI_RESULTS = 0x4_0000;
    static final int CLIENT_PLUGIN_AUTH = 0x8_0000;
    static final int CLIENT_DEPRECATE_EOF = 0x100_0000;
    /**
     * MariaDB's extended capabilities, in the last 4 filler bytes of the greeting and of the response when the
     * server leaves out CLIENT_LONG_PASSWORD (which MariaDB calls CLIENT_MYSQL). Under CACHE_METADATA a
     * statement's result-set metadata is sent only when it differs from what the client last received.
     */
    static final int MARIADB_CLIENT_CACHE_METADATA = 0x10;

    // Server status flags of OK and EOF packets.
    static final int SERVER_STATUS_IN_TRANS = 0x1;
    static final int SERVER_MORE_RESULTS_EXISTS = 0x8;
    static final int SERVER_STATUS_NO_BACKSLASH_ESCAPES = 0x200;

    private Packets() {
    }

    static ByteBuffer allocate(int capacity) {
        return ByteBuffer.allocate(capacity).order(ByteOrder.LITTLE_ENDIAN);
    }

    static ByteBuffer allocateDirect(int capacity) {
        return ByteBuffer.allocateDirect(capacity).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Starts a packet; returns where its header is, for {@link #end}. */
    static int begin(ByteBuffer out, int sequence) {
        int start = out.position();
        out.putInt(0);
        out.put(start + 3, (byte) sequence);
        return start;
    }

    /** Writes the payload length of the packet begun at {@code start}. */
    static void end(ByteBuffer out, int start) {
        int length = out.position() - start - HEADER;
        if (length >= MAX_PAYLOAD) {
            // Splitting would need the payload moved to make room for more headers; no benchmark statement is this large.
            throw new IllegalStateException("a statement of " + length + " bytes with its values, more than one packet of"
                    + " the MySQL protocol (16 MiB), which --client wire does not split; give --client jdbc");
        }
        putUnsigned24(out, start, length);
    }

    static void putUnsigned24(ByteBuffer out, int at, int value) {
        out.put(at, (byte) value).put(at + 1, (byte) (value >>> 8)).put(at + 2, (byte) (value >>> 16));
    }

    static int unsigned24(ByteBuffer in, int at) {
        return (in.get(at) & 0xFF) | (in.get(at + 1) & 0xFF) << 8 | (in.get(at + 2) & 0xFF) << 16;
    }

    static int commandBytes(byte[] text) {
        return HEADER + 1 + text.length;
    }

    /** A command of fixed text, COM_QUERY or COM_STMT_PREPARE: the first packet of its exchange. */
    static void command(ByteBuffer out, byte command, byte[] text) {
        int start = begin(out, 0);
        out.put(command).put(text);
        end(out, start);
    }

    static void quit(ByteBuffer out) {
        int start = begin(out, 0);
        out.put(COM_QUIT);
        end(out, start);
    }

    /** Bytes of {@code value} as a length-encoded integer. */
    static int lenencBytes(long value) {
        if (value < 0xFB) {
            return 1;
        }
        if (value < 0x1_0000) {
            return 3;
        }
        return value < 0x100_0000 ? 4 : 9;
    }

    static void putLenenc(ByteBuffer out, long value) {
        if (value < 0xFB) {
            out.put((byte) value);
        } else if (value < 0x1_0000) {
            out.put((byte) 0xFC).putShort((short) value);
        } else if (value < 0x100_0000) {
            out.put((byte) 0xFD);
            int at = out.position();
            out.position(at + 3);
            putUnsigned24(out, at, (int) value);
        } else {
            out.put((byte) 0xFE).putLong(value);
        }
    }

    /** Bytes of the length-encoded integer at {@code at}, from its first byte; 0 when that byte starts none. */
    static int lenencSize(ByteBuffer in, int at) {
        int first = in.get(at) & 0xFF;
        if (first < 0xFB) {
            return 1;
        }
        return switch (first) {
            case 0xFC -> 3;
            case 0xFD -> 4;
            case 0xFE -> 9;
            default -> 0;
        };
    }

    /** The length-encoded integer at {@code at}; {@link #lenencSize} says how far it goes. */
    static long lenenc(ByteBuffer in, int at) {
        int first = in.get(at) & 0xFF;
        return switch (first) {
            case 0xFC -> in.getShort(at + 1) & 0xFFFFL;
            case 0xFD -> unsigned24(in, at + 1);
            case 0xFE -> in.getLong(at + 1);
            default -> first;
        };
    }
}

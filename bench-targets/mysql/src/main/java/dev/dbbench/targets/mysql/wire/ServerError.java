package dev.dbbench.targets.mysql.wire;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;

/**
 * The fields of an ERR packet. Read on the error path only, so it may allocate.
 *
 * @param code     the server's error number, e.g. 1213 for a deadlock
 * @param sqlState the SQLSTATE, e.g. {@code 40001}; {@code HY000} when the packet has none (an error sent
 *                 before the handshake agreed on protocol 4.1, such as too many connections)
 * @param message  the server's message
 */
record ServerError(int code, String sqlState, String message) {
    static final int ERR = 0xFF;
    private static final String GENERAL = "HY000";

    /** Reads the ERR packet whose payload (starting with 0xFF) is at {@code from}, {@code length} bytes; the buffer does not move. */
    static ServerError read(ByteBuffer in, int from, int length) {
        int end = from + length;
        int code = length >= 3 ? (in.get(from + 1) & 0xFF) | (in.get(from + 2) & 0xFF) << 8 : 0;
        int i = from + 3;
        String state = GENERAL;
        if (i + 6 <= end && in.get(i) == '#') {
            state = text(in, i + 1, 5);
            i += 6;
        }
        return new ServerError(code, state, text(in, i, Math.max(0, end - i)));
    }

    private static String text(ByteBuffer in, int from, int length) {
        byte[] b = new byte[length];
        in.get(from, b);
        return new String(b, StandardCharsets.UTF_8);
    }

    /** As Connector/J reports it: the server's message, SQLSTATE and error number, so the error codes sort it. */
    SQLException toException() {
        return new SQLException(message, sqlState, code);
    }

    @Override
    public String toString() {
        return message + " (error " + code + ", SQLSTATE " + sqlState + ")";
    }
}

package dev.dbbench.targets.postgresql.wire;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;

/**
 * The fields of an ErrorResponse that dbbench uses. Read on the error path only, so it may allocate.
 *
 * @param severity the non-localized severity ({@code ERROR}, {@code FATAL}, {@code PANIC}) where the server
 *                 sends one (9.6 and later), else the localized one
 * @param sqlState the SQLSTATE, e.g. {@code 22012}
 * @param message  the primary message
 */
record ServerError(String severity, String sqlState, String message) {

    /** Reads the fields of the ErrorResponse body at {@code from}, {@code length} bytes, without moving the buffer. */
    static ServerError read(ByteBuffer in, int from, int length) {
        String localized = "";
        String severity = null;
        String state = "";
        String message = "";
        int end = from + length;
        int i = from;
        while (i < end && in.get(i) != 0) {
            byte field = in.get(i++);
            int stop = i;
            while (stop < end && in.get(stop) != 0) {
                stop++;
            }
            byte[] value = new byte[stop - i];
            in.get(i, value);
            String text = new String(value, StandardCharsets.UTF_8);
            switch (field) {
                case 'S' -> localized = text;
                case 'V' -> severity = text;
                case 'C' -> state = text;
                case 'M' -> message = text;
                default -> { }
            }
            i = stop + 1;
        }
        return new ServerError(severity == null ? localized : severity, state, message);
    }

    /** Whether the server ends the session after sending this error. */
    boolean fatal() {
        return "FATAL".equals(severity) || "PANIC".equals(severity);
    }

    SQLException toException() {
        return new SQLException(message, sqlState);
    }

    @Override
    public String toString() {
        return message + " (SQLSTATE " + sqlState + ")";
    }
}

package dev.dbbench.targets.postgresql;

import dev.dbbench.sql.EncodedRows;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Rows in COPY's binary format, for tables whose columns are all integers or character strings: the
 * server reads an integer as 2, 4 or 8 bytes and a string as its bytes, where the text format makes it
 * split every line at tabs, look for escapes and parse decimal digits (about a fifth of the server's CPU
 * per loaded row, measured on sbtest tables). Each value is encoded for its column's type, so a writer
 * knows the types of the columns it loads. Not thread-safe: one per loading call.
 */
final class CopyBinaryRow extends EncodedRows {
    /** The column types this format can encode; a table with any other loads in text format. */
    enum Type {
        INT2(21, 2), INT4(23, 4), INT8(20, 8), TEXT(25, 0), VARCHAR(1043, 0), BPCHAR(1042, 0);

        final int oid;
        final int bytes;

        Type(int oid, int bytes) {
            this.oid = oid;
            this.bytes = bytes;
        }

        /** The type of {@code pg_type.oid}, or null when this format does not encode it. */
        static Type of(int oid) {
            for (Type t : values()) {
                if (t.oid == oid) {
                    return t;
                }
            }
            return null;
        }

        boolean integer() {
            return bytes > 0;
        }
    }

    /** Signature, flags (no OIDs) and header extension length. */
    private static final byte[] HEADER = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xFF, '\r', '\n', 0, 0, 0, 0, 0, 0, 0, 0, 0};
    private static final int TRAILER = -1;
    private final List<String> columns;
    private final Type[] types;
    private int column;

    CopyBinaryRow(List<String> columns, Type[] types, int capacity) {
        super(Math.max(capacity, HEADER.length));
        this.columns = columns;
        this.types = types.clone();
        System.arraycopy(HEADER, 0, buf, 0, HEADER.length);
        size = HEADER.length;
    }

    @Override
    public void startRow() {
        column = 0;
        putShort(types.length);
    }

    @Override
    public void endRow() {
        if (column != types.length) {
            throw new IllegalStateException("a row gave " + column + " values for " + types.length + " columns " + columns);
        }
    }

    /** Ends the data; the last bytes to send. */
    void trailer() {
        putShort(TRAILER);
    }

    @Override
    public void integer(long value) {
        Type type = next();
        if (!type.integer()) {
            byte[] digits = Long.toString(value).getBytes(StandardCharsets.US_ASCII);
            putBytes(digits, 0, digits.length);
            return;
        }
        long max = type == Type.INT8 ? Long.MAX_VALUE : (1L << (8 * type.bytes - 1)) - 1;
        if (value > max || value < -max - 1) {
            throw new IllegalArgumentException("value " + value + " is out of range for column "
                    + columns.get(column - 1) + " (" + type.name().toLowerCase(Locale.ROOT) + ")");
        }
        putInt(type.bytes);
        ensure(type.bytes);
        for (int shift = 8 * (type.bytes - 1); shift >= 0; shift -= 8) {
            buf[size++] = (byte) (value >>> shift);
        }
    }

    @Override
    public void text(CharSequence value) {
        Type type = next();
        if (type.integer()) {
            column--;
            integer(parse(value, type));
            return;
        }
        int n = value.length();
        int start = size;
        putInt(0);
        ensure(n);
        for (int i = 0; i < n; i++) {
            char ch = value.charAt(i);
            if (ch >= 0x80) {
                // Rare outside custom workloads: encode the whole value the JDK's way.
                size = start + 4;
                byte[] utf8 = value.toString().getBytes(StandardCharsets.UTF_8);
                ensure(utf8.length);
                System.arraycopy(utf8, 0, buf, size, utf8.length);
                size += utf8.length;
                break;
            }
            buf[size++] = (byte) ch;
        }
        patchLength(start);
    }

    @Override
    public void asciiText(byte[] ascii, int offset, int length) {
        Type type = next();
        if (type.integer()) {
            column--;
            integer(parse(new String(ascii, offset, length, StandardCharsets.US_ASCII), type));
            return;
        }
        putBytes(ascii, offset, length);
    }

    /** A field length of -1 is NULL, whatever the column's type. */
    @Override
    public void nullValue() {
        next();
        putInt(-1);
    }

    private long parse(CharSequence value, Type type) {
        try {
            return Long.parseLong(value.toString().strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("\"" + value + "\" is not a whole number for column " + columns.get(column)
                    + " (" + type.name().toLowerCase(Locale.ROOT) + ")", e);
        }
    }

    private Type next() {
        if (column == types.length) {
            throw new IllegalStateException("a row gave more than " + types.length + " values for columns " + columns);
        }
        return types[column++];
    }

    private void putBytes(byte[] bytes, int offset, int length) {
        putInt(length);
        ensure(length);
        System.arraycopy(bytes, offset, buf, size, length);
        size += length;
    }

    /** Sets the length word at {@code at} to the bytes written after it. */
    private void patchLength(int at) {
        int length = size - at - 4;
        buf[at] = (byte) (length >>> 24);
        buf[at + 1] = (byte) (length >>> 16);
        buf[at + 2] = (byte) (length >>> 8);
        buf[at + 3] = (byte) length;
    }

    private void putShort(int v) {
        ensure(2);
        buf[size++] = (byte) (v >>> 8);
        buf[size++] = (byte) v;
    }

    private void putInt(int v) {
        ensure(4);
        buf[size++] = (byte) (v >>> 24);
        buf[size++] = (byte) (v >>> 16);
        buf[size++] = (byte) (v >>> 8);
        buf[size++] = (byte) v;
    }
}

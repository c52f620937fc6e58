package dev.dbbench.targets.postgresql;

import dev.dbbench.spi.BulkLoader;

/**
 * Encodes rows in COPY's text format into a growable byte array: tab between columns, newline after
 * each row, UTF-8, and the four characters COPY reserves (backslash, tab, newline, carriage return)
 * escaped with a backslash. Writing a row allocates nothing. Not thread-safe: one per loading call.
 */
final class CopyTextRow implements BulkLoader.RowWriter {
    private byte[] buf;
    private int size;
    private boolean first = true;

    CopyTextRow(int capacity) {
        buf = new byte[capacity];
    }

    void startRow() {
        first = true;
    }

    void endRow() {
        ensure(1);
        buf[size++] = '\n';
    }

    byte[] bytes() {
        return buf;
    }

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }

    @Override
    public void integer(long value) {
        separator();
        ensure(20);
        if (value == Long.MIN_VALUE) {
            for (char ch : Long.toString(value).toCharArray()) {
                buf[size++] = (byte) ch;
            }
            return;
        }
        if (value < 0) {
            buf[size++] = '-';
            value = -value;
        }
        int start = size;
        do {
            buf[size++] = (byte) ('0' + value % 10);
            value /= 10;
        } while (value != 0);
        for (int i = start, j = size - 1; i < j; i++, j--) {
            byte t = buf[i];
            buf[i] = buf[j];
            buf[j] = t;
        }
    }

    @Override
    public void text(CharSequence value) {
        separator();
        int n = value.length();
        ensure(3 * n);
        for (int i = 0; i < n; i++) {
            char ch = value.charAt(i);
            if (ch < 0x80) {
                ascii(ch);
            } else if (ch < 0x800) {
                buf[size++] = (byte) (0xC0 | ch >> 6);
                buf[size++] = (byte) (0x80 | ch & 0x3F);
            } else if (Character.isHighSurrogate(ch) && i + 1 < n && Character.isLowSurrogate(value.charAt(i + 1))) {
                int cp = Character.toCodePoint(ch, value.charAt(++i));
                buf[size++] = (byte) (0xF0 | cp >> 18);
                buf[size++] = (byte) (0x80 | cp >> 12 & 0x3F);
                buf[size++] = (byte) (0x80 | cp >> 6 & 0x3F);
                buf[size++] = (byte) (0x80 | cp & 0x3F);
            } else if (Character.isSurrogate(ch)) {
                buf[size++] = '?'; // an unpaired surrogate has no UTF-8 form; String.getBytes does the same
            } else {
                buf[size++] = (byte) (0xE0 | ch >> 12);
                buf[size++] = (byte) (0x80 | ch >> 6 & 0x3F);
                buf[size++] = (byte) (0x80 | ch & 0x3F);
            }
        }
    }

    private void ascii(char ch) {
        switch (ch) {
            case '\\' -> escaped('\\');
            case '\t' -> escaped('t');
            case '\n' -> escaped('n');
            case '\r' -> escaped('r');
            default -> buf[size++] = (byte) ch;
        }
    }

    private void escaped(char ch) {
        buf[size++] = '\\';
        buf[size++] = (byte) ch;
    }

    private void separator() {
        if (!first) {
            ensure(1);
            buf[size++] = '\t';
        }
        first = false;
    }

    private void ensure(int more) {
        if (size + more > buf.length) {
            buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, size + more));
        }
    }
}

package dev.dbbench.sql;

import dev.dbbench.spi.BulkLoader;
import java.util.Arrays;

/**
 * Rows encoded into a growable byte array in the tab-separated text that bulk load commands read by
 * default (PostgreSQL's {@code COPY ... FROM STDIN}, MySQL's {@code LOAD DATA}): UTF-8, a tab between
 * fields, a newline after each row, and a backslash before the characters the format reserves, which
 * each subclass names in {@link #escape}. Writing a row allocates nothing once the array is big enough.
 * Not thread-safe: one per loading call.
 */
public abstract class TabSeparatedRow implements BulkLoader.RowWriter {
    /** Longest decimal form of a long: 19 digits and a sign. */
    private static final int LONG_DIGITS = 20;
    private static final long UINT32_MAX = 0xFFFF_FFFFL;
    /** n / 100 == (n * MAGIC) >>> SHIFT for every n below 2^32 (the rounding error 28 * n stays under 2^37). */
    private static final long DIV100_MAGIC = 0x51EB_851FL;
    private static final int DIV100_SHIFT = 37;
    /** "00", "01", ... "99" back to back. */
    private static final byte[] DIGIT_PAIRS = new byte[200];

    static {
        for (int i = 0; i < 100; i++) {
            DIGIT_PAIRS[2 * i] = (byte) ('0' + i / 10);
            DIGIT_PAIRS[2 * i + 1] = (byte) ('0' + i % 10);
        }
    }
    private byte[] buf;
    private int size;
    private boolean first = true;

    protected TabSeparatedRow(int capacity) {
        buf = new byte[capacity];
    }

    /**
     * The letter that follows the backslash when {@code ch} must be escaped, or 0 when it is written as
     * it is: here the four characters both formats reserve (backslash, tab, newline, carriage return),
     * each read back from a backslash and a letter. Called for ASCII characters only.
     */
    protected char escape(char ch) {
        return switch (ch) {
            case '\\' -> '\\';
            case '\t' -> 't';
            case '\n' -> 'n';
            case '\r' -> 'r';
            default -> 0;
        };
    }

    public void startRow() {
        first = true;
    }

    public void endRow() {
        ensure(1);
        buf[size++] = '\n';
    }

    public byte[] bytes() {
        return buf;
    }

    public int size() {
        return size;
    }

    public void clear() {
        size = 0;
    }

    /** Drops what was written after {@code mark}: a source may write part of a row and then report none. */
    public void truncate(int mark) {
        size = mark;
    }

    @Override
    public void integer(long value) {
        separator();
        ensure(LONG_DIGITS);
        long magnitude = Math.abs(value);
        if (magnitude >= 0 && magnitude <= UINT32_MAX) { // Math.abs(Long.MIN_VALUE) stays negative
            if (value < 0) {
                buf[size++] = '-';
            }
            size = digitsOf(magnitude, buf, size);
            return;
        }
        // Digits are produced from the right; negating a negative long cannot overflow, unlike the reverse.
        long v = value < 0 ? value : -value;
        int end = size + digits(v) + (value < 0 ? 1 : 0);
        int i = end;
        do {
            buf[--i] = (byte) ('0' - v % 10);
            v /= 10;
        } while (v != 0);
        if (value < 0) {
            buf[--i] = '-';
        }
        size = end;
    }

    /**
     * Writes {@code n} (below 2^32) in decimal at {@code at} and returns the end, two digits at a time
     * with a multiply-and-shift in place of the division by 100: ids and {@code k} values are most of the
     * integers a load writes, and C1, which compiles {@code prepare} on a clear-text connection, turns a
     * long division into a real divide of tens of cycles (a third of the client's samples before this).
     */
    static int digitsOf(long n, byte[] out, int at) {
        int end = at + decimalLength(n);
        int i = end;
        while (n >= 100) {
            long q = (n * DIV100_MAGIC) >>> DIV100_SHIFT;
            int pair = (int) (n - q * 100) * 2;
            out[--i] = DIGIT_PAIRS[pair + 1];
            out[--i] = DIGIT_PAIRS[pair];
            n = q;
        }
        if (n >= 10) {
            out[--i] = DIGIT_PAIRS[(int) n * 2 + 1];
            out[--i] = DIGIT_PAIRS[(int) n * 2];
        } else {
            out[--i] = (byte) ('0' + n);
        }
        return end;
    }

    /** Digits of a value that is zero or negative. */
    private static int digits(long negative) {
        int n = 1;
        while (negative <= -10) {
            negative /= 10;
            n++;
        }
        return n;
    }

    private static int decimalLength(long n) {
        int length = 1;
        for (long bound = 10; length < 10 && n >= bound; bound *= 10) {
            length++;
        }
        return length;
    }

    @Override
    public void text(CharSequence value) {
        separator();
        int n = value.length();
        // Worst cases: an escaped ASCII character takes 2 bytes, a BMP character 3, a surrogate pair 4 for 2 chars.
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
                buf[size++] = '?'; // a lone surrogate has no UTF-8 form; String.getBytes writes '?' too
            } else {
                buf[size++] = (byte) (0xE0 | ch >> 12);
                buf[size++] = (byte) (0x80 | ch >> 6 & 0x3F);
                buf[size++] = (byte) (0x80 | ch & 0x3F);
            }
        }
    }

    /** Plain ASCII needs no escape in either format, so it is copied as it is. */
    @Override
    public void asciiText(byte[] ascii, int offset, int length) {
        separator();
        ensure(length);
        System.arraycopy(ascii, offset, buf, size, length);
        size += length;
    }

    private void ascii(char ch) {
        char letter = escape(ch);
        if (letter == 0) {
            buf[size++] = (byte) ch;
        } else {
            buf[size++] = '\\';
            buf[size++] = (byte) letter;
        }
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
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + more));
        }
    }
}

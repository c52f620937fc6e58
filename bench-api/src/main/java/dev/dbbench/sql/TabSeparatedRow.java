package dev.dbbench.sql;

/**
 * Rows in the tab-separated text that bulk load commands read by default (PostgreSQL's
 * {@code COPY ... FROM STDIN}, MySQL's {@code LOAD DATA}): UTF-8, a tab between fields, a newline after
 * each row, and a backslash before the characters the format reserves, which each subclass names in
 * {@link #escape}.
 */
public abstract class TabSeparatedRow extends EncodedRows {
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

    private boolean first = true;

    /**
     * An empty buffer.
     *
     * @param capacity the first size of the array, in bytes; it grows as needed
     */
    protected TabSeparatedRow(int capacity) {
        super(capacity);
    }

    /**
     * The letter that follows the backslash when {@code ch} must be escaped: here the four characters both formats
     * reserve (backslash, tab, newline, carriage return), each read back from a backslash and a letter.
     *
     * @param ch an ASCII character of a text value
     * @return the letter, or 0 when {@code ch} is written as it is
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

    @Override
    public void startRow() {
        first = true;
    }

    @Override
    public void endRow() {
        ensure(1);
        buf[size++] = '\n';
    }

    @Override
    public void integer(long value) {
        separator();
        ensure(LONG_DIGITS);
        if (value < 0) {
            buf[size++] = '-';
        }
        // Read unsigned, the negation of Long.MIN_VALUE is its magnitude, 2^63.
        size = digitsOf(value < 0 ? -value : value, buf, size);
    }

    /**
     * Writes {@code n}, read as unsigned, in decimal at {@code at} and returns the end, two digits at a time.
     * Below 2^32 a multiply-and-shift takes the place of the division by 100: ids and {@code k} values are
     * most of the integers a load writes, and C1, which compiles {@code prepare} on a clear-text connection,
     * turns a long division into a real divide of tens of cycles (a third of the client's samples before this).
     */
    static int digitsOf(long n, byte[] out, int at) {
        int end = at + decimalLength(n);
        int i = end;
        while (Long.compareUnsigned(n, 100) >= 0) {
            long q = n >= 0 && n <= UINT32_MAX ? (n * DIV100_MAGIC) >>> DIV100_SHIFT : Long.divideUnsigned(n, 100);
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

    /** Digits of {@code n} read as unsigned; at most 2^63 reaches here, which has 19. */
    private static int decimalLength(long n) {
        int length = 1;
        for (long bound = 10; length < 19 && Long.compareUnsigned(n, bound) >= 0; bound *= 10) {
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

    /** Both formats read a backslash and a capital N as NULL. */
    @Override
    public void nullValue() {
        separator();
        ensure(2);
        buf[size++] = '\\';
        buf[size++] = 'N';
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
}

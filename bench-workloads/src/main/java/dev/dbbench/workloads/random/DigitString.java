package dev.dbbench.workloads.random;

/**
 * sysbench's {@code c} and {@code pad} values: groups of 11 random digits joined by dashes
 * ({@code c}: 10 groups, 119 characters; {@code pad}: 5 groups, 59 characters). Buffers are made once
 * and refilled in place, so generating a value allocates nothing.
 */
public final class DigitString {
    /** Groups in a {@code c} value. */
    public static final int C_GROUPS = 10;
    /** Groups in a {@code pad} value. */
    public static final int PAD_GROUPS = 5;
    private static final int DIGITS = 11;
    /** Bits of the fraction a group is read from: ten times it still fits in 64 unsigned bits. */
    private static final int FRACTION_BITS = 60;
    private static final long FRACTION_MASK = (1L << FRACTION_BITS) - 1;

    private DigitString() {
    }

    /** A buffer of {@code groups} groups with the dashes in place, ready for {@link #fill}. */
    public static byte[] template(int groups) {
        byte[] buf = new byte[groups * (DIGITS + 1) - 1];
        java.util.Arrays.fill(buf, (byte) '0');
        for (int i = DIGITS; i < buf.length; i += DIGITS + 1) {
            buf[i] = '-';
        }
        return buf;
    }

    /**
     * Replaces every digit of a {@link #template} buffer with a uniform random digit, as sysbench's '#'.
     * One 64-bit draw makes a whole group: its top 60 bits, read as a binary fraction, are written out
     * in decimal, one multiplication by ten per digit, so the 11 digits of a group are uniform within
     * 1e-7 and no division is needed. Divisions were most of {@code prepare}'s client CPU: until C2 has
     * compiled this loop, which on a busy client takes seconds, a division by ten is a real divide.
     * ASCII bytes, not chars: loaders copy them into their buffers as they are, and a statement
     * parameter becomes a Latin-1 string without a compression pass.
     */
    public static void fill(byte[] buf, Rng rng) {
        for (int start = 0; start < buf.length; start += DIGITS + 1) {
            long fraction = rng.nextLong() >>> (Long.SIZE - FRACTION_BITS);
            for (int i = start; i < start + DIGITS; i++) {
                fraction *= 10;
                buf[i] = (byte) ('0' + (fraction >>> FRACTION_BITS));
                fraction &= FRACTION_MASK;
            }
        }
    }
}

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
    private static final long GROUP_RANGE = 100_000_000_000L;

    private DigitString() {
    }

    /** A buffer of {@code groups} groups with the dashes in place, ready for {@link #fill}. */
    public static char[] template(int groups) {
        char[] buf = new char[groups * (DIGITS + 1) - 1];
        java.util.Arrays.fill(buf, '0');
        for (int i = DIGITS; i < buf.length; i += DIGITS + 1) {
            buf[i] = '-';
        }
        return buf;
    }

    /**
     * Replaces every digit of a {@link #template} buffer with a uniform random digit, as sysbench's '#'.
     * One 64-bit draw makes a whole group: 11 digits from 63 random bits (bias below 1e-8) instead of 11
     * draws, which made digit generation half of {@code prepare}'s client CPU.
     */
    public static void fill(char[] buf, Rng rng) {
        for (int start = 0; start < buf.length; start += DIGITS + 1) {
            long group = (rng.nextLong() >>> 1) % GROUP_RANGE;
            for (int i = start + DIGITS - 1; i >= start; i--) {
                buf[i] = (char) ('0' + (int) (group % 10));
                group /= 10;
            }
        }
    }
}

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

    /** Replaces every digit of a {@link #template} buffer with a uniform random digit, as sysbench's '#'. */
    public static void fill(char[] buf, Rng rng) {
        for (int i = 0; i < buf.length; i++) {
            if (buf[i] != '-') {
                buf[i] = (char) ('0' + (int) (rng.nextDouble() * 10));
            }
        }
    }
}

package dev.dbbench.workloads.tpcc;

/** Writes fixed-point numbers as text into a reused builder, for loaders, which take numbers of a scale as text. */
final class Decimal {
    private final StringBuilder text = new StringBuilder(24);

    /** {@code unscaled} / 10^{@code scale} as text with exactly {@code scale} decimals; valid until the next call. */
    CharSequence of(long unscaled, int scale) {
        text.setLength(0);
        if (unscaled < 0) {
            text.append('-');
            unscaled = -unscaled;
        }
        long pow = 1;
        for (int i = 0; i < scale; i++) {
            pow *= 10;
        }
        text.append(unscaled / pow).append('.');
        long fraction = unscaled % pow;
        for (long p = pow / 10; p > 1 && fraction < p; p /= 10) {
            text.append('0');
        }
        return text.append(fraction);
    }
}

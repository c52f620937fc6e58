package dev.dbbench.stats;

import dev.dbbench.result.Estimate;

/**
 * An estimate with what its interval and comparisons are computed from: the standard error of the value and its
 * degrees of freedom (Student's t). A sample of {@link Estimate.Basis#NONE} has no error.
 *
 * @param value the estimate
 * @param se    its standard error, in the value's unit; NaN without one
 * @param df    the error's degrees of freedom; NaN without one
 * @param basis what the error was computed from
 * @param n     repeats or batches behind the error
 */
public record Sample(double value, double se, double df, Estimate.Basis basis, int n) {
    /** The 95 % interval, as every report shows it. */
    public static final double CONFIDENCE = 0.95;

    /** A value without an error. */
    public static Sample point(double value) {
        return new Sample(value, Double.NaN, Double.NaN, Estimate.Basis.NONE, 0);
    }

    public boolean hasError() {
        return basis != Estimate.Basis.NONE && Double.isFinite(se) && Double.isFinite(df);
    }

    /** The value with its 95 % interval, which never goes below 0 (no rate or latency does). */
    public Estimate estimate() {
        if (!hasError()) {
            return Estimate.point(round(value));
        }
        double half = Student.quantile(1 - (1 - CONFIDENCE) / 2, df) * se;
        return Estimate.of(round(value), round(Math.max(0, value - half)), round(value + half), basis, n);
    }

    /** Three decimals: a rate's hundredths and a latency's microseconds, as the results round them. */
    static double round(double v) {
        return Double.isFinite(v) ? Math.round(v * 1000) / 1000.0 : v;
    }
}

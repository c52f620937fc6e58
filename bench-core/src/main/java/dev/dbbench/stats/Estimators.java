package dev.dbbench.stats;

import dev.dbbench.result.Estimate;
import java.util.List;

/**
 * The two ways a value gets its standard error. From repeats when there are two or more: each repeat is one value
 * (its mean over iterations), and the repeats' spread includes whatever varies from run to run. From one run's
 * batches of intervals otherwise, corrected for the correlation between neighbouring batches. Either way the error is
 * never smaller than the one the batches alone give, so two repeats that agree by chance do not pass for a precise
 * measurement. docs/conclusions.md states the method and its limits.
 */
public final class Estimators {
    /** Below this many batches a run's spread says too little to give an interval. */
    static final int MIN_BATCHES = 3;
    /** The correlation correction is capped here: beyond it, one run cannot say how precise it is. */
    private static final double MAX_CORRELATION = 0.9;

    private Estimators() {
    }

    /**
     * The mean of the repeats' values, with the error of a mean of independent repeats (Student's t, one degree of
     * freedom fewer than repeats), at least the error their batches give together.
     *
     * @param repeats each repeat's value
     * @param within  each repeat's error from its own batches; NaN where it has none
     */
    public static Sample ofRepeats(double[] repeats, double[] within) {
        int r = repeats.length;
        if (r == 0) {
            return Sample.point(Double.NaN);
        }
        double mean = mean(repeats);
        if (r < 2) {
            return Sample.point(mean);
        }
        double spread = Math.sqrt(variance(repeats, mean) / r);
        double sumSquares = 0;
        boolean allWithin = true;
        for (double w : within) {
            allWithin &= Double.isFinite(w);
            sumSquares += Double.isFinite(w) ? w * w : 0;
        }
        double floor = allWithin && within.length == r ? Math.sqrt(sumSquares) / r : 0;
        return new Sample(mean, Math.max(spread, floor), r - 1, Estimate.Basis.REPEATS, r);
    }

    /**
     * {@code value} (the run's own: its count over its time) with the error its batches give: the batch means'
     * spread, inflated by {@code (1 + r) / (1 - r)} for the correlation {@code r} between neighbouring batches (its
     * small-sample bias corrected as Marriott and Pope give it, capped at 0.9), with as many degrees of freedom as
     * the batches are worth once correlated. No error below {@value #MIN_BATCHES} batches.
     */
    public static Sample ofBatches(double value, List<Double> batches) {
        int b = batches.size();
        if (b < MIN_BATCHES || !Double.isFinite(value)) {
            return Sample.point(value);
        }
        double[] x = batches.stream().mapToDouble(Double::doubleValue).toArray();
        double mean = mean(x);
        double variance = variance(x, mean);
        double inflation = 1;
        if (b >= 4 && variance > 0) {
            double r = lag1(x, mean);
            double corrected = Math.min(Math.max((r * b + 1) / (b - 3), 0), MAX_CORRELATION);
            inflation = (1 + corrected) / (1 - corrected);
        }
        double se = Math.sqrt(variance * inflation / b);
        double df = Math.max(1, b / inflation - 1);
        return new Sample(value, se, df, Estimate.Basis.INTERVALS, b);
    }

    /**
     * The fewest repeats (at least 3 when the estimate comes from one run, which cannot show what varies between runs)
     * whose 95 % interval would be within ±{@code pct} percent of the value, from the noise {@code e} shows; empty
     * without an interval, or beyond {@value Ratios#MAX_REPEATS}.
     */
    public static java.util.OptionalInt repeatsFor(Estimate e, double pct) {
        if (!e.hasInterval() || e.value() <= 0 || e.samples() < 2) {
            return java.util.OptionalInt.empty();
        }
        double half = e.halfWidthPercent().getAsDouble() / 100;
        double se = half / Student.quantile(0.975, e.samples() - 1.0);
        double perRun = e.basis() == Estimate.Basis.REPEATS ? se * se * e.samples() : se * se;
        int least = e.basis() == Estimate.Basis.REPEATS ? 2 : 3;
        for (int r = least; r <= Ratios.MAX_REPEATS; r++) {
            if (Student.quantile(0.975, r - 1.0) * Math.sqrt(perRun / r) <= pct / 100) {
                return java.util.OptionalInt.of(r);
            }
        }
        return java.util.OptionalInt.empty();
    }

    static double mean(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return s / x.length;
    }

    /** The sample variance (n - 1 in the denominator). */
    static double variance(double[] x, double mean) {
        double s = 0;
        for (double v : x) {
            s += (v - mean) * (v - mean);
        }
        return x.length < 2 ? 0 : s / (x.length - 1);
    }

    /** The lag-1 autocorrelation of {@code x} about {@code mean}; 0 for a constant series. */
    static double lag1(double[] x, double mean) {
        double num = 0;
        double den = 0;
        for (int i = 0; i < x.length; i++) {
            double d = x[i] - mean;
            den += d * d;
            if (i + 1 < x.length) {
                num += d * (x[i + 1] - mean);
            }
        }
        return den == 0 ? 0 : num / den;
    }
}

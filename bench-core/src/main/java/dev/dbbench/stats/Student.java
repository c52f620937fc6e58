package dev.dbbench.stats;

import org.apache.commons.math3.distribution.TDistribution;

/** Student's t distribution, for any positive degrees of freedom (fractional ones from Welch's approximation). */
final class Student {
    private Student() {
    }

    /** The {@code p} quantile of t with {@code df} degrees of freedom ({@code p} = 0.975 for a two-sided 95 % interval). */
    static double quantile(double p, double df) {
        return new TDistribution(null, Math.max(df, 0.5)).inverseCumulativeProbability(p);
    }
}

package dev.dbbench.stats;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Student's t distribution, for any positive degrees of freedom (fractional ones from Welch's approximation).
 * Quantiles are remembered: a report asks for the same few many times (whole degrees of freedom above all), and each
 * is an iterative solution.
 */
final class Student {
    private static final Map<Key, Double> QUANTILES = new ConcurrentHashMap<>();

    private record Key(double p, double df) {
    }

    private Student() {
    }

    /** The {@code p} quantile of t with {@code df} degrees of freedom ({@code p} = 0.975 for a two-sided 95 % interval). */
    static double quantile(double p, double df) {
        double degrees = Math.max(df, 0.5);
        return QUANTILES.computeIfAbsent(new Key(p, degrees), k -> new TDistribution(null, degrees).inverseCumulativeProbability(p));
    }
}

package dev.dbbench.stats;

import java.util.Arrays;
import java.util.List;

/** The few statistics a benchmark report needs, on plain lists of doubles. */
public final class Stats {
    // Student's t at 0.9995 (a two-sided 99.9 % interval, as JMH's scoreError) for 1..30 degrees of freedom.
    private static final double[] T_999 = {636.619, 31.599, 12.924, 8.610, 6.869, 5.959, 5.408, 5.041, 4.781, 4.587,
        4.437, 4.318, 4.221, 4.140, 4.073, 4.015, 3.965, 3.922, 3.883, 3.850, 3.819, 3.792, 3.768, 3.745, 3.725, 3.707,
        3.690, 3.674, 3.659, 3.646};
    private static final double Z_999 = 3.290527;

    private Stats() {
    }

    public static double mean(List<Double> xs) {
        return xs.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    public static double median(List<Double> xs) {
        if (xs.isEmpty()) {
            return 0;
        }
        double[] a = xs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int m = a.length / 2;
        return a.length % 2 == 1 ? a[m] : (a[m - 1] + a[m]) / 2;
    }

    public static double stddev(List<Double> xs) {
        if (xs.size() < 2) {
            return 0;
        }
        double mean = mean(xs);
        double ss = 0;
        for (double x : xs) {
            ss += (x - mean) * (x - mean);
        }
        return Math.sqrt(ss / (xs.size() - 1));
    }

    /** Coefficient of variation in percent (0 when the mean is 0). */
    public static double cvPercent(List<Double> xs) {
        double mean = mean(xs);
        return mean == 0 ? 0 : stddev(xs) / mean * 100;
    }

    /** Half-width of the 99.9 % confidence interval of the mean; NaN for fewer than two samples, as JMH reports. */
    public static double error999(List<Double> xs) {
        int n = xs.size();
        if (n < 2) {
            return Double.NaN;
        }
        return t999(n - 1) * stddev(xs) / Math.sqrt(n);
    }

    /** Student's t quantile 0.9995 for {@code df} degrees of freedom (table, then a Cornish-Fisher expansion). */
    public static double t999(int df) {
        if (df < 1) {
            throw new IllegalArgumentException("degrees of freedom must be positive");
        }
        if (df <= T_999.length) {
            return T_999[df - 1];
        }
        double z = Z_999;
        double z3 = z * z * z;
        double z5 = z3 * z * z;
        return z + (z3 + z) / (4.0 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96.0 * df * df);
    }

    /** Least-squares slope of y over x. */
    public static double slope(double[] x, double[] y) {
        int n = Math.min(x.length, y.length);
        if (n < 2) {
            return 0;
        }
        double mx = Arrays.stream(x, 0, n).average().orElse(0);
        double my = Arrays.stream(y, 0, n).average().orElse(0);
        double num = 0;
        double den = 0;
        for (int i = 0; i < n; i++) {
            num += (x[i] - mx) * (y[i] - my);
            den += (x[i] - mx) * (x[i] - mx);
        }
        return den == 0 ? 0 : num / den;
    }
}

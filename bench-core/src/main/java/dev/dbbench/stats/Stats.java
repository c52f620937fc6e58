package dev.dbbench.stats;

import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;
import org.apache.commons.math3.stat.regression.SimpleRegression;

/** The few statistics a benchmark report needs, on plain lists of doubles. */
public final class Stats {
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

    /** The sample standard deviation (n - 1 in the denominator); 0 below two values. */
    public static double stddev(List<Double> xs) {
        return xs.size() < 2 ? 0 : new StandardDeviation().evaluate(xs.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** Coefficient of variation in percent (0 when the mean is 0). */
    public static double cvPercent(List<Double> xs) {
        double mean = mean(xs);
        return mean == 0 ? 0 : stddev(xs) / mean * 100;
    }

    /**
     * Half-width of the 99.9 % confidence interval of the mean; NaN for fewer than two samples. It is JMH's
     * {@code scoreError}: Student's t at 0.9995 for n - 1 degrees of freedom times the standard error.
     */
    public static double error999(List<Double> xs) {
        return error(xs.stream().mapToDouble(Double::doubleValue).toArray(), 0.999);
    }

    /**
     * Half-width of the two-sided {@code confidence} interval (0.999 for 99.9 %) of the mean of {@code xs}, by
     * Student's t; NaN for fewer than two samples, as JMH reports a score measured once.
     */
    public static double error(double[] xs, double confidence) {
        if (xs.length < 2) {
            return Double.NaN;
        }
        TDistribution t = new TDistribution(xs.length - 1);
        // To three decimals, as t tables give it: results recorded with the tabled value must rebuild to the same error.
        double critical = Math.round(t.inverseCumulativeProbability(1 - (1 - confidence) / 2) * 1000) / 1000.0;
        return critical * new StandardDeviation().evaluate(xs) / Math.sqrt(xs.length);
    }

    /** Least-squares slope of y over x; 0 below two points or when every x is the same. */
    public static double slope(double[] x, double[] y) {
        int n = Math.min(x.length, y.length);
        SimpleRegression fit = new SimpleRegression();
        for (int i = 0; i < n; i++) {
            fit.addData(x[i], y[i]);
        }
        double slope = fit.getSlope();
        return Double.isNaN(slope) ? 0 : slope;
    }
}

package dev.dbbench.workloads.random;

/**
 * sysbench's {@code zipfian}: value {@code a + m - 1} with probability proportional to
 * {@code 1 / m^exponent} for m in [1, b - a + 1], so the low end of the range is hot.
 *
 * <p>Sampled by rejection-inversion (Hörmann and Derflinger, ACM TOMACS 6.3, 1996), the method sysbench
 * uses: draw u uniformly between H(1.5) - 1 and H(n + 0.5), invert H, round, and accept unless the
 * rounded value falls in the thin gap between the hat function and the true mass. The expected number
 * of rounds is barely above one, and nothing is tabulated, so any range size costs the same.
 */
public final class Zipfian implements Distribution {
    private final double exponent;
    private final double squeeze;
    private final double lowerBound;

    /** @param exponent {@code --rand-zipfian-exp}, at least 0 (0 gives a uniform distribution) */
    public Zipfian(double exponent) {
        if (!(exponent >= 0) || Double.isInfinite(exponent)) {
            throw new IllegalArgumentException("exponent must be >= 0: " + exponent);
        }
        this.exponent = exponent;
        this.squeeze = 2 - inverse(integral(2.5) - mass(2));
        this.lowerBound = integral(1.5) - 1;
    }

    public double exponent() {
        return exponent;
    }

    @Override
    public int next(Rng rng, int a, int b) {
        long n = (long) b - a + 1;
        double upperBound = integral(n + 0.5);
        while (true) {
            double u = upperBound + rng.nextDouble() * (lowerBound - upperBound);
            double x = inverse(u);
            long k = (long) (x + 0.5);
            // Rounding error can push k just outside [1, n].
            k = Math.max(1, Math.min(n, k));
            // The first test is a cheap sufficient condition for the second.
            if (k - x <= squeeze || u >= integral(k + 0.5) - mass(k)) {
                return (int) (a + k - 1);
            }
        }
    }

    /** H(x) = (x^(1-e) - 1) / (1-e), or log x when e = 1: an antiderivative of {@link #mass}. */
    private double integral(double x) {
        double logX = Math.log(x);
        return expm1OverX((1 - exponent) * logX) * logX;
    }

    /** h(x) = x^-e, the unnormalised probability of value x. */
    private double mass(double x) {
        return Math.exp(-exponent * Math.log(x));
    }

    private double inverse(double y) {
        double t = y * (1 - exponent);
        // Numerical error can take t a hair below -1, where log1p is undefined.
        t = Math.max(t, -1);
        return Math.exp(log1pOverX(t) * y);
    }

    /** log(1 + x) / x, with a series near 0 where the quotient loses precision. */
    private static double log1pOverX(double x) {
        if (Math.abs(x) > 1e-8) {
            return Math.log1p(x) / x;
        }
        return 1 - x * (0.5 - x * (1.0 / 3 - 0.25 * x));
    }

    /** (e^x - 1) / x, with a series near 0. */
    private static double expm1OverX(double x) {
        if (Math.abs(x) > 1e-8) {
            return Math.expm1(x) / x;
        }
        return 1 + x * 0.5 * (1 + x * (1.0 / 3) * (1 + 0.25 * x));
    }

    @Override
    public String name() {
        return "zipfian";
    }
}

package dev.dbbench.stats;

import dev.dbbench.result.CellComparison;
import dev.dbbench.result.CellComparison.Verdict;
import dev.dbbench.result.Estimate;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * The ratio of two estimates with its 95 % interval, and the verdict it allows. Computed on the log scale, where a
 * ratio's interval is symmetric: the two sides' relative errors add (each side measured independently of the other),
 * with Welch and Satterthwaite's degrees of freedom for two errors of their own. The smallest detectable difference
 * and the repeats needed assume the noise seen stays as it was.
 */
public final class Ratios {
    /** The chance of finding a difference of the detectable size: 4 in 5, the usual choice. */
    static final double POWER = 0.80;
    /** Beyond this many repeats advice is no longer useful: the noise is too large for the difference asked. */
    static final int MAX_REPEATS = 999;

    private Ratios() {
    }

    /**
     * {@code b} against {@code a}; empty when {@code a} is 0 or either value is not finite.
     *
     * @param higherIsBetter true for rates, false for latencies
     * @param resolvePct     the difference, in percent, that {@link CellComparison#repeatsNeeded()} is computed for
     */
    public static Optional<CellComparison> compare(String metric, boolean higherIsBetter, int threads, String baseline,
                                                   String target, Sample a, Sample b, double resolvePct) {
        if (!(a.value() > 0) || !Double.isFinite(b.value()) || b.value() < 0) {
            return Optional.empty();
        }
        double ratio = b.value() / a.value();
        Estimate.Basis basis = weaker(a.basis(), b.basis());
        if (!a.hasError() || !b.hasError() || ratio == 0) {
            return Optional.of(new CellComparison(metric, threads, baseline, target, Sample.round(a.value()),
                    Sample.round(b.value()), round(ratio), OptionalDouble.empty(), OptionalDouble.empty(), false, Verdict.UNKNOWN,
                    OptionalDouble.empty(), Estimate.Basis.NONE, OptionalInt.empty(), resolvePct));
        }
        double va = relativeVariance(a);
        double vb = relativeVariance(b);
        double se = Math.sqrt(va + vb);
        double df = va + vb == 0 ? Math.min(a.df(), b.df()) : (va + vb) * (va + vb) / (va * va / a.df() + vb * vb / b.df());
        double t = Student.quantile(1 - (1 - Sample.CONFIDENCE) / 2, df);
        double low = Math.exp(Math.log(ratio) - t * se);
        double high = Math.exp(Math.log(ratio) + t * se);
        boolean significant = low > 1 || high < 1;
        Verdict verdict = !significant ? Verdict.INDISTINGUISHABLE : (ratio > 1) == higherIsBetter ? Verdict.BETTER : Verdict.WORSE;
        double detectable = (Math.exp((t + Student.quantile(POWER, df)) * se) - 1) * 100;
        return Optional.of(new CellComparison(metric, threads, baseline, target, Sample.round(a.value()), Sample.round(b.value()),
                round(ratio), OptionalDouble.of(round(low)), OptionalDouble.of(round(high)), significant, verdict,
                OptionalDouble.of(Math.round(detectable * 10) / 10.0), basis,
                repeatsNeeded(perRun(a, va), perRun(b, vb), resolvePct, basis), resolvePct));
    }

    /**
     * The fewest repeats per side (at least 3 when either side ran once, as one run cannot show what varies between
     * runs) whose interval would exclude a difference of {@code resolvePct} 4 times in 5, given each side's relative
     * variance of one run.
     */
    static OptionalInt repeatsNeeded(double runA, double runB, double resolvePct, Estimate.Basis basis) {
        double target = Math.log(1 + resolvePct / 100);
        int least = basis == Estimate.Basis.INTERVALS ? 3 : 2;
        for (int r = least; r <= MAX_REPEATS; r++) {
            double df = 2.0 * r - 2;
            double reach = (Student.quantile(1 - (1 - Sample.CONFIDENCE) / 2, df) + Student.quantile(POWER, df))
                    * Math.sqrt((runA + runB) / r);
            if (reach <= target) {
                return OptionalInt.of(r);
            }
        }
        return OptionalInt.empty();
    }

    /** The relative variance of one run: the estimate's times its repeats, or the run's own for one run. */
    private static double perRun(Sample s, double relativeVariance) {
        return s.basis() == Estimate.Basis.REPEATS ? relativeVariance * s.n() : relativeVariance;
    }

    private static double relativeVariance(Sample s) {
        double rel = s.se() / s.value();
        return rel * rel;
    }

    /** Repeats are the stronger basis; intervals the weaker. */
    static Estimate.Basis weaker(Estimate.Basis a, Estimate.Basis b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }

    private static double round(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}

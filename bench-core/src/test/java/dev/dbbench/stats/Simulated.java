package dev.dbbench.stats;

import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;

/**
 * Measurements drawn from known processes, for tests that check how often an interval holds the true value: a
 * step's intervals as a stationary AR(1) series around a known mean (neighbouring seconds correlated as a real
 * server's are), fed through {@link BatchMeans} as the engine feeds it.
 */
final class Simulated {
    private final SplittableRandom random;

    Simulated(long seed) {
        this.random = new SplittableRandom(seed);
    }

    double gaussian() {
        // Box-Muller: SplittableRandom has no nextGaussian on Java 17.
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    /** {@code n} values of an AR(1) process with coefficient {@code phi}, mean {@code mean} and marginal sd {@code sd}. */
    double[] ar1(int n, double phi, double mean, double sd) {
        double[] x = new double[n];
        double innovation = sd * Math.sqrt(1 - phi * phi);
        double state = gaussian() * sd;
        for (int i = 0; i < n; i++) {
            state = phi * state + innovation * gaussian();
            x[i] = mean + state;
        }
        return x;
    }

    /**
     * A step of {@code n} one-second intervals whose TPS follows {@link #ar1}; returns its estimate from the batches,
     * as a step measured once gets it.
     */
    Sample stepTps(int n, double phi, double mean, double sd) {
        double[] tps = ar1(n, phi, mean, sd);
        BatchMeans batches = new BatchMeans(3_600_000_000_000L);
        Histogram none = new Histogram(1, 3_600_000_000_000L, 2);
        long events = 0;
        for (double t : tps) {
            long e = Math.max(0, Math.round(t));
            events += e;
            batches.add(1.0, e, e, none);
        }
        return Estimators.ofBatches((double) events / n, batches.series().tps());
    }
}

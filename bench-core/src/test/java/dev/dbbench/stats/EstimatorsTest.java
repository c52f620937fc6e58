package dev.dbbench.stats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.Estimate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The 95 % intervals hold the true value about 95 times in 100, checked on measurements drawn from known processes,
 * including the correlated intervals of one run that a plain t-interval would trust too much.
 */
class EstimatorsTest {
    private static final int TRIALS = 2000;

    @ParameterizedTest(name = "{0} intervals, neighbours correlated {1}")
    @CsvSource({"60, 0.0", "60, 0.5", "60, 0.8", "300, 0.5", "300, 0.9", "3600, 0.8"})
    void oneRunsIntervalHoldsTheMeanAbout95TimesIn100(int intervals, double phi) {
        Simulated sim = new Simulated(intervals * 31L + (long) (phi * 100));
        int held = 0;
        for (int i = 0; i < TRIALS; i++) {
            Estimate e = sim.stepTps(intervals, phi, 1000, 50).estimate();
            if (e.low().getAsDouble() <= 1000 && 1000 <= e.high().getAsDouble()) {
                held++;
            }
        }
        assertThat(held / (double) TRIALS).isBetween(0.92, 0.99);
    }

    /** A plain t-interval over correlated intervals holds the mean far less often: what the correction is for. */
    @Test
    void correlatedIntervalsTakenAsIndependentWouldMislead() {
        Simulated sim = new Simulated(7);
        int held = 0;
        for (int i = 0; i < TRIALS; i++) {
            double[] x = sim.ar1(60, 0.8, 1000, 50);
            double mean = Estimators.mean(x);
            double half = Student.quantile(0.975, x.length - 1) * Math.sqrt(Estimators.variance(x, mean) / x.length);
            if (Math.abs(mean - 1000) <= half) {
                held++;
            }
        }
        assertThat(held / (double) TRIALS).isLessThan(0.7);
    }

    @ParameterizedTest(name = "{0} repeats")
    @CsvSource({"2", "3", "5", "10"})
    void repeatsIntervalHoldsTheMeanAtLeast95TimesIn100(int repeats) {
        Simulated sim = new Simulated(repeats);
        int held = 0;
        for (int i = 0; i < TRIALS; i++) {
            double[] values = new double[repeats];
            double[] within = new double[repeats];
            for (int r = 0; r < repeats; r++) {
                // Each run's level differs by 5 %; within a run the mean is known to 1 %.
                values[r] = 1000 + 50 * sim.gaussian() + 10 * sim.gaussian();
                within[r] = 10;
            }
            Estimate e = Estimators.ofRepeats(values, within).estimate();
            if (e.low().getAsDouble() <= 1000 && 1000 <= e.high().getAsDouble()) {
                held++;
            }
        }
        assertThat(held / (double) TRIALS).isBetween(0.93, 1.0);
    }

    /** Two repeats that agree by chance still have at least the error their own runs' noise gives. */
    @Test
    void repeatsThatAgreeByChanceKeepTheirRunsNoise() {
        Sample s = Estimators.ofRepeats(new double[] {1000, 1000}, new double[] {20, 20});
        assertThat(s.se()).isEqualTo(Math.sqrt(800) / 2);
        assertThat(s.estimate().low().getAsDouble()).isLessThan(1000);
    }

    @Test
    void tooFewBatchesGiveNoInterval() {
        assertThat(Estimators.ofBatches(100, List.of(99.0, 101.0)).estimate().hasInterval()).isFalse();
        assertThat(Estimators.ofBatches(100, List.of(99.0, 101.0, 100.0)).estimate().basis()).isEqualTo(Estimate.Basis.INTERVALS);
        assertThat(Estimators.ofRepeats(new double[] {5}, new double[] {1}).estimate().hasInterval()).isFalse();
    }

    @Test
    void aRateIntervalNeverGoesBelowZero() {
        Estimate e = Estimators.ofRepeats(new double[] {1, 30}, new double[] {Double.NaN, Double.NaN}).estimate();
        assertThat(e.low().getAsDouble()).isZero();
    }
}

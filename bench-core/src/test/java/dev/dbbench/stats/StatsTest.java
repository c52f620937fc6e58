package dev.dbbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatsTest {

    /** JMH's scoreError: t(0.9995, n - 1) * s / sqrt(n); for 1..5, t(0.9995, 4) = 8.610 and s = 1.5811. */
    @Test
    void errorIsTheHalfWidthOfJmhsInterval() {
        assertThat(Stats.error999(List.of(1.0, 2.0, 3.0, 4.0, 5.0))).isCloseTo(8.6103 * 1.58114 / Math.sqrt(5), within(1e-3));
    }

    @Test
    void errorNarrowsTowardsTheNormalQuantileWithManySamples() {
        double[] xs = new double[1001];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = i % 2;
        }
        double s = 0.50025;
        assertThat(Stats.error(xs, 0.999)).isCloseTo(3.3007 * s / Math.sqrt(xs.length), within(1e-3));
    }

    @Test
    void oneSampleHasNoError() {
        assertThat(Stats.error999(List.of(3.0))).isNaN();
        assertThat(Stats.stddev(List.of(3.0))).isZero();
    }

    @Test
    void slopeIsTheLeastSquaresFit() {
        assertThat(Stats.slope(new double[] {0, 1, 2, 3}, new double[] {1, 3, 5, 7})).isCloseTo(2, within(1e-9));
        assertThat(Stats.slope(new double[] {1}, new double[] {1})).isZero();
        assertThat(Stats.slope(new double[] {2, 2}, new double[] {1, 5})).isZero();
    }
}

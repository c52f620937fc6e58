package dev.dbbench.workloads.random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Each distribution against sysbench's definition: bounds, and the shape its formula implies. */
class DistributionTest {
    private static final int DRAWS = 400_000;

    static List<Distribution> all() {
        return List.of(new Uniform(), new Gaussian(12), new Special(12, 1, 75), new Pareto(0.2), new Zipfian(0.8),
                new Zipfian(0), new Zipfian(1), new Zipfian(2.5));
    }

    @ParameterizedTest
    @MethodSource("all")
    void staysWithinTheRangeAndReachesItsEnds(Distribution d) {
        Rng rng = new Rng(1);
        for (int[] range : new int[][] {{1, 10}, {0, 3}, {7, 7}, {1, 2_000_000_000}, {250, 500}}) {
            int min = Integer.MAX_VALUE;
            int max = Integer.MIN_VALUE;
            for (int i = 0; i < 50_000; i++) {
                int v = d.next(rng, range[0], range[1]);
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
            assertThat(min).as("%s min over %s..%s", d.name(), range[0], range[1]).isGreaterThanOrEqualTo(range[0]);
            assertThat(max).as("%s max over %s..%s", d.name(), range[0], range[1]).isLessThanOrEqualTo(range[1]);
        }
    }

    @Test
    void uniformHitsEveryValueEquallyOften() {
        int[] hits = histogram(new Uniform(), 1, 10);
        for (int v = 1; v <= 10; v++) {
            assertThat(hits[v] / (double) DRAWS).as("share of %s", v).isCloseTo(0.1, within(0.003));
        }
        assertThat(mean(new Uniform(), 1, 10_000)).isCloseTo(5000.5, within(20.0));
    }

    @Test
    void gaussianIsCentredWithTheSpreadOfAMeanOfTwelveUniforms() {
        Rng rng = new Rng(3);
        int a = 1;
        int b = 100_000;
        double sum = 0;
        double sumSq = 0;
        for (int i = 0; i < DRAWS; i++) {
            double v = new Gaussian(12).next(rng, a, b);
            sum += v;
            sumSq += v * v;
        }
        double mean = sum / DRAWS;
        double sd = Math.sqrt(sumSq / DRAWS - mean * mean);
        assertThat(mean).isCloseTo(50_000.5, within(100.0));
        // The mean of n uniforms over width w has standard deviation w / sqrt(12 n).
        assertThat(sd).isCloseTo(100_000 / Math.sqrt(12 * 12), within(100.0));
    }

    @Test
    void specialPutsThreeQuartersOfDrawsInTheCentralOnePercent() {
        Rng rng = new Rng(4);
        Special special = new Special(12, 1, 75);
        int a = 1;
        int b = 10_000;
        // sysbench's window: t/2 - t*pct/200 .. + t*pct/100 + 1, offset from a.
        double t = b - a;
        double lo = a + t / 2 - t / 200;
        double hi = lo + t / 100 + 1;
        int inWindow = 0;
        for (int i = 0; i < DRAWS; i++) {
            int v = special.next(rng, a, b);
            if (v >= lo && v < hi) {
                inWindow++;
            }
        }
        // 75% by construction plus the gaussian part's own share of the window: 25% * ~4.8% = ~1.2%.
        assertThat(inWindow / (double) DRAWS).isCloseTo(0.762, within(0.005));
    }

    @Test
    void specialWithNoReservedShareIsGaussian() {
        assertThat(mean(new Special(12, 1, 0), 1, 10_000)).isCloseTo(mean(new Gaussian(12), 1, 10_000), within(20.0));
    }

    @Test
    void paretoPutsEightyPercentInTheLowestTwentyPercent() {
        int[] hits = histogram(new Pareto(0.2), 1, 10);
        int lowTwo = hits[1] + hits[2];
        assertThat(lowTwo / (double) DRAWS).isCloseTo(0.8, within(0.005));
    }

    @Test
    void zipfianFollowsOneOverRankToTheExponent() {
        double exponent = 0.8;
        int n = 100;
        int[] hits = histogram(new Zipfian(exponent), 1, n);
        double norm = 0;
        for (int m = 1; m <= n; m++) {
            norm += Math.pow(m, -exponent);
        }
        for (int m : new int[] {1, 2, 3, 10, 50, 100}) {
            double expected = Math.pow(m, -exponent) / norm;
            assertThat(hits[m] / (double) DRAWS).as("share of rank %s", m).isCloseTo(expected, within(expected * 0.05 + 0.0005));
        }
    }

    @Test
    void zipfianWithExponentZeroIsUniform() {
        int[] hits = histogram(new Zipfian(0), 1, 10);
        for (int v = 1; v <= 10; v++) {
            assertThat(hits[v] / (double) DRAWS).isCloseTo(0.1, within(0.003));
        }
    }

    @Test
    void zipfianIsShiftedToTheStartOfTheRange() {
        int[] hits = histogram(new Zipfian(0.8), 11, 20);
        assertThat(hits[11]).isGreaterThan(hits[12]).isGreaterThan(hits[20]);
    }

    private static int[] histogram(Distribution d, int a, int b) {
        Rng rng = new Rng(2);
        int[] hits = new int[b + 1];
        for (int i = 0; i < DRAWS; i++) {
            hits[d.next(rng, a, b)]++;
        }
        return hits;
    }

    private static double mean(Distribution d, int a, int b) {
        Rng rng = new Rng(5);
        double sum = 0;
        for (int i = 0; i < DRAWS; i++) {
            sum += d.next(rng, a, b);
        }
        return sum / DRAWS;
    }
}

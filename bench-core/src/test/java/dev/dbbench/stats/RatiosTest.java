package dev.dbbench.stats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.CellComparison;
import dev.dbbench.result.CellComparison.Verdict;
import dev.dbbench.result.Estimate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Comparisons call a difference real about 5 times in 100 when there is none, and find one that is there. */
class RatiosTest {
    private static final int TRIALS = 2000;

    private static CellComparison tps(Sample a, Sample b) {
        return Ratios.compare("tps", true, 4, "a", "b", a, b, 5).orElseThrow();
    }

    private static Sample repeats(Simulated sim, int n, double mean) {
        double[] v = new double[n];
        double[] within = new double[n];
        for (int r = 0; r < n; r++) {
            v[r] = mean * (1 + 0.05 * sim.gaussian() + 0.01 * sim.gaussian());
            within[r] = mean * 0.01;
        }
        return Estimators.ofRepeats(v, within);
    }

    @ParameterizedTest(name = "{0} repeats a side")
    @CsvSource({"2", "3", "5"})
    void theSameServerTwiceIsADifferenceAtMost5TimesIn100(int n) {
        Simulated sim = new Simulated(100 + n);
        int called = 0;
        for (int i = 0; i < TRIALS; i++) {
            if (tps(repeats(sim, n, 1000), repeats(sim, n, 1000)).significant()) {
                called++;
            }
        }
        assertThat(called / (double) TRIALS).isLessThanOrEqualTo(0.06);
    }

    @Test
    void theSameServerTwiceFromOneRunEachIsADifferenceAbout5TimesIn100() {
        Simulated sim = new Simulated(5);
        int called = 0;
        for (int i = 0; i < TRIALS; i++) {
            if (tps(sim.stepTps(120, 0.6, 1000, 50), sim.stepTps(120, 0.6, 1000, 50)).significant()) {
                called++;
            }
        }
        assertThat(called / (double) TRIALS).isBetween(0.01, 0.08);
    }

    @Test
    void aServerAtHalfItsSpeedIsWorseAndItsIntervalHoldsTheTrueRatio() {
        Simulated sim = new Simulated(9);
        int worse = 0;
        int held = 0;
        for (int i = 0; i < TRIALS; i++) {
            CellComparison c = tps(repeats(sim, 3, 1000), repeats(sim, 3, 500));
            worse += c.verdict() == Verdict.WORSE ? 1 : 0;
            held += c.ratioLow().getAsDouble() <= 0.5 && 0.5 <= c.ratioHigh().getAsDouble() ? 1 : 0;
        }
        assertThat(worse / (double) TRIALS).isGreaterThan(0.99);
        assertThat(held / (double) TRIALS).isBetween(0.93, 0.995);
    }

    @Test
    void forLatencyLowerIsBetter() {
        Sample slow = new Sample(10, 0.1, 10, Estimate.Basis.REPEATS, 5);
        Sample fast = new Sample(5, 0.1, 10, Estimate.Basis.REPEATS, 5);
        CellComparison c = Ratios.compare("p95Ms", false, 4, "a", "b", slow, fast, 5).orElseThrow();
        assertThat(c.verdict()).isEqualTo(Verdict.BETTER);
        assertThat(c.changePercent()).isEqualTo(-50.0);
    }

    @Test
    void withoutAnIntervalTheVerdictIsUnknown() {
        CellComparison c = tps(Sample.point(100), new Sample(150, 1, 4, Estimate.Basis.REPEATS, 5));
        assertThat(c.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(c.significant()).isFalse();
        assertThat(c.ratioLow()).isEmpty();
    }

    /** The advice holds: with the repeats it gives, a 5 % difference is found about 4 times in 5. */
    @Test
    void theRepeatsAdvisedFindTheDifferenceAsked() {
        Simulated sim = new Simulated(11);
        CellComparison pilot = tps(repeats(sim, 3, 1000), repeats(sim, 3, 1000));
        int advised = pilot.repeatsNeeded().getAsInt();
        assertThat(advised).isBetween(4, 40);
        int found = 0;
        for (int i = 0; i < 500; i++) {
            found += tps(repeats(sim, advised, 1000), repeats(sim, advised, 1050)).verdict() == Verdict.BETTER ? 1 : 0;
        }
        assertThat(found / 500.0).isGreaterThan(0.6);
    }
}

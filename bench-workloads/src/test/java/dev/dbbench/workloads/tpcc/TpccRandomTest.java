package dev.dbbench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.workloads.random.Rng;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TpccRandomTest {
    private final TpccRandom random = new TpccRandom(new Rng(11), new TpccRandom.Constants(42, 17, 4001));

    @Test
    void nurandStaysInItsRangeAndReachesItsEnds() {
        Rng rng = new Rng(3);
        int[][] cases = {{255, 0, 999}, {1023, 1, 3000}, {8191, 1, 100_000}};
        for (int[] c : cases) {
            int min = Integer.MAX_VALUE;
            int max = Integer.MIN_VALUE;
            for (int i = 0; i < 2_000_000; i++) {
                int v = TpccRandom.nurand(c[0], c[1], c[2], 123 % (c[0] + 1), rng);
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
            // Some values of the widest range come up once in a million draws or less: near the ends is enough there.
            assertThat(min).as("NURand(%d, %d, %d) min", c[0], c[1], c[2]).isBetween(c[1], c[1] + 10);
            assertThat(max).as("NURand(%d, %d, %d) max", c[0], c[1], c[2]).isBetween(c[2] - 10, c[2]);
        }
    }

    /** NURand is not uniform: the values whose low bits the OR sets come up far more often than the rest. */
    @Test
    void nurandIsSkewed() {
        Rng rng = new Rng(5);
        int[] hits = new int[1000];
        for (int i = 0; i < 1_000_000; i++) {
            hits[TpccRandom.nurand(255, 0, 999, 0, rng)]++;
        }
        int most = java.util.Arrays.stream(hits).max().orElseThrow();
        int least = java.util.Arrays.stream(hits).min().orElseThrow();
        assertThat(most).isGreaterThan(5 * Math.max(1, least));
    }

    @Test
    void runConstantsKeepTheirDistanceToTheLoadsCLast() {
        Rng rng = new Rng(9);
        for (int i = 0; i < 1_000; i++) {
            int delta = Math.abs(TpccRandom.Constants.forRun(rng).cLast() - TpccRandom.Constants.LOAD.cLast());
            assertThat(delta).isBetween(65, 119).isNotEqualTo(96).isNotEqualTo(112);
        }
    }

    @Test
    void everyWorkerOfARunDrawsWithTheSameConstants() {
        TpccConfig config = new TpccConfig(1, TpccMode.SPEC, false, false, false, true, 42);
        TpccRandom first = TpccState.random(config, 1);
        TpccRandom second = TpccState.random(config, 2);
        assertThat(second.constants()).isEqualTo(first.constants());
        assertThat(second.uniform(0, Integer.MAX_VALUE - 1)).as("each worker its own generator")
                .isNotEqualTo(first.uniform(0, Integer.MAX_VALUE - 1));
    }

    @Test
    void idsAndLastNamesAreInRange() {
        for (int i = 0; i < 100_000; i++) {
            assertThat(random.customerId()).isBetween(1, 3_000);
            assertThat(random.itemId()).isBetween(1, 100_000);
            assertThat(random.lastNameNumber()).isBetween(0, 999);
        }
    }

    @Test
    void aStringsHaveTheirLengthAndLettersOrDigitsOnly() {
        byte[] buf = new byte[64];
        for (int i = 0; i < 10_000; i++) {
            int n = random.aString(buf, 14, 24);
            assertThat(n).isBetween(14, 24);
            assertThat(new String(buf, 0, n, StandardCharsets.US_ASCII)).matches("[A-Za-z0-9]+");
        }
    }

    @Test
    void aTenthOfTheDataHoldsOriginal() {
        byte[] buf = new byte[64];
        int original = 0;
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            int length = random.data(buf, 26, 50);
            assertThat(length).isBetween(26, 50);
            if (new String(buf, 0, length, StandardCharsets.US_ASCII).contains("ORIGINAL")) {
                original++;
            }
        }
        assertThat(original).isBetween(n / 10 - 1_000, n / 10 + 1_000);
    }

    @Test
    void zipIsFourDigitsAndFiveOnes() {
        byte[] buf = new byte[9];
        random.zip(buf);
        assertThat(new String(buf, StandardCharsets.US_ASCII)).matches("[0-9]{4}11111");
    }

    @Test
    void lastNamesAreThreeSyllables() {
        assertThat(LastName.of(371)).isEqualTo("PRICALLYOUGHT");
        assertThat(LastName.of(0)).isEqualTo("BARBARBAR");
        assertThat(LastName.of(999)).isEqualTo("EINGEINGEING");
        assertThat(LastName.of(40)).isEqualTo("BARPRESBAR");
    }

    @Test
    void decimalsHaveExactlyTheirScale() {
        Decimal d = new Decimal();
        assertThat(d.of(5, 2).toString()).isEqualTo("0.05");
        assertThat(d.of(0, 2).toString()).isEqualTo("0.00");
        assertThat(d.of(-1_000, 2).toString()).isEqualTo("-10.00");
        assertThat(d.of(1_234, 4).toString()).isEqualTo("0.1234");
        assertThat(d.of(30_000_000, 2).toString()).isEqualTo("300000.00");
    }

    @Test
    void thinkTimesAreCutAtTenTimesTheirMean() {
        assertThat(ThinkTime.thinkNanos("new_order", 0.0)).isZero();
        assertThat(ThinkTime.thinkNanos("new_order", 0.999_999_999)).isEqualTo(120_000_000_000L);
        assertThat(ThinkTime.thinkNanos("delivery", 0.999_999_999)).isEqualTo(50_000_000_000L);
        assertThat(ThinkTime.keyingNanos("new_order")).isEqualTo(18_000_000_000L);
        assertThat(ThinkTime.keyingNanos("stock_level")).isEqualTo(2_000_000_000L);
    }
}

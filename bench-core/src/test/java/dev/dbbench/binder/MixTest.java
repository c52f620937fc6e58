package dev.dbbench.binder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The weighted choice: shares follow the weights, a weight of 0 is never drawn. */
class MixTest {

    @Test
    void eachTransactionIsDrawnInProportionToItsWeight() {
        int[] counts = draw(new int[] {45, 43, 4, 4, 4}, 100_000);
        assertThat(counts[0]).isBetween(44_000, 46_000);
        assertThat(counts[1]).isBetween(42_000, 44_000);
        for (int i = 2; i < 5; i++) {
            assertThat(counts[i]).isBetween(3_500, 4_500);
        }
    }

    @Test
    void aWeightOfZeroIsNeverDrawn() {
        int[] counts = draw(new int[] {0, 1, 0, 2, 0}, 10_000);
        assertThat(counts[0] + counts[2] + counts[4]).isZero();
        assertThat(counts[1] + counts[3]).isEqualTo(10_000);
    }

    @Test
    void oneTransactionIsAlwaysDrawn() {
        assertThat(draw(new int[] {5}, 100)).containsExactly(100);
    }

    @Test
    void aDrawFallsOnTheFirstTransactionWhoseCumulativeWeightIsAboveIt() {
        Mix mix = new Mix(new int[] {2, 0, 3});
        assertThat(mix.cumulative()).containsExactly(2, 2, 5);
        assertThat(new int[] {mix.choose(0), mix.choose(1), mix.choose(2), mix.choose(4)}).containsExactly(0, 0, 2, 2);
    }

    @Test
    void weightsThatAddUpToNothingAreRefused() {
        assertThatThrownBy(() -> new Mix(new int[] {0, 0})).isInstanceOf(IllegalArgumentException.class);
    }

    private static int[] draw(int[] weights, int n) {
        Mix mix = new Mix(weights);
        SplittableRandom random = new SplittableRandom(3);
        int[] counts = new int[weights.length];
        for (int i = 0; i < n; i++) {
            counts[mix.choose(mix.draw(random))]++;
        }
        return counts;
    }
}

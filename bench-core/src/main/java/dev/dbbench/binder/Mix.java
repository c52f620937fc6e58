package dev.dbbench.binder;

import java.util.SplittableRandom;

/**
 * The weighted choice of the next transaction: a draw below the total weight, and a scan of the cumulative weights.
 * A transaction of weight 0 is never drawn. Allocates nothing.
 */
final class Mix {
    private final int[] cumulative;
    private final int total;

    /** @param weights at least 0 each, with a positive sum */
    Mix(int[] weights) {
        cumulative = new int[weights.length];
        int sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum = Math.addExact(sum, weights[i]);
            cumulative[i] = sum;
        }
        if (sum <= 0) {
            throw new IllegalArgumentException("the weights add up to " + sum);
        }
        total = sum;
    }

    /** The index of the next transaction. */
    int choose(SplittableRandom random) {
        if (cumulative.length == 1) {
            return 0;
        }
        int r = random.nextInt(total);
        int i = 0;
        while (r >= cumulative[i]) {
            i++;
        }
        return i;
    }
}

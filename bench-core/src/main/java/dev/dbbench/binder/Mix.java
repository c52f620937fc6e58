package dev.dbbench.binder;

import java.util.SplittableRandom;

/**
 * The weighted choice of the next transaction: a draw below the total weight, which the {@link Dispatcher} compares
 * with the cumulative weights to run the transaction it falls on, as a hand-written workload's chain of ifs does. A
 * transaction of weight 0 is never drawn. Allocates nothing.
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

    /** The weights added up, transaction by transaction: a draw below {@code cumulative[i]} and no earlier one is {@code i}. */
    int[] cumulative() {
        return cumulative;
    }

    /** A draw from 0 to the total weight, exclusive. */
    int draw(SplittableRandom random) {
        return random.nextInt(total);
    }

    /** The index of the transaction {@code draw} falls on. */
    int choose(int draw) {
        int i = 0;
        while (draw >= cumulative[i]) {
            i++;
        }
        return i;
    }
}

package dev.dbbench.binder;

import java.util.SplittableRandom;

/**
 * The weighted choice of the next transaction: a draw below the total weight, which the {@link Dispatcher} compares
 * with the cumulative weights to run the transaction it falls on, as a hand-written workload's chain of ifs does. A
 * transaction of weight 0 is never drawn. Draws at random allocate nothing; a {@link Deck} deals them instead.
 */
final class Mix {
    /** The most cards a deck holds, so that a worker's deck stays small beside its connection. */
    static final int MAX_DECK = 1 << 16;
    private final int[] weights;
    private final int[] cumulative;
    private final int total;

    /** @param weights at least 0 each, with a positive sum */
    Mix(int[] weights) {
        this.weights = weights.clone();
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

    /** How many cards one pass of a deck of these weights holds: the total weight over the weights' greatest common divisor. */
    int deckSize() {
        int gcd = 0;
        for (int w : weights) {
            gcd = gcd(gcd, w);
        }
        return total / gcd;
    }

    /**
     * The cards of one pass of a deck, in the transactions' order: each transaction as many times as its share of
     * {@link #deckSize()}, as a draw that falls on it.
     *
     * @throws IllegalStateException when the deck would hold more than {@link #MAX_DECK} cards
     */
    int[] deck() {
        int size = deckSize();
        if (size > MAX_DECK) {
            throw new IllegalStateException("a deck of these weights holds " + size + " cards, above " + MAX_DECK);
        }
        int[] cards = new int[size];
        int next = 0;
        for (int i = 0; i < weights.length; i++) {
            for (int n = (int) ((long) weights[i] * size / total); n > 0; n--) {
                cards[next++] = cumulative[i] - 1;
            }
        }
        return cards;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
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

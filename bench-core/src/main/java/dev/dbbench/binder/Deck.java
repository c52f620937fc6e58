package dev.dbbench.binder;

import java.util.SplittableRandom;

/**
 * One worker's transactions dealt from a deck: the cards are draws of the {@link Mix}, each transaction's as many
 * times as its share of the weights, shuffled (Fisher-Yates), dealt to the end and shuffled again. Every pass runs
 * the weights exactly, so the share of each transaction in any stretch of the worker's events strays from its weight
 * by at most two partial decks' worth of its cards. Used on the worker's thread only; allocates nothing once made.
 */
final class Deck {
    private final int[] cards;
    private final SplittableRandom random;
    private int dealt;

    /** @param cards the draws of one pass, in any order; copied */
    Deck(int[] cards, SplittableRandom random) {
        this.cards = cards.clone();
        this.random = random;
        this.dealt = this.cards.length;
    }

    /** The next card, shuffling the deck first when every card of the pass has been dealt. */
    int deal() {
        if (dealt == cards.length) {
            shuffle();
            dealt = 0;
        }
        return cards[dealt++];
    }

    private void shuffle() {
        for (int i = cards.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int card = cards[i];
            cards[i] = cards[j];
            cards[j] = card;
        }
    }
}

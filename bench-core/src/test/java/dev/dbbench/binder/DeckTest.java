package dev.dbbench.binder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.config.OptionValues;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.testing.FakeRun;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Transactions dealt from a shuffled deck: every pass runs the weights exactly, any stretch of a worker's events strays
 * from them by at most two partial decks, each worker shuffles its own, and a deck too large to hold is refused.
 */
class DeckTest {
    private static final Dialect DIALECT = () -> () -> "SERIAL";
    private static final int[] WEIGHTS = {10, 10, 1, 1, 1};
    private static final int CARDS = 23;

    @Test
    void aDeckHoldsEachTransactionItsWeightOverTheGreatestCommonDivisorTimes() {
        Mix mix = new Mix(new int[] {20, 20, 2, 2, 2});
        assertThat(mix.deckSize()).isEqualTo(CARDS);
        int[] counts = new int[5];
        Arrays.stream(mix.deck()).forEach(card -> counts[mix.choose(card)]++);
        assertThat(counts).containsExactly(WEIGHTS);
    }

    @Test
    void everyPassRunsTheWeightsExactlyAndAnyStretchStaysWithinTwoPartialDecks() throws SQLException {
        int[] ops = events(configure(0), 7, CARDS * 400);
        for (int pass = 0; pass < 400; pass++) {
            assertThat(counts(ops, pass * CARDS, CARDS)).as("pass %d", pass).containsExactly(WEIGHTS);
        }
        for (int length : new int[] {1, 5, 22, 23, 50, 101, 1000}) {
            for (int from = 0; from + length <= ops.length; from += 7) {
                int[] counts = counts(ops, from, length);
                for (int t = 0; t < WEIGHTS.length; t++) {
                    // Two partial decks, the ends of the stretch, hold at most (23 - c) c / 23 fewer or more cards of a
                    // transaction with c cards than its share each.
                    double expected = (double) length * WEIGHTS[t] / CARDS;
                    double slack = 2.0 * (CARDS - WEIGHTS[t]) * WEIGHTS[t] / CARDS;
                    assertThat((double) counts[t]).as("transaction %d in %d events from %d", t, length, from)
                            .isBetween(expected - slack, expected + slack);
                }
            }
        }
    }

    @Test
    void eachWorkerShufflesItsOwnDeck() throws SQLException {
        BoundRun w = configure(0);
        assertThat(events(w, 1, CARDS)).isNotEqualTo(events(w, 2, CARDS));
        assertThat(events(w, 1, CARDS)).as("the same seed deals the same").isEqualTo(events(w, 1, CARDS));
    }

    @Test
    void randomDrawsStrayFromTheWeightsWhereTheDeckDoesNot() {
        Mix mix = new Mix(WEIGHTS);
        SplittableRandom random = new SplittableRandom(11);
        Deck deck = new Deck(mix.deck(), new SplittableRandom(11));
        int drawnShort = 0;
        int dealtShort = 0;
        for (int run = 0; run < 200; run++) {
            int[] drawn = new int[5];
            int[] dealt = new int[5];
            for (int i = 0; i < CARDS * 100; i++) {
                drawn[mix.choose(mix.draw(random))]++;
                dealt[mix.choose(deck.deal())]++;
            }
            drawnShort += drawn[1] < 1000 ? 1 : 0;
            dealtShort += dealt[1] < 1000 ? 1 : 0;
        }
        assertThat(drawnShort).as("runs of random draws below the weight's share").isGreaterThan(50);
        assertThat(dealtShort).as("runs of whole decks below it").isZero();
    }

    @Test
    void aDeckOfMoreThan65536CardsIsRefused() {
        assertThatThrownBy(() -> configure(70_000)).isInstanceOf(UsageException.class)
                .hasMessageContaining("holds 70023 cards, above 65536");
    }

    private static BoundRun configure(int extra) {
        BoundWorkload cards = Binder.bind(Cards.class);
        return (BoundRun) cards.configure(new OptionValues(cards.options(), Map.of("extra", Integer.toString(extra))));
    }

    private static int[] events(BoundRun w, long seed, int n) throws SQLException {
        try (FakeRun run = new FakeRun()) {
            BoundState state = w.open(new WorkerContext(0, 1, run.server().connect(), DIALECT, PsMode.AUTO, seed));
            int[] ops = new int[n];
            for (int i = 0; i < n; i++) {
                ops[i] = w.event(state, new Tally());
            }
            return ops;
        }
    }

    private static int[] counts(int[] ops, int from, int length) {
        int[] counts = new int[5];
        for (int i = from; i < from + length; i++) {
            counts[ops[i]]++;
        }
        return counts;
    }
}

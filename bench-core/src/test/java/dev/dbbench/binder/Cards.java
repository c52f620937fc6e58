package dev.dbbench.binder;

import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.Benchmark;
import dev.dbbench.spi.bench.Param;
import dev.dbbench.spi.bench.Transaction;

/** Five transactions that do nothing, dealt from a deck of 10/10/1/1/1 (plus {@code extra} on the first), for the deck tests. */
@Benchmark(id = "cards", description = "five transactions dealt from a deck")
public class Cards implements AnnotatedWorkload {
    @Param("0")
    int extra;

    @Override
    public boolean dealsFromDeck() {
        return true;
    }

    @Override
    public int weight(String transaction, int declared) {
        return transaction.equals("first") ? declared + extra : declared;
    }

    @Transaction(weight = 10)
    public void first() {
    }

    @Transaction(weight = 10)
    public void second() {
    }

    @Transaction(weight = 1)
    public void third() {
    }

    @Transaction(weight = 1)
    public void fourth() {
    }

    @Transaction(weight = 1)
    public void fifth() {
    }
}

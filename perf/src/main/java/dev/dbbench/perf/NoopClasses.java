package dev.dbbench.perf;

import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.Benchmark;
import dev.dbbench.spi.bench.State;
import dev.dbbench.spi.bench.Transaction;
import dev.dbbench.spi.workload.Counter;

/**
 * No-op workloads written as annotated classes: each transaction counts one read, like a point select with the server
 * taken away. {@link PlainNoops} are the same workloads written against the plain interface.
 */
public final class NoopClasses {
    private NoopClasses() {
    }

    /** One transaction. */
    @Benchmark(id = "noop_one", description = "one no-op transaction")
    public static class One implements AnnotatedWorkload {
        @Transaction
        public void read(Counter counter) {
            counter.read();
        }
    }

    /** Three transactions weighted 45, 43 and 12, each with the worker's state. */
    @Benchmark(id = "noop_mix", description = "three no-op transactions, 45/43/12")
    public static class Mix implements AnnotatedWorkload {
        /** What a worker keeps: how many transactions of each kind it ran. */
        @State
        public static class Worker {
            long a;
            long b;
            long c;
        }

        @Transaction(weight = 45)
        public void first(Worker w, Counter counter) {
            w.a++;
            counter.read();
        }

        @Transaction(weight = 43)
        public void second(Worker w, Counter counter) {
            w.b++;
            counter.read();
        }

        @Transaction(weight = 12)
        public void third(Worker w, Counter counter) {
            w.c++;
            counter.read();
        }
    }

    /** {@link Mix} dealt from each worker's shuffled deck of 100 cards instead of drawn at random. */
    @Benchmark(id = "noop_deck", description = "three no-op transactions, 45/43/12, dealt from a deck")
    public static class Deck extends Mix {
        @Override
        public boolean dealsFromDeck() {
            return true;
        }
    }
}

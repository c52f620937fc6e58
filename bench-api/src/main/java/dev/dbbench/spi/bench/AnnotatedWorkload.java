package dev.dbbench.spi.bench;

import dev.dbbench.spi.ServerCounters;
import dev.dbbench.spi.metric.Metric;
import java.util.List;
import java.util.Optional;

/**
 * What a workload class written with this package's annotations implements, so that {@link java.util.ServiceLoader}
 * finds it: list the class in {@code META-INF/services/dev.dbbench.spi.bench.AnnotatedWorkload}. The class also
 * carries {@link Benchmark} and has a public no-argument constructor; dbbench makes one instance per combination of
 * {@link Param} values.
 *
 * <p>The methods are read once per instance, after its {@link Configure} method ran; their defaults suit most
 * workloads.
 */
public interface AnnotatedWorkload {

    /**
     * The weight of a transaction in the mix for this instance's params: a workload whose mix depends on a param
     * (TPC-C's modes) returns another than the declared one. Weights are relative; at least one must be positive.
     *
     * @param transaction the transaction's operation name
     * @param declared    its {@link Transaction#weight()}
     * @return the weight, at least 0; {@code declared} by default
     */
    default int weight(String transaction, int declared) {
        return declared;
    }

    /**
     * Whether each worker deals its transactions from a shuffled deck instead of drawing each one at random: the deck
     * holds every transaction as many times as its weight (over the weights' greatest common divisor), is dealt to
     * its end and shuffled again. Every pass through it runs the weights exactly, so a worker's share of each
     * transaction over any stretch of its events strays from the weight by at most two decks' worth of that
     * transaction's cards, where independent draws stray by the square root of the count: a mix with minimums (TPC-C's)
     * meets them over short runs too. The weights over their greatest common divisor add up to at most 65,536 then.
     *
     * @return true to deal from a deck; false (the default) for independent draws
     */
    default boolean dealsFromDeck() {
        return false;
    }

    /**
     * Largest number of server-side prepared statements one worker keeps open, which the pre-flight check compares
     * with the server's limit (OceanBase allows 50 per session by default).
     *
     * @return the count; 0 (the default) when unknown or none
     */
    default int preparedStatementsPerWorker() {
        return 0;
    }

    /**
     * Counters of this workload's own that the server keeps, read at the edges of each measured window; see
     * {@link ServerCounters}.
     *
     * @return the counters; empty (the default) for none
     */
    default Optional<ServerCounters> serverCounters() {
        return Optional.empty();
    }

    /**
     * The numbers this workload declares beside TPS and latency, over its {@link Transaction} operations by name or its
     * {@link #serverCounters()} (see {@link dev.dbbench.spi.metric}). Read once, from an instance whose params keep
     * their initial values, so the declarations must not depend on params.
     *
     * @return the declarations; empty (the default) for none
     */
    default List<Metric> metrics() {
        return List.of();
    }
}

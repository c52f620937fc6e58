package dev.dbbench.binder;

import dev.dbbench.spi.workload.Counter;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * A workload class's transactions and pause method: what a worker calls per event. Implemented by a
 * hidden class made once per workload class (see {@link Dispatchers}). Each method takes every argument a transaction
 * or pause method may take, typed, and hands each method those it declares. Public, because for a plugin jar's
 * workload that class lives in the jar's class loader.
 */
public interface Dispatcher {

    /**
     * Runs the transaction of {@code workload} that {@code draw} falls on (the first whose {@code cumulative} weight is
     * above it) for a worker with {@code state}; returns its operation.
     */
    int run(int draw, int[] cumulative, Object workload, Object state, Counter counter, Connection connection) throws SQLException;

    /** Calls the pause method of {@code workload} after {@code last}, before {@code next}; 0 when it has none. */
    long pause(Object workload, Object state, String last, String next);
}

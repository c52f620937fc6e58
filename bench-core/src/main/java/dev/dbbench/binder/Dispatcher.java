package dev.dbbench.binder;

import java.sql.SQLException;

/**
 * A workload class's transactions and pause method, called by index: what a worker calls per event. Implemented by a
 * hidden class made once per workload class (see {@link Dispatchers}). Public, because for a plugin jar's workload that
 * class lives in the jar's class loader.
 */
public interface Dispatcher {

    /** Runs transaction {@code kind} of {@code workload}, its arguments read from {@code slots}; returns its operation. */
    int run(int kind, Object workload, Object[] slots) throws SQLException;

    /** Calls the pause method of {@code workload}, its arguments read from {@code slots}; 0 when it has none. */
    long pause(Object workload, Object[] slots);
}

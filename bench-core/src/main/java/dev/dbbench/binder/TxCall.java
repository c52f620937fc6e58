package dev.dbbench.binder;

import java.sql.SQLException;

/** One transaction as a worker calls it, its arguments read from the worker's argument slots (see {@link Arg}). */
@FunctionalInterface
interface TxCall {
    /** Runs the transaction; returns the index of the operation the event counts as. */
    int run(Object[] slots) throws SQLException;
}

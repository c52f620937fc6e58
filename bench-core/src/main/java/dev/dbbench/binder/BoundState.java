package dev.dbbench.binder;

import dev.dbbench.spi.workload.WorkerState;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * One worker of an annotated workload: its {@code @State} object, the argument slots its transactions read, its
 * generator for the mix, and the transaction it runs next. Used on the worker's thread only.
 */
final class BoundState implements WorkerState {
    /** The arguments of transactions and the pause method, by {@link Arg#slot()}. */
    final Object[] slots = new Object[Arg.SLOTS];
    final SplittableRandom random;
    /** The transaction drawn to run next; drawn again only when it completed, so a retried event runs it again. */
    int next;
    /** The transaction that ran last. */
    int last;
    private final Optional<Hook> tearDown;

    BoundState(Object state, java.sql.Connection connection, SplittableRandom random, Optional<Hook> tearDown) {
        this.random = random;
        this.tearDown = tearDown;
        slots[Arg.STATE.slot()] = state;
        slots[Arg.CONNECTION.slot()] = connection;
    }

    /** Runs the state's {@code @TearDown(Level.WORKER)} method; the connection stays open, as dbbench owns it. */
    @Override
    public void close() throws SQLException {
        if (tearDown.isPresent()) {
            tearDown.get().call(slots[Arg.STATE.slot()], Map.of());
        }
    }
}

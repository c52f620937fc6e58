package dev.dbbench.binder;

import dev.dbbench.spi.workload.WorkerState;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * One worker of an annotated workload: its {@code @State} object, its connection, its generator for the mix (and its
 * deck when it deals), and the transaction it runs next. Used on the worker's thread only.
 */
final class BoundState implements WorkerState {
    /** The worker's {@code @State} object; null when the workload class has none. */
    final Object state;
    final Connection connection;
    final SplittableRandom random;
    /** The deck the worker deals its transactions from; null when it draws them at random. */
    final Deck deck;
    /** The draw of the transaction to run next; drawn again only when it completed, so a retried event runs it again. */
    int next;
    /** The draw of the transaction that ran last. */
    int last;
    private final Optional<Hook> tearDown;

    BoundState(Object state, Connection connection, SplittableRandom random, Deck deck, Optional<Hook> tearDown) {
        this.state = state;
        this.connection = connection;
        this.random = random;
        this.deck = deck;
        this.tearDown = tearDown;
    }

    /** Runs the state's {@code @TearDown(Level.WORKER)} method; the connection stays open, as dbbench owns it. */
    @Override
    public void close() throws SQLException {
        if (tearDown.isPresent()) {
            tearDown.get().call(state, Map.of());
        }
    }
}

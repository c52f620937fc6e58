package dev.dbbench.spi.workload;

import java.sql.SQLException;

/**
 * A workload's events as a weighted choice among transactions of which some only read, told to the engine so that
 * it can choose each event's transaction before it runs and send the read-only ones to a read replica
 * ({@code --route-reads}). A worker that routes holds two states, one on the writer and one on a reader: it draws
 * with {@link #pick} on the writer's state and runs the transaction with {@link #run} on the state its connection
 * calls for. Without routing the engine calls {@link ConfiguredWorkload#event} alone, as before.
 *
 * <p>Used on the workers' threads, each with its own states; {@link #pick} and {@link #run} must not allocate.
 *
 * @param <S> the workload's per-worker state
 */
public interface TransactionMix<S extends WorkerState> {

    /**
     * Draws the transaction of the next event from {@code state}'s own generator, as {@link ConfiguredWorkload#event}
     * would. Called on the worker's thread once per event; must not allocate.
     *
     * @param state the worker's state on the writer
     * @return the chosen transaction, a number this mix understands
     */
    int pick(S state);

    /**
     * Whether a transaction only reads, so that a replica can serve it. Called once per event; must not allocate.
     *
     * @param choice a value {@link #pick} returned
     * @return true when the transaction writes nothing
     */
    boolean readOnly(int choice);

    /**
     * Runs transaction {@code choice} on {@code state}'s connection, counting its statements. A failed attempt is run
     * again with the same choice. Called on the worker's thread, timed as the event; must not allocate.
     *
     * @param state   the worker's state whose connection the transaction goes to (the writer's or a reader's)
     * @param choice  a value {@link #pick} returned
     * @param counter where the statements are counted
     * @return the index in {@link ConfiguredWorkload#operations()} of what ran, as {@link ConfiguredWorkload#event} returns
     * @throws SQLException when a statement fails; the engine classifies it with the target's error policy
     */
    int run(S state, int choice, Counter counter) throws SQLException;
}

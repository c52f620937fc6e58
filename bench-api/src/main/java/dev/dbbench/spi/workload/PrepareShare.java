package dev.dbbench.spi.workload;

import java.sql.SQLException;

/**
 * Which part of {@code prepare} this client does when several clients load one dataset together
 * ({@code prepare --shard I/N}): client {@code index} of {@code count}, meeting the others at {@link #barrier} between
 * phases that must not overlap (tables created before any row is loaded, every row loaded before an index is built).
 * {@link #WHOLE} is a prepare on one client.
 *
 * @param barrier waits until every client has reached the phase named; throws when one cannot
 */
public record PrepareShare(int index, int count, Barrier barrier) {

    /** The whole dataset, on one client. */
    public static final PrepareShare WHOLE = new PrepareShare(0, 1, phase -> { });

    /** Where the clients of a shared prepare wait for each other. */
    @FunctionalInterface
    public interface Barrier {
        /**
         * Waits until every client has reached {@code phase}.
         *
         * @param phase the phase's name, the same on every client
         * @throws SQLException when a client fails or cannot be waited for
         */
        void await(String phase) throws SQLException;
    }

    /**
     * Whether item {@code n} of a list that every client cuts alike is this client's to do.
     *
     * @param n the item's position, from 0
     * @return true when this client does it
     */
    public boolean owns(long n) {
        return n % count == index;
    }
}

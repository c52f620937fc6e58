package dev.dbbench.mix;

import dev.dbbench.spi.workload.WorkerState;
import java.sql.SQLException;
import java.util.SplittableRandom;

/** One worker's states of every part of a mix, its generator of the draws, and the part that ran last. */
final class MixedState implements WorkerState {
    final WorkerState[] parts;
    final SplittableRandom random;
    int last;

    MixedState(WorkerState[] parts, long seed) {
        this.parts = parts;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public void close() throws SQLException {
        SQLException first = null;
        for (WorkerState s : parts) {
            try {
                if (s != null) {
                    s.close();
                }
            } catch (SQLException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}

package dev.dbbench.spi.workload;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.ServerCounters;
import java.sql.SQLException;
import java.util.Optional;

/**
 * What a workload does on the server around its measured steps, in the manner of JMH's trial and iteration levels. A
 * role of {@link ConfiguredWorkload}, found with {@link ConfiguredWorkload#hooks()}; the defaults do nothing. Each hook
 * runs on the thread that runs the command, never during a measured interval.
 *
 * <p>{@code connections} opens connections to the target, which the hook closes; one that needs none opens none. A
 * thrown {@link SQLException} fails the command.
 */
public interface StepHooks {

    /** No hooks and no server counters. */
    StepHooks NONE = new StepHooks() {
    };

    /**
     * Runs before the first step this workload runs on a target in a {@code run}, {@code sweep} or {@code stability}
     * run; {@link #endTrial} runs after the last step, even when a step failed.
     *
     * @param connections opens connections to the target
     * @param dialect     the server's SQL
     * @throws SQLException to fail the command
     */
    default void beginTrial(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
    }

    /**
     * Runs after the last step this workload ran on a target; see {@link #beginTrial}.
     *
     * @param connections opens connections to the target
     * @param dialect     the server's SQL
     * @throws SQLException to fail the command
     */
    default void endTrial(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
    }

    /**
     * Runs before every measured step (each thread count, repeat and iteration), before the step's workers open their
     * states; {@link #endStep} runs after the workers stopped, even when the step failed.
     *
     * @param connections opens connections to the target
     * @param dialect     the server's SQL
     * @throws SQLException to fail the command
     */
    default void beginStep(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
    }

    /**
     * Runs after every measured step; see {@link #beginStep}.
     *
     * @param connections opens connections to the target
     * @param dialect     the server's SQL
     * @throws SQLException to fail the command
     */
    default void endStep(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
    }

    /**
     * Counters of this workload's own that the server keeps (TPC-C's committed New-Orders, from {@code D_NEXT_O_ID}),
     * read at the edges of each measured window; see {@link ServerCounters}.
     *
     * @return the counters; empty (the default) for none
     */
    default Optional<ServerCounters> serverCounters() {
        return Optional.empty();
    }
}

package dev.dbbench.engine;

import java.sql.SQLException;
import java.util.List;

/**
 * The workers of a step, of one kind of client: JDBC threads ({@code engine.jdbc}) or the target's own wire
 * client on event loops ({@code engine.wire}). {@link StepRunner} runs the step's clock and intervals the same
 * way for both.
 *
 * <p>Contract: {@link #start} opens what the step's {@code spec().threads()} workers need, all or none, and
 * starts their threads. Each worker counts {@link Step#ready()} down once when it is ready (or could not get
 * ready, after {@link Control#fail}), waits for {@link Step#go()}, runs events while {@link Control#running()},
 * recording into its own {@link WorkerStats}, and counts {@link Step#done()} down once when it stops.
 */
public interface Crew {

    /**
     * Starts the step's workers, worker {@code i} recording into {@code stats.get(i)}.
     *
     * @return the started threads, which the runner interrupts when a worker hangs past the grace period
     * @throws SQLException when the workers' connections cannot be opened at all
     */
    List<Thread> start(Step step, List<WorkerStats> stats) throws SQLException;

}

package dev.dbbench.spi.script;

import java.util.List;

/**
 * A workload whose events are sequences of statements with integer parameters, described instead of run.
 * Clients other than JDBC (an event loop that multiplexes many connections on one thread) can run such a
 * workload: {@link dev.dbbench.spi.workload.EventTraits#script(dev.dbbench.spi.Dialect)} offers it. Immutable and thread-safe.
 */
public interface EventScript {

    /** Every statement an event may run, in a fixed order; a cursor refers to them by index. */
    List<ScriptStatement> statements();

    /**
     * A new cursor for worker {@code worker}, seeded as that worker's JDBC state would be
     * ({@link dev.dbbench.spi.workload.WorkerContext#worker()} and {@link dev.dbbench.spi.workload.WorkerContext#seed()}).
     */
    ScriptCursor cursor(int worker, long workerSeed);

    /**
     * Where statement {@code statement} comes from, for the line that stops a run on it
     * ({@code orders.yaml:12:9, statement 2 of transaction payment}); empty when there is nothing to tell. Called on
     * the failure path only; should return a string made once.
     */
    default String origin(int statement) {
        return "";
    }
}

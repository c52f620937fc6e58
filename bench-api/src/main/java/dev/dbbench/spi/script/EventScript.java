package dev.dbbench.spi.script;

import java.util.List;

/**
 * A workload whose events are sequences of statements with integer parameters, described instead of run.
 * Clients other than JDBC (an event loop that multiplexes many connections on one thread) can run such a
 * workload: {@link dev.dbbench.spi.workload.EventTraits#script(dev.dbbench.spi.Dialect)} offers it. Immutable and thread-safe.
 */
public interface EventScript {

    /**
     * Every statement an event may run, in a fixed order; a cursor refers to them by index.
     *
     * @return the statements; the same list on every call
     */
    List<ScriptStatement> statements();

    /**
     * A new cursor for worker {@code worker}, seeded as that worker's JDBC state would be. Called once per worker
     * before the step; the cursor is then used by one thread at a time.
     *
     * @param worker     the worker's number, from 0 ({@link dev.dbbench.spi.workload.WorkerContext#worker()})
     * @param workerSeed the worker's seed ({@link dev.dbbench.spi.workload.WorkerContext#seed()})
     * @return a new cursor at the start of an event
     */
    ScriptCursor cursor(int worker, long workerSeed);

    /**
     * Where a statement comes from, for the line that stops a run on it. Called on the failure path only; should return
     * a string made once.
     *
     * @param statement an index in {@link #statements()}
     * @return e.g. {@code orders.yaml:12:9, statement 2 of transaction payment}; empty when there is nothing to tell
     */
    default String origin(int statement) {
        return "";
    }
}

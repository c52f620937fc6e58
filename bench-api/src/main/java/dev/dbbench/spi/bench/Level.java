package dev.dbbench.spi.bench;

/** When a {@link Setup} or {@link TearDown} method runs. */
public enum Level {
    /**
     * Around all the steps one instance runs on one target: before the first step of a {@code run}, {@code sweep} or
     * {@code stability} run and after the last, once per combination of {@link Param} values. On the workload class;
     * takes a {@link java.sql.Connection} of its own and optionally the {@link dev.dbbench.spi.Dialect}.
     */
    TRIAL,
    /**
     * Around every measured step (each thread count, repeat and iteration), before its workers start and after they
     * stopped. On the workload class; takes what {@link #TRIAL} takes.
     */
    STEP,
    /**
     * Around one worker's {@link State} object: set up on the worker's thread after the object is made, torn down
     * when the worker stops or reconnects. On the state class; setup takes any of the
     * {@link dev.dbbench.spi.workload.WorkerContext}, the worker's {@link java.sql.Connection}, the
     * {@link dev.dbbench.spi.Dialect} and the workload instance; teardown takes nothing.
     */
    WORKER
}

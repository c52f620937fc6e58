package dev.dbbench.spi.target;

/** What the engine does with an error raised while measuring. */
public enum ErrorClass {
    /** Counted by code; the event is rolled back and started again (sysbench's ignored errors). */
    IGNORABLE,
    /** The connection is gone or timed out: counted, the worker reconnects with backoff and goes on. */
    CONNECTION,
    /** Not in the ignore list: counted, and the run stops cleanly keeping every finished interval. */
    FATAL
}

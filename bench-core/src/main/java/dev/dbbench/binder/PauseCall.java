package dev.dbbench.binder;

/** The pause method as a worker calls it, its arguments read from the worker's argument slots (see {@link Arg}). */
@FunctionalInterface
interface PauseCall {
    /** Nanoseconds to wait before the next transaction. */
    long pause(Object[] slots);
}

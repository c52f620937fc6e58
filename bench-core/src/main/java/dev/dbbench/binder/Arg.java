package dev.dbbench.binder;

/**
 * What a parameter of an annotated method receives, found from its type. The first five have a slot in each worker's
 * argument array ({@link #slot()}), which the transactions and the pause method read from without a lookup.
 */
enum Arg {
    STATE, COUNTER, CONNECTION, LAST, NEXT, DIALECT, PREPARE_CONTEXT, WORKER_CONTEXT, WORKLOAD;

    /** Size of a worker's argument array: the arguments of transactions and the pause method. */
    static final int SLOTS = 5;

    /** The index of this argument in a worker's argument array. */
    int slot() {
        if (ordinal() >= SLOTS) {
            throw new IllegalStateException(this + " has no slot");
        }
        return ordinal();
    }
}

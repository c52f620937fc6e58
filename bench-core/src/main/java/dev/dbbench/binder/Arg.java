package dev.dbbench.binder;

/**
 * What a parameter of an annotated method receives, found from its type. The arguments of transactions and of the pause
 * method have a fixed position in the {@link Dispatcher}'s methods ({@link #position()}), from which each method takes
 * its own in its own order.
 */
enum Arg {
    STATE, COUNTER, CONNECTION, LAST, NEXT, DIALECT, PREPARE_CONTEXT, WORKER_CONTEXT, WORKLOAD;

    /**
     * The position of this argument among a dispatcher method's parameters after the workload: the state first, then
     * the counter and the connection (transactions) or the two names (pause).
     */
    int position() {
        return switch (this) {
            case STATE -> 1;
            case COUNTER, LAST -> 2;
            case CONNECTION, NEXT -> 3;
            default -> throw new IllegalStateException(this + " is no argument of a transaction or pause method");
        };
    }
}

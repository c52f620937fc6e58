package dev.dbbench.workloads.random;

/**
 * One of sysbench's {@code --rand-type} distributions over an integer range. Implementations hold
 * only precomputed constants, so one instance is shared by every worker; the randomness comes from
 * the caller's {@link Rng}. {@link #next} must not allocate.
 */
public interface Distribution {

    /**
     * A value in [a, b]. Requires {@code 0 <= a <= b}; ranges fit in an {@code int} because sysbench's
     * ids do (it binds them as SQL {@code INT}).
     */
    int next(Rng rng, int a, int b);

    /** The {@code --rand-type} name. */
    String name();
}

package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * One kind of event: each worker draws the next transaction by weight and calls its method, which runs the
 * statements and counts each on the {@link dev.dbbench.spi.workload.Counter}. Each transaction is an operation of
 * its own in every result, with its count, rate and latency.
 *
 * <p>The method is a public instance method taking, in any order, any of: the {@link State} object, the
 * {@link dev.dbbench.spi.workload.Counter} and the worker's {@link java.sql.Connection} (auto-commit; send the
 * dialect's BEGIN and COMMIT for an explicit transaction). It may throw {@link java.sql.SQLException}: the engine
 * classifies the error, counts it and rolls back. It returns {@code void}, or {@code boolean} when the transaction
 * can end in a rollback the workload itself decides on (TPC-C's New-Order with an unused item).
 *
 * <p>What {@code false} means: the method ended the transaction itself with the dialect's ROLLBACK, on purpose.
 * dbbench sends no ROLLBACK of its own and counts no error: the event is a completed one, counted under the operation
 * {@code <name>_rollback} (with its own count, rate and latency) instead of {@code <name>}. {@code true} counts it
 * under {@code <name>}. A failed statement is not a {@code false}: let its {@link java.sql.SQLException} out.
 *
 * <p>Threading: called on the worker's own thread, with that worker's state and connection, never concurrently for
 * one worker. It must not allocate per call where it can avoid it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Transaction {

    /**
     * The operation's name.
     *
     * @return snake_case; by default (empty) the method's name in snake case ({@code placeOrder} is {@code place_order})
     */
    String name() default "";

    /**
     * Relative weight in the mix; {@link AnnotatedWorkload#weight} may change it per instance.
     *
     * @return 0 or more; 1 by default
     */
    int weight() default 1;

    /**
     * Whether the transaction only reads: with {@code --route-reads} it runs on the target's readers, on a connection
     * and a {@link State} of their own, and the others on the writer.
     *
     * @return true for a read-only transaction; false by default
     */
    boolean readOnly() default false;
}

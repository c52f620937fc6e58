package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The wait after each transaction before the next starts, in nanoseconds: a user's think time, or TPC-C's think
 * time after one transaction plus the keying time of the next. The wait is in no transaction's latency and ends
 * early when the step stops. A public instance method returning {@code long}; it takes the {@link State} object, or
 * the state and two {@code String}s, the name of the transaction just run and of the one drawn to run next, or
 * just those two names. Called on the worker's thread after every transaction; must not allocate. At most one per
 * class.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Pause {
}

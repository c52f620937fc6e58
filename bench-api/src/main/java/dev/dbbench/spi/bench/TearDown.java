package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs after the {@link Level} it names, even when that level ended with an error: {@code TRIAL} and {@code STEP}
 * on the workload class, {@code WORKER} on the {@link State} class (where it closes what setup opened; the worker's
 * connection belongs to dbbench). At most one per level.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface TearDown {
    /**
     * The level the method runs after.
     *
     * @return the level
     */
    Level value();
}

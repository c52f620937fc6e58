package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs before the {@link Level} it names: {@code TRIAL} and {@code STEP} on the workload class, {@code WORKER} on the
 * {@link State} class. May throw {@link java.sql.SQLException}, which fails the command. At most one per level.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Setup {
    /**
     * The level the method runs before.
     *
     * @return the level
     */
    Level value();
}

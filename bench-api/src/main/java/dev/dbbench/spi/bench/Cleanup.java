package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The {@code cleanup} command: drops what {@link Prepare} made. Takes a {@link java.sql.Connection} and optionally
 * the target's {@link dev.dbbench.spi.Dialect}. At most one per class.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Cleanup {
}

package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The {@code prepare} command: creates and loads the workload's tables. Takes a
 * {@link dev.dbbench.spi.workload.PrepareContext} (connections, dialect, loader threads, the bulk loader); may throw
 * {@link java.sql.SQLException}. At most one per class.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Prepare {
}

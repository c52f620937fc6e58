package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs once per instance right after its {@link Param} fields are set, before any command uses it: checks the
 * params together (throwing {@link dev.dbbench.spi.UsageException} with one line that names the value and the fix)
 * and derives what the rest of the class reads. A param it changes is recorded as changed, so a seed of 0 replaced
 * by one from the clock, or an {@code auto} resolved to {@code on}, shows in the result as the value in effect.
 * Takes no parameters; at most one per class.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Configure {
}

package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The pre-flight check before every run, sweep and stability run: returns a {@code List<String>} with one line per
 * problem, each saying what to run or change ("orders has 0 rows, expected 10000; run prepare"), empty when the
 * tables are as the params say. A non-empty list stops the command before any time is spent (exit code 3). Takes a
 * {@link java.sql.Connection} and optionally the target's {@link dev.dbbench.spi.Dialect}. Without one, nothing is
 * checked. At most one per class.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Verify {
}

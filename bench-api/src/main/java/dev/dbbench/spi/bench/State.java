package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The class of what one worker keeps between transactions: prepared statements, random generators, its home rows.
 * Each worker gets its own object, made on the worker's thread when the worker starts (and again after a
 * reconnect) and used only there. A public class, static when nested, with a public constructor that takes
 * nothing or any of what {@link Level#WORKER} setup takes. One state class per workload; transactions and the
 * {@link Pause} method receive it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface State {
}

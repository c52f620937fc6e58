package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Names a workload class: what users type after {@code --workload} and what {@code list} shows. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Benchmark {

    /**
     * The workload's id.
     *
     * @return lower case letters, digits and underscores, starting with a letter ({@code orders})
     */
    String id();

    /**
     * One line for {@code list}.
     *
     * @return the description
     */
    String description();
}

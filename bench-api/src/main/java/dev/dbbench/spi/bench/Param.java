package dev.dbbench.spi.bench;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field of the workload class that is one of its options, set before anything else runs. Users give it as
 * {@code --name VALUE} or {@code --param name=VALUE}; {@code --param name=V1,V2} runs the run or sweep once per value,
 * each value's steps apart in every table and report, as JMH's params are.
 *
 * <p>The field is an instance field, not final, of type {@code int}, {@code long}, {@code double}, {@code boolean}
 * (given as on/off, true/false, yes/no or 1/0), {@code String} or an enum (given as a constant's name in any case,
 * shown in lower case). The values in effect are recorded with every result.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface Param {

    /**
     * The default value.
     *
     * @return exactly one value, as a user would type it ({@code @Param("10")})
     */
    String[] value();

    /**
     * The option's name.
     *
     * @return kebab case; by default (empty) the field's name in kebab case ({@code hotRows} is {@code hot-rows})
     */
    String name() default "";

    /**
     * One line for {@code list}.
     *
     * @return the description; by default (empty) the kind of value the field takes
     */
    String description() default "";

    /**
     * Smallest value of a whole-number field.
     *
     * @return the minimum, inclusive
     */
    long min() default Long.MIN_VALUE;

    /**
     * Largest value of a whole-number field.
     *
     * @return the maximum, inclusive
     */
    long max() default Long.MAX_VALUE;
}

package dev.dbbench.spi.workload;

import java.util.Map;
import java.util.Set;

/**
 * The option values a workload is configured with: each of its {@link Workload#options()}, as the user gave it or
 * its default. Validated as they are read: every getter names the option and the accepted values in the
 * {@link dev.dbbench.spi.UsageException} it throws, so the user sees one line that says what to fix. Built by
 * dbbench; a workload only reads it, in {@link Workload#configure} and {@link Workload#outline}, before any worker
 * starts. Immutable and thread-safe.
 */
public interface Options {

    /**
     * Every option with its effective value, for the result's manifest.
     *
     * @return values as text by option name, defaults included
     */
    Map<String, String> effective();

    /**
     * The value of option {@code name} as text.
     *
     * @param name an option the workload declares
     * @return the value as given, or the default
     * @throws IllegalStateException when the workload declares no option {@code name}: a mistake in the workload
     */
    String string(String name);

    /**
     * The value of option {@code name} as a whole number; underscores between digits are allowed.
     *
     * @param name an option the workload declares
     * @param min  the smallest value accepted
     * @param max  the largest value accepted
     * @return the value, from {@code min} to {@code max}
     * @throws dev.dbbench.spi.UsageException when the value is no whole number or outside the range; the message
     *         names the option and the range
     */
    long longValue(String name, long min, long max);

    /**
     * As {@link #longValue}, for an {@code int}.
     *
     * @param name an option the workload declares
     * @param min  the smallest value accepted
     * @param max  the largest value accepted
     * @return the value, from {@code min} to {@code max}
     * @throws dev.dbbench.spi.UsageException when the value is no whole number or outside the range
     */
    default int intValue(String name, int min, int max) {
        return (int) longValue(name, min, max);
    }

    /**
     * The value of option {@code name} as on/off (also true/false, yes/no, 1/0).
     *
     * @param name an option the workload declares
     * @return the value
     * @throws dev.dbbench.spi.UsageException when the value is none of those words
     */
    boolean bool(String name);

    /**
     * The value of option {@code name}, lower-cased, which must be one of {@code allowed}.
     *
     * @param name    an option the workload declares
     * @param allowed the accepted values, in lower case
     * @return the value, one of {@code allowed}
     * @throws dev.dbbench.spi.UsageException when the value is not allowed; the message lists the allowed values
     */
    String choice(String name, Set<String> allowed);
}

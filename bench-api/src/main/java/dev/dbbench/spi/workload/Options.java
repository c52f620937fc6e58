package dev.dbbench.spi.workload;

import java.util.Map;
import java.util.Set;

/**
 * The option values a workload is configured with: each of its {@link Workload#options()}, as the user gave it or
 * its default. Validated as they are read: every getter names the option and the accepted values in the
 * {@link dev.dbbench.spi.UsageException} it throws, so the user sees one line that says what to fix. Built by
 * dbbench; a workload only reads it.
 */
public interface Options {

    /** Every option with its effective value, for the result's manifest. */
    Map<String, String> effective();

    /** The value of option {@code name} as text; {@code name} must be one the workload declares. */
    String string(String name);

    /** The value of option {@code name} as a whole number from {@code min} to {@code max}; underscores are allowed. */
    long longValue(String name, long min, long max);

    /** As {@link #longValue}, for an {@code int}. */
    default int intValue(String name, int min, int max) {
        return (int) longValue(name, min, max);
    }

    /** The value of option {@code name} as on/off (also true/false, yes/no, 1/0). */
    boolean bool(String name);

    /** The value of option {@code name}, lower-cased, which must be one of {@code allowed}. */
    String choice(String name, Set<String> allowed);
}

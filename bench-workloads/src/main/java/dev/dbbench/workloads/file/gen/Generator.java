package dev.dbbench.workloads.file.gen;

import dev.dbbench.workloads.random.Rng;

/**
 * Makes the values of one column (for {@code prepare}) or one statement parameter (for each event). Immutable and
 * shared by every thread; the randomness comes from the caller's {@link Rng} and the value is written into the
 * caller's {@link Value}, which this generator alone fills. {@link #fill} must not allocate, except once to size a
 * value's buffer.
 */
public interface Generator {

    /** Whether the values are text; else whole numbers. */
    boolean text();

    /**
     * Writes the next value into {@code into}.
     *
     * @param row the 0-based row of the table being loaded (what a sequence counts from); 0 for statement parameters
     */
    void fill(Rng rng, long row, Value into);

    /** The smallest whole number this generator gives (not used for text). */
    default long min() {
        return 0;
    }

    /** The largest whole number this generator gives (not used for text). */
    default long max() {
        return 0;
    }

    /**
     * Every character its text values may hold, for the check that the server can store them (a NUL, which
     * PostgreSQL cannot); none for numbers.
     */
    default String characters() {
        return "";
    }

    /** How {@code list} shows it: {@code zipfian 1..1000}. */
    String describe();
}

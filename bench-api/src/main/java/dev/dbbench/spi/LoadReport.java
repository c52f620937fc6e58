package dev.dbbench.spi;

/**
 * What a bulk loader tells {@code prepare} about how it loads, for the user: a loader that can choose between a
 * fast way and a slower one (MySQL's {@code LOAD DATA LOCAL INFILE} or multi-row INSERTs) says which it took and,
 * when it took the slower one, why and how to allow the faster. Called from any loader thread, possibly more
 * than once with the same words; {@code prepare} prints each distinct report once.
 */
@FunctionalInterface
public interface LoadReport {

    /** For callers that show nothing. */
    LoadReport IGNORED = (method, slower) -> { };

    /**
     * @param method how the rows go in, e.g. {@code LOAD DATA LOCAL INFILE}
     * @param slower empty, or one line on why a faster way was refused and how to allow it
     */
    void loadsBy(String method, String slower);
}

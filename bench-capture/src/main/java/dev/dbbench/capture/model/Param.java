package dev.dbbench.capture.model;

import java.util.Map;

/**
 * A parameter of a captured transaction: the generator fitted to the values its placeholders took.
 *
 * @param generator as the workload file writes it
 * @param fitted    how it was fitted, for the report: {@code keys of customer.c_id, uniform}
 * @param cast      the type PostgreSQL must cast it to: text that a time column takes, which PostgreSQL does not
 *                  convert by itself when it is bound as text
 */
public record Param(String name, Map<String, Object> generator, String fitted, java.util.Optional<String> cast) {

    public Param(String name, Map<String, Object> generator, String fitted) {
        this(name, generator, fitted, java.util.Optional.empty());
    }

    /** A value read from the result of an earlier statement ({@code into}), drawn by no generator. */
    static Param read(String name, int statement) {
        return new Param(name, Map.of(), "read from the result of statement " + statement + " (into)");
    }

    /** Whether it is read from an earlier statement's result rather than drawn. */
    public boolean read() {
        return generator.isEmpty();
    }
}

package dev.dbbench.capture.model;

import java.util.Map;

/**
 * A parameter of a captured transaction: the generator fitted to the values its placeholders took.
 *
 * @param generator as the workload file writes it
 * @param fitted    how it was fitted, for the report: {@code keys of customer.c_id, uniform}
 */
public record Param(String name, Map<String, Object> generator, String fitted) {
}

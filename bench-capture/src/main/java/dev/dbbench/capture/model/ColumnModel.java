package dev.dbbench.capture.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A column of the synthetic dataset: its type for each server and the generator that fills it.
 *
 * @param type      the SQL type, one text or one per server ({@code mysql}, {@code default})
 * @param data      the generator as the workload file writes it; empty for a column left to its default
 * @param keyed     whether a sequence fills it, so that a parameter may draw its keys with {@code ref}
 * @param domain    the made-up values of a text column with few distinct values, which parameters compared with it
 *                  draw from too; empty for other columns
 */
public record ColumnModel(String name, Object type, Optional<Map<String, Object>> data, boolean keyed, List<String> domain) {

    public ColumnModel {
        domain = List.copyOf(domain);
    }
}

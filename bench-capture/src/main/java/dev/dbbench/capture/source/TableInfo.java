package dev.dbbench.capture.source;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table as the catalog describes it, with its row count and column statistics.
 *
 * @param primaryKey its primary key's columns in key order; empty when it has none
 * @param indexes    every other index by name, its columns in order
 * @param unique     the unique indexes among them
 */
public record TableInfo(String name, long rows, List<Column> columns, List<String> primaryKey, Map<String, List<String>> indexes,
                        java.util.Set<String> unique) {

    public TableInfo {
        columns = List.copyOf(columns);
        primaryKey = List.copyOf(primaryKey);
        indexes = Map.copyOf(indexes);
        unique = java.util.Set.copyOf(unique);
    }

    public Optional<Column> column(String name) {
        return columns.stream().filter(c -> c.name().equals(name)).findFirst();
    }
}

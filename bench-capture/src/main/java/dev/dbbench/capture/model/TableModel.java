package dev.dbbench.capture.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table of the synthetic dataset.
 *
 * @param rows    rows as captured, which the file scales by its {@code scale} option
 * @param verify  the row-count check a run accepts: {@code exact}, or {@code at_least}, {@code at_most}, {@code any}
 *                for a table the transactions insert into or delete from
 */
public record TableModel(String name, long rows, List<ColumnModel> columns, List<String> primaryKey, Map<String, List<String>> indexes,
                         String verify) {

    public TableModel {
        columns = List.copyOf(columns);
        primaryKey = List.copyOf(primaryKey);
        indexes = Map.copyOf(indexes);
    }

    /** The distinct values a sequence column of this table holds at the captured size: its cycle, or what the rows reach. */
    public long distinctKeys(ColumnModel c) {
        Map<String, Object> d = c.data().orElseThrow();
        long every = d.get("every") instanceof Number n ? n.longValue() : 1;
        long values = (rows + every - 1) / every;
        return d.get("cycle") instanceof Number n ? Math.min(values, n.longValue()) : values;
    }

    public Optional<ColumnModel> column(String name) {
        return columns.stream().filter(c -> c.name().equals(name)).findFirst();
    }
}

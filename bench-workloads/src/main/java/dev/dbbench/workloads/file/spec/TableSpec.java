package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.yaml.Where;
import dev.dbbench.workloads.sbtest.RowCountRule;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One table of a workload file: how many rows {@code prepare} loads, its columns, keys and indexes, and which row
 * counts the check before a run accepts.
 *
 * @param ddl     the whole {@code CREATE TABLE}, per server, where the generated one will not do
 * @param options text after {@code CREATE TABLE (...)}, per server (partitioning, for example)
 * @param indexes index name to its columns, built after the load
 * @param verify  which row counts are right once runs have changed the table
 */
public record TableSpec(String name, Where where, Expr rows, List<ColumnSpec> columns, List<String> primaryKey,
                        Map<String, List<String>> indexes, Optional<PerDialect> ddl, Optional<PerDialect> options,
                        RowCountRule verify) {

    public TableSpec {
        columns = List.copyOf(columns);
        primaryKey = List.copyOf(primaryKey);
        indexes = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(indexes));
    }

    public Optional<ColumnSpec> column(String column) {
        return columns.stream().filter(c -> c.name().equals(column)).findFirst();
    }

    /** The columns {@code prepare} writes, in order: those with a generator. */
    public List<ColumnSpec> loaded() {
        return columns.stream().filter(c -> c.data().isPresent()).toList();
    }
}

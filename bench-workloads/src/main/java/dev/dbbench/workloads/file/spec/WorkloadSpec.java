package dev.dbbench.workloads.file.spec;

import java.util.List;
import java.util.Map;

/**
 * A workload file read and checked: everything in it that does not depend on the option values.
 *
 * @param file   the file as the user named it
 * @param sha256  of the file's bytes, recorded with results so a result names the exact file it ran
 * @param metrics the numbers it declares beside TPS and latency, as a Java workload's {@code metrics()}
 */
public record WorkloadSpec(String file, String sha256, String name, String description, Map<String, OptionDef> options,
                           List<TableSpec> tables, List<TransactionSpec> transactions,
                           List<dev.dbbench.spi.metric.Metric> metrics) {

    public WorkloadSpec {
        options = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
        tables = List.copyOf(tables);
        transactions = List.copyOf(transactions);
        metrics = List.copyOf(metrics);
    }

    public java.util.Optional<TableSpec> table(String name) {
        return tables.stream().filter(t -> t.name().equals(name)).findFirst();
    }
}

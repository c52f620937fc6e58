package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.yaml.Where;
import java.util.List;
import java.util.Map;

/**
 * One named transaction of the mix: how often it runs relative to the others, whether its statements run between
 * BEGIN and COMMIT, the values it draws at its start, and its steps.
 *
 * @param readOnly whether the transaction only reads, so that {@code --route-reads} may run it on a read replica
 * @param params   parameter name to generator, drawn in this order at the start of every run of the transaction
 */
public record TransactionSpec(String name, Where where, long weight, boolean transactional, boolean readOnly,
                              Map<String, GeneratorSpec> params, List<StepSpec> steps) {

    public TransactionSpec {
        params = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(params));
        steps = List.copyOf(steps);
    }
}

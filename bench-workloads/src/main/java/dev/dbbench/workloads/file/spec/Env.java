package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.yaml.Where;
import java.util.Map;

/** What a workload file's numbers are worked out from once the options are set. */
public interface Env {

    /** Every whole-number option by name, with the value in effect. */
    Map<String, Long> numbers();

    /** The keys {@code table.column} holds after {@code prepare}: its sequence's first and last value. */
    long[] keyRange(String table, String column, Where where);

    default long eval(Expr expr) {
        return expr.eval(numbers());
    }
}

package dev.dbbench.workloads.file;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.workloads.file.spec.PerDialect;
import dev.dbbench.workloads.file.spec.StepSpec;
import java.util.Map;

/** A step of a transaction ready to run: a statement with its values' slots, or a pause. */
sealed interface Step permits Step.Sql, Step.Pause {

    /**
     * A statement. Per server entry of the file: the text with {@code ?} and the options written in, and the slot of
     * each {@code ?}'s value.
     *
     * @param into the slots the columns of its first row go to
     */
    record Sql(StepSpec.Statement spec, PerDialect text, Map<String, int[]> binds, int[] into) implements Step {

        ScriptStatement.Kind kind() {
            return spec.kind();
        }

        /** Where it is in the file, for a line about its failure: {@code orders.yaml:12:9, statement 2 of transaction t}. */
        String origin(String transaction) {
            return spec.where() + ", statement " + spec.number() + " of transaction " + transaction;
        }

        /** The text and value slots for {@code dialect}; a server the file gives no text for is a mistake at the statement. */
        Bound bound(Dialect dialect) {
            String sql = text.require(dialect);
            for (String server : dialect.names()) {
                if (binds.containsKey(server)) {
                    return new Bound(sql, binds.get(server));
                }
            }
            return new Bound(sql, binds.get(PerDialect.DEFAULT));
        }
    }

    /** The statement text one server gets, and the slot of each of its parameters in order. */
    record Bound(String sql, int[] slots) {
    }

    /** A pause of {@code minNanos} to {@code maxNanos}. */
    record Pause(long minNanos, long maxNanos) implements Step {
    }
}

package dev.dbbench.workloads.file.spec;

import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.List;

/** One step of a transaction: a statement, or a pause. */
public sealed interface StepSpec permits StepSpec.Statement, StepSpec.Think {

    Where where();

    /**
     * A statement, its SQL per server.
     *
     * @param number 1-based place among the transaction's statements, for messages
     * @param sql    the statement per server, each with the same {@code :name} values in the same order
     * @param kind   how it is counted: a query (read), DML (write, or other when it changed nothing), or other
     * @param into   names for the columns of the first row it returns, which later statements use as {@code :name}
     * @param endOnNoRow whether finding no row to read {@code into} ends the transaction there (committing what it did)
     *               rather than failing the event: a queue's head that another worker took first
     */
    record Statement(Where where, int number, java.util.Map<String, SqlTemplate> sql, ScriptStatement.Kind kind,
                     List<String> into, boolean endOnNoRow) implements StepSpec {
        public Statement {
            sql = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(sql));
            into = List.copyOf(into);
        }

        /** The values it takes, in order; the same for every server. */
        public List<String> params() {
            return sql.values().iterator().next().params();
        }
    }

    /** A pause of {@code minNanos} to {@code maxNanos} (drawn uniformly), part of the event and its latency. */
    record Think(Where where, long minNanos, long maxNanos) implements StepSpec {
    }
}

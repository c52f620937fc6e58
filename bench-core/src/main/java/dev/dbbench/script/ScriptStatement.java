package dev.dbbench.script;

import dev.dbbench.spi.QueryCounter;
import dev.dbbench.sql.Placeholders;
import java.util.Objects;

/**
 * One statement of an {@link EventScript}: SQL with {@code ?} placeholders for integer parameters, and how
 * sysbench counts it.
 *
 * @param sql        the statement, with one {@code ?} per parameter
 * @param kind       how its answer is counted
 * @param parameters how many parameters it takes: its {@code ?} outside quotes ({@link Placeholders}), counted
 *                   once here because clients look it up on every execution
 */
public record ScriptStatement(String sql, Kind kind, int parameters) {

    /** How a statement is counted, as sysbench counts it. */
    public enum Kind {
        /** Returns rows: one read, and an empty read when no row came back. */
        QUERY,
        /** Changes rows: a write when it changed at least one, else other. */
        UPDATE,
        /** Neither, such as BEGIN or COMMIT: other. */
        OTHER;

        /** Counts one successful execution that returned {@code rows} rows or changed {@code affected}. */
        public void count(QueryCounter counter, long rows, long affected) {
            switch (this) {
                case QUERY -> counter.query(rows);
                case UPDATE -> counter.dml(affected);
                case OTHER -> counter.other();
            }
        }
    }

    public ScriptStatement(String sql, Kind kind) {
        this(sql, kind, Placeholders.split(Objects.requireNonNull(sql, "sql")).length - 1);
    }

    public ScriptStatement {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(kind, "kind");
        if (parameters != Placeholders.split(sql).length - 1) {
            throw new IllegalArgumentException("statement takes " + (Placeholders.split(sql).length - 1)
                    + " parameters, not " + parameters + ": " + sql);
        }
    }
}

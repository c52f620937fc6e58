package dev.dbbench.script;

import dev.dbbench.sql.Placeholders;
import java.util.Objects;

/**
 * One statement of an {@link EventScript}: SQL with {@code ?} placeholders for integer parameters, and how
 * sysbench counts it.
 *
 * @param sql  the statement, with one {@code ?} per parameter
 * @param kind how its answer is counted
 */
public record ScriptStatement(String sql, Kind kind) {

    /** How a statement is counted, as sysbench counts it. */
    public enum Kind {
        /** Returns rows: one read, and an empty read when no row came back. */
        QUERY,
        /** Changes rows: a write when it changed at least one, else other. */
        UPDATE,
        /** Neither, such as BEGIN or COMMIT: other. */
        OTHER
    }

    public ScriptStatement {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(kind, "kind");
    }

    /** How many parameters {@link #sql} takes: its {@code ?} outside quotes ({@link Placeholders}). */
    public int parameters() {
        return Placeholders.split(sql).length - 1;
    }
}

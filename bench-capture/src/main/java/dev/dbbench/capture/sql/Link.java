package dev.dbbench.capture.sql;

import java.util.Optional;

/**
 * What a value of a statement is used for: compared with a column, written into one, or neither.
 *
 * @param table  the column's table when the statement says which (through its name or an alias, or because it
 *               names one table); else empty, and the catalog decides
 * @param column the column, or empty when the value is not tied to one
 */
public record Link(Role role, Optional<String> table, Optional<String> column) {
    public static final Link NONE = new Link(Role.NONE, Optional.empty(), Optional.empty());

    /** How a value meets its column. */
    public enum Role {
        /** {@code column = value}, also in an {@code IN} list: the value picks rows. */
        EQUALS,
        /** {@code column < value} and the like, {@code BETWEEN}. */
        RANGE,
        /** a value of an {@code INSERT}'s row. */
        INSERT,
        /** {@code SET column = value} of an {@code UPDATE}. */
        SET,
        /** {@code LIMIT} or {@code OFFSET}. */
        LIMIT,
        /** arithmetic, a function's argument, anything else. */
        NONE
    }

    static Link of(Role role, String table, String column) {
        return new Link(role, Optional.ofNullable(table), Optional.of(column));
    }
}
